// Signed reviews verify with viem outside our code, tampering fails, a signature
// must name this site and a supported chain, edits keep the old version with its signature,
// legacy (version 1) signatures keep verifying, and a contract wallet's signature verifies via
// EIP-1271 on the local EVM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTypedData, type Hex } from 'viem';
import { eq, sql } from 'drizzle-orm';
import type { PrivateKeyAccount } from 'viem/accounts';
import {
  testContractWalletAbi,
  testContractWalletBytecode,
} from '@chainreview/contracts/generated/test-contract-wallet';
import {
  REVIEW_SIGNATURE_DOMAIN_V1,
  REVIEW_SIGNATURE_TYPES_V1,
  processContent,
  reviewTypedData,
  reviewTypedDataJson,
} from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { reviews, users } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertUser } from '../../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';
import { createReview } from './reviews.service.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: chain.env });
}, 60_000);
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
  await chain.close();
});

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const draft = (seed: string, rate = 4) => ({
  title: `${seed} review title`,
  content: doc(`${seed}: the team ships on time, the docs are clear and the community helps.`),
  rate,
  language: 'en' as const,
});
type Draft = ReturnType<typeof draft>;
type Project = Awaited<ReturnType<typeof insertProject>>;

const nowSeconds = () => Math.floor(built.deps.now().getTime() / 1000);

const site = () => built.deps.config.publicOrigin.uri;

/** What the web app does: canonical content from the shared processor, then signTypedData. */
async function sign(
  wallet: PrivateKeyAccount,
  project: Project,
  body: Draft,
  signedAt?: number,
  domain: { chainId?: number; site?: string } = {},
) {
  const processed = processContent(body.content);
  if (!processed.ok) throw new Error(processed.error);
  const at = signedAt ?? nowSeconds();
  const chainId = domain.chainId ?? 56;
  const signedSite = domain.site ?? site();
  const typed = reviewTypedData({
    site: signedSite,
    chainId,
    author: wallet.address,
    project,
    rate: body.rate,
    title: body.title.trim(),
    content: processed.value.content,
    language: body.language,
    signedAt: at,
  });
  return {
    signature: await wallet.signTypedData(typed),
    signedAt: at,
    chainId,
    site: signedSite,
  };
}

const post = (url: string, payload: object, auth: Record<string, string>) =>
  built.app.inject({ method: 'POST', url, payload, headers: auth });
const put = (url: string, payload: object, auth: Record<string, string>) =>
  built.app.inject({ method: 'PUT', url, payload, headers: auth });
const get = (url: string) => built.app.inject({ method: 'GET', url });
/** The energy column as stored (what a spend changes; no refill computed). */
async function storedEnergy(address: string) {
  const [row] = await built.deps.db
    .select({ energy: users.lastEnergy })
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`);
  return row?.energy;
}

describe('signed reviews', () => {
  it('stores a signed review whose public payload verifies with viem alone', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const body = draft('Signed');
    const res = await post(
      `/api/project/${project.id}/reviews`,
      { ...body, signature: await sign(wallet, project, body) },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const review = res.json().data;
    expect(review.isSigned).toBe(true);

    const pub = await get(`/api/public/reviews/${review.id}/signature`);
    expect(pub.statusCode).toBe(200);
    const { data } = pub.json();
    expect(data.signed).toBe(true);
    expect(data.author.toLowerCase()).toBe(wallet.address.toLowerCase());
    // straight from the JSON into viem: no helper of ours in between
    const { domain, types, primaryType, message } = data.typedData;
    expect(
      await verifyTypedData({
        address: wallet.address,
        domain,
        types,
        primaryType,
        message,
        signature: data.signature,
      }),
    ).toBe(true);
    expect(message).toMatchObject({ title: body.title, rate: 4, language: 'en' });
    // version 2: the domain names the chain signed on, the message names this site
    expect(data.domainVersion).toBe('2');
    expect(domain).toEqual({ name: 'ChainReview', version: '2', chainId: 56 });
    expect(message).toMatchObject({ site: site(), chainId: 56 });

    // tampering with the title, rate or content hash breaks it
    for (const tampered of [
      { ...message, title: 'Another title here' },
      { ...message, rate: 5 },
      { ...message, contentHash: `0x${'11'.repeat(32)}` },
    ]) {
      expect(
        await verifyTypedData({
          address: wallet.address,
          domain,
          types,
          primaryType,
          message: tampered,
          signature: data.signature,
        }),
      ).toBe(false);
    }
  });

  it('refuses a signature that does not cover the posted title, rate or content', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const body = draft('Tamper');
    const signature = await sign(wallet, project, body);
    for (const changed of [
      { ...body, title: 'Tamper review title, changed' },
      { ...body, rate: 1 },
      { ...body, content: doc('Tamper: a different text that the author never signed at all.') },
    ]) {
      const res = await post(`/api/project/${project.id}/reviews`, { ...changed, signature }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['review_signature_invalid']);
    }
    // someone else's signature of the same review is not the author's
    const other = await sign(newWallet(), project, body);
    const res = await post(
      `/api/project/${project.id}/reviews`,
      { ...body, signature: other },
      auth,
    );
    expect(res.json().message).toEqual(['review_signature_invalid']);
    // a stale signature is refused, and garbage is a 400 too
    const stale = await sign(wallet, project, body, nowSeconds() - 3600);
    const old = await post(
      `/api/project/${project.id}/reviews`,
      { ...body, signature: stale },
      auth,
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toEqual(['review_signature_expired']);
    const junk = await post(
      `/api/project/${project.id}/reviews`,
      {
        ...body,
        signature: { signature: '0x1234', signedAt: nowSeconds(), chainId: 56, site: site() },
      },
      auth,
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toEqual(['review_signature_invalid']);
    // nothing was stored by the refusals
    const mine = await built.app.inject({
      method: 'GET',
      url: `/api/project/${project.id}/my-review`,
      headers: auth,
    });
    expect(mine.json().data).toBeNull();
  });

  it('accepts a signature dated up to ten minutes either side of the clock, not a second more', async () => {
    // a frozen clock, so the boundary is exact: signedAt is whole seconds
    const clock = new Date('2026-03-01T12:00:00Z');
    const frozen = await createTestApp(testDb, { env: chain.env, now: () => clock });
    try {
      const at = clock.getTime() / 1000;
      const post = async (offset: number) => {
        const project = await insertProject(frozen.deps.db, {});
        const wallet = newWallet();
        const { auth } = await signIn(frozen.app, wallet);
        const body = draft('Skew');
        const signature = await sign(wallet, project, body, at + offset);
        return frozen.app.inject({
          method: 'POST',
          url: `/api/project/${project.id}/reviews`,
          payload: { ...body, signature },
          headers: auth,
        });
      };
      // dated in the future or in the past by more than the allowed skew
      for (const offset of [601, -601]) {
        const res = await post(offset);
        expect(res.statusCode, `signed ${offset} s from now`).toBe(400);
        expect(res.json().message).toEqual(['review_signature_expired']);
      }
      for (const offset of [600, -600]) {
        const res = await post(offset);
        expect(res.statusCode, `signed ${offset} s from now`).toBe(200);
        expect(res.json().data.isSigned).toBe(true);
      }
    } finally {
      await frozen.app.close();
    }
  });

  it('refuses a signature naming another site or an unsupported chain', async () => {
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const body = draft('Bound');
    const refused = async (domain: { chainId?: number; site?: string }, code: string) => {
      const project = await insertProject(built.deps.db, {});
      const signature = await sign(wallet, project, body, undefined, domain);
      const res = await post(`/api/project/${project.id}/reviews`, { ...body, signature }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([code]);
    };
    // a clone's origin, and our own origin written differently, are not this site
    await refused({ site: 'https://chainreview.clone.example' }, 'review_signature_wrong_site');
    await refused({ site: `${site()}/` }, 'review_signature_wrong_site');
    // a chain no network of chains.ts names (Sepolia, an unknown id)
    await refused({ chainId: 11155111 }, 'review_signature_unsupported_chain');
    await refused({ chainId: 424242 }, 'review_signature_unsupported_chain');
    // a signature honestly made for another site is also refused when posted as ours
    const project = await insertProject(built.deps.db, {});
    const other = await sign(wallet, project, body, undefined, { site: 'https://other.example' });
    const lied = await post(
      `/api/project/${project.id}/reviews`,
      { ...body, signature: { ...other, site: site() } },
      auth,
    );
    expect(lied.json().message).toEqual(['review_signature_invalid']);
    // the other side: any supported chain (Polygon, BNB Testnet) is accepted and signed into
    // the domain
    for (const chainId of [137, 97]) {
      const p = await insertProject(built.deps.db, {});
      const w = newWallet();
      const { auth: a } = await signIn(built.app, w);
      const signature = await sign(w, p, body, undefined, { chainId });
      const res = await post(`/api/project/${p.id}/reviews`, { ...body, signature }, a);
      expect(res.statusCode).toBe(200);
      const pub = (await get(`/api/public/reviews/${res.json().data.id}/signature`)).json().data;
      expect(pub.typedData.domain.chainId).toBe(chainId);
      expect(
        await verifyTypedData({ address: w.address, ...pub.typedData, signature: pub.signature }),
      ).toBe(true);
    }
    // what the web app signs with: this site and the chains accepted here, told publicly
    const config = (await get('/api/public/system-configs')).json().data;
    expect(config.reviewSignature.site).toBe(site());
    expect(config.reviewSignature.chainIds).toEqual(expect.arrayContaining([1, 56, 97, 137]));
    expect(config.reviewSignature.chainIds).not.toContain(11155111);
    // a body without the chain and site (an old client's version-1 signature) is refused
    const p = await insertProject(built.deps.db, {});
    const { chainId: _c, site: _s, ...v1 } = await sign(wallet, p, body);
    const old = await post(`/api/project/${p.id}/reviews`, { ...body, signature: v1 }, auth);
    expect(old.statusCode).toBe(400);
  });

  it('a legacy version-1 signature keeps verifying and says its domain version', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const body = draft('Legacy', 3);
    const created = await post(`/api/project/${project.id}/reviews`, body, auth);
    const id = created.json().data.id as string;
    // stored as the server stored signatures before version 2: no chain id, no site
    const processed = processContent(body.content);
    if (!processed.ok) throw new Error('content');
    const {
      site: _site,
      chainId: _chainId,
      ...legacy
    } = reviewTypedData({
      site: site(),
      chainId: 56,
      author: wallet.address,
      project,
      rate: body.rate,
      title: body.title,
      content: processed.value.content,
      language: body.language,
      signedAt: nowSeconds() - 86_400,
    }).message;
    const legacySig = await wallet.signTypedData({
      domain: REVIEW_SIGNATURE_DOMAIN_V1,
      types: REVIEW_SIGNATURE_TYPES_V1,
      primaryType: 'Review',
      message: legacy,
    });
    await built.deps.db
      .update(reviews)
      .set({ signature: legacySig, signedMessage: reviewTypedDataJson(legacy).message })
      .where(eq(reviews.id, Number(id)));

    const pub = (await get(`/api/public/reviews/${id}/signature`)).json().data;
    expect(pub).toMatchObject({ signed: true, domainVersion: '1' });
    expect(pub.typedData.domain).toEqual({ name: 'ChainReview', version: '1' });
    expect(pub.typedData.message.site).toBeUndefined();
    expect(
      await verifyTypedData({ address: wallet.address, ...pub.typedData, signature: legacySig }),
    ).toBe(true);
    // a signed (version 2) edit replaces it; the history keeps the legacy version, verifying
    const next = draft('Legacy, edited', 4);
    const edited = await put(
      `/api/reviews/${id}`,
      { ...next, signature: await sign(wallet, project, next) },
      auth,
    );
    expect(edited.statusCode).toBe(200);
    const versions = (await get(`/api/public/reviews/${id}/versions`)).json().data;
    expect(versions.map((v: { domainVersion: string }) => v.domainVersion)).toEqual(['1', '2']);
    for (const v of versions)
      expect(
        await verifyTypedData({ address: wallet.address, ...v.typedData, signature: v.signature }),
      ).toBe(true);
  });

  it('an unsigned review says so', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const res = await post(`/api/project/${project.id}/reviews`, draft('Plain'), auth);
    expect(res.json().data.isSigned).toBe(false);
    const pub = await get(`/api/public/reviews/${res.json().data.id}/signature`);
    expect(pub.json().data).toMatchObject({ signed: false, signature: null, typedData: null });
    expect((await get('/api/public/reviews/999999999/signature')).statusCode).toBe(404);
    expect((await get('/api/public/reviews/abc/signature')).statusCode).toBe(404);
  });

  it('an edit keeps the old version with its signature and time', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const first = draft('Versioned', 3);
    const firstSig = await sign(wallet, project, first);
    const created = await post(
      `/api/project/${project.id}/reviews`,
      { ...first, signature: firstSig },
      auth,
    );
    const id = created.json().data.id as string;
    const second = draft('Versioned again', 5);
    const secondSig = await sign(wallet, project, second);
    const edited = await put(`/api/reviews/${id}`, { ...second, signature: secondSig }, auth);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ isEdited: true, isSigned: true, rate: 5 });

    const history = await get(`/api/public/reviews/${id}/versions`);
    expect(history.statusCode).toBe(200);
    const versions = history.json().data;
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      version: 1,
      current: false,
      title: first.title,
      rate: 3,
      signed: true,
      signature: firstSig.signature,
      writtenAt: created.json().data.updatedAt,
    });
    expect(versions[1]).toMatchObject({ version: 2, current: true, title: second.title, rate: 5 });
    // both versions verify on their own, each over its own text and rate
    for (const v of versions) {
      expect(v.domainVersion).toBe('2');
      expect(
        await verifyTypedData({
          address: wallet.address,
          ...v.typedData,
          signature: v.signature as Hex,
        }),
      ).toBe(true);
    }
    expect(versions[0].typedData.message).toMatchObject({ title: first.title, rate: 3 });
    expect(versions[1].typedData.message).toMatchObject({ title: second.title, rate: 5 });
    expect(versions[1].signature).toBe(secondSig.signature);
    // an unsigned edit of a signed review is refused: nothing changes, no energy is spent
    const energyBefore = await storedEnergy(wallet.address);
    const third = await put(`/api/reviews/${id}`, draft('Versioned thrice', 4), auth);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toEqual(['signature_required']);
    const after = (await get(`/api/public/reviews/${id}/versions`)).json().data;
    expect(after.map((v: { signed: boolean }) => v.signed)).toEqual([true, true]);
    expect(after[1]).toMatchObject({ current: true, title: second.title, rate: 5 });
    const energyAfter = await storedEnergy(wallet.address);
    expect(typeof energyBefore).toBe('number');
    expect(energyAfter).toBe(energyBefore);
    // a signed edit is still accepted, and verifies
    const fourth = draft('Versioned thrice', 4);
    const fourthSig = await sign(wallet, project, fourth);
    const signedEdit = await put(`/api/reviews/${id}`, { ...fourth, signature: fourthSig }, auth);
    expect(signedEdit.statusCode).toBe(200);
    expect(signedEdit.json().data).toMatchObject({ isSigned: true, rate: 4 });
  });

  it('an unsigned review may still be edited without a signature', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const created = await post(`/api/project/${project.id}/reviews`, draft('Unsigned'), auth);
    const id = created.json().data.id as string;
    const edited = await put(`/api/reviews/${id}`, draft('Unsigned again', 2), auth);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ isSigned: false, rate: 2 });
  });

  it('a contract wallet signature verifies through EIP-1271 on the local EVM', async () => {
    const owner = chain.wallets[1]!;
    const deployer = chain.clients.walletFor(owner.address);
    const hash = await deployer.deployContract({
      abi: testContractWalletAbi,
      bytecode: testContractWalletBytecode,
      args: [owner.address],
    });
    const receipt = await chain.mined(hash);
    const walletAddress = receipt.contractAddress!;
    const user = await insertUser(built.deps.db, { address: walletAddress.toLowerCase() });
    const project = await insertProject(built.deps.db, {});
    const viewer = { id: user.id, address: walletAddress, role: 'normal' };
    const body = draft('Contract wallet');
    const processed = processContent(body.content);
    if (!processed.ok) throw new Error('content');
    const at = nowSeconds();
    // the owner key signs the wallet's typed data; the wallet contract vouches for it
    const typed = reviewTypedData({
      site: site(),
      chainId: 56,
      author: walletAddress,
      project,
      rate: body.rate,
      title: body.title,
      content: processed.value.content,
      language: 'en',
      signedAt: at,
    });
    const signature = await owner.signTypedData(typed);
    const { review } = await createReview(built.deps, viewer, String(project.id), {
      ...body,
      signature: { signature, signedAt: at, chainId: 56, site: site() },
    });
    expect(review.isSigned).toBe(true);
    // and viem's public client agrees through the chain
    const pub = (await get(`/api/public/reviews/${review.id}/signature`)).json().data;
    expect(
      await chain.clients.publicClient.verifyTypedData({
        address: walletAddress,
        ...pub.typedData,
        signature: pub.signature,
      }),
    ).toBe(true);
    // a signature by a key the wallet does not trust is refused
    const stranger = newWallet();
    const project2 = await insertProject(built.deps.db, {});
    const body2 = draft('Contract wallet, second project');
    const processed2 = processContent(body2.content);
    if (!processed2.ok) throw new Error('content');
    const bad = await stranger.signTypedData(
      reviewTypedData({
        site: site(),
        chainId: 56,
        author: walletAddress,
        project: project2,
        rate: body2.rate,
        title: body2.title,
        content: processed2.value.content,
        language: 'en',
        signedAt: at,
      }),
    );
    await expect(
      createReview(built.deps, viewer, String(project2.id), {
        ...body2,
        signature: { signature: bad, signedAt: at, chainId: 56, site: site() },
      }),
    ).rejects.toMatchObject({ statusCode: 400, codes: ['review_signature_invalid'] });
  });
});

describe('owner replies', () => {
  it("labels the product owner's reply and lists it first", async () => {
    const owner = newWallet();
    const project = await insertProject(built.deps.db, { ownerAddress: owner.address });
    const author = newWallet();
    const { auth } = await signIn(built.app, author);
    const review = (
      await post(`/api/project/${project.id}/reviews`, draft('Owner reply'), auth)
    ).json().data;
    const fan = newWallet();
    const { auth: fanAuth } = await signIn(built.app, fan);
    const { auth: ownerAuth } = await signIn(built.app, owner);
    await post(
      `/api/reviews/${review.id}/replies`,
      { content: 'A first reply from a reader.' },
      fanAuth,
    );
    const mine = await post(
      `/api/reviews/${review.id}/replies`,
      { content: 'Thanks, we fixed the fee display.' },
      ownerAuth,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.isProductOwner).toBe(true);
    const list = (await get(`/api/public/reviews/${review.id}/replies`)).json().data;
    expect(list.map((r: { isProductOwner: boolean }) => r.isProductOwner)).toEqual([true, false]);
    expect(list[0].content).toBe('Thanks, we fixed the fee display.');
    const edited = await put(
      `/api/replies/${mine.json().data.id}`,
      { content: 'Thanks, we fixed the fee display today.' },
      ownerAuth,
    );
    expect(edited.json().data.isProductOwner).toBe(true);
  });
});
