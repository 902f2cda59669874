// NFT avatars and holder badges against a real local EVM: tokens listed from the chain, an
// avatar only for the token's owner, and the holder snapshot taken when a review is published.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseEther, type Address } from 'viem';
import { mockBusdAbi, mockNftAbi } from '@chainreview/contracts';
import type { BuiltApp } from '../../app.ts';
import { reviews, users } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;
let hanging: http.Server;
let hangingUrl: string;

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  // a node that accepts connections and never answers
  hanging = http.createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  built = await createTestApp(testDb, {
    // bsc projects are read on the local chain (its mock BUSD stands in for a project token);
    // polygon's node hangs; arbitrum's refuses connections
    env: {
      ...chain.env,
      CHAIN_RPC_URL_56: chain.rpcUrl,
      CHAIN_RPC_URL_137: hangingUrl,
      CHAIN_RPC_URL_42161: 'http://127.0.0.1:9',
    },
  });
});
afterAll(async () => {
  await built?.app.close();
  hanging?.closeAllConnections();
  hanging?.close();
  await chain?.close();
  await testDb?.cleanup();
});

const inject = injector(() => built.app);

async function devUser(index: number) {
  const wallet = chain.wallets[index]!;
  const session = await signIn(built.app, wallet);
  return { address: wallet.address as Address, id: Number(session.user.id), auth: session.auth };
}

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const reviewBody = (seed: string) => ({
  title: `${seed} holder review`,
  content: doc(
    `${seed}: I have held this token for a while; the team ships and the docs are clear enough for anyone.`,
  ),
  rate: 4,
  language: 'en',
});

describe('NFT avatars', () => {
  it('lists the tokens a user owns on chain, with their on-chain images', async () => {
    const user = await devUser(1);
    const res = await inject('POST', '/api/sync-nfts', undefined, user.auth);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({
      chainId: 31337,
      contractAddress: chain.nftAddress,
      owner: user.address,
      name: expect.stringMatching(/^Dev Critter #\d+$/),
    });
    expect(result[0].image).toMatch(/^data:image\/svg\+xml;base64,/);

    const list = await inject('GET', '/api/nfts?limit=10&offset=0', undefined, user.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(2);
    expect((await inject('GET', '/api/nfts')).statusCode).toBe(401);
  });

  it('keeps serving the readable collections when one node is down, and logs a warning', async () => {
    const lines: string[] = [];
    const down = '0x000000000000000000000000000000000000dEaD';
    const app = await createTestApp(testDb, {
      logger: true,
      env: {
        ...chain.env,
        LOG_LEVEL: 'warn',
        CHAIN_RPC_URL_42161: 'http://127.0.0.1:9',
        NFT_CONTRACTS: `${chain.env.NFT_CONTRACTS},42161:${down}`,
      },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const session = await signIn(app.app, chain.wallets[1]!);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/sync-nfts',
        headers: session.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.result).toHaveLength(2);
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; collection?: string })
        .filter((entry) => entry.level === 40 && entry.msg.startsWith('NFT collection unreadable'));
      expect(warnings.map((w) => w.collection)).toEqual([down]);
    } finally {
      await app.app.close();
    }
  });

  it('forgets a token the user no longer owns at the next sync', async () => {
    const user = await devUser(2);
    await inject('POST', '/api/sync-nfts', undefined, user.auth);
    const tokenId = await chain.clients.publicClient.readContract({
      address: chain.nftAddress,
      abi: mockNftAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [user.address, 0n],
    });
    await chain.mined(
      await chain.clients.walletFor(user.address).writeContract({
        address: chain.nftAddress,
        abi: mockNftAbi,
        functionName: 'transferFrom',
        args: [user.address, chain.wallets[3]!.address, tokenId],
      }),
    );
    const res = await inject('POST', '/api/sync-nfts', undefined, user.auth);
    expect(res.json().data.result.map((n: { tokenId: string }) => n.tokenId)).not.toContain(
      tokenId.toString(),
    );
    expect(res.json().data.result).toHaveLength(1);
  });

  it('sets an owned NFT as the avatar after checking ownerOf on chain', async () => {
    const user = await devUser(4);
    const tokenId = await chain.clients.publicClient.readContract({
      address: chain.nftAddress,
      abi: mockNftAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [user.address, 1n],
    });
    const res = await inject(
      'POST',
      '/api/sync-nft-avatar',
      { contractAddress: chain.nftAddress, tokenId: tokenId.toString() },
      user.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toMatchObject({
      type: 'nft',
      url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const [row] = await built.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ avatarType: 'nft' });
  });

  it("refuses another owner's token or a token that does not exist with 'You are not owner of NFT'", async () => {
    const user = await devUser(5);
    const othersToken = await chain.clients.publicClient.readContract({
      address: chain.nftAddress,
      abi: mockNftAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [chain.wallets[6]!.address, 0n],
    });
    for (const tokenId of [othersToken.toString(), '999999']) {
      const res = await inject(
        'POST',
        '/api/sync-nft-avatar',
        { contractAddress: chain.nftAddress, tokenId },
        user.auth,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toEqual(['you_are_not_owner_of_nft']);
    }
    const [row] = await built.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatarUrl).toBeNull();
    const unknownChain = await inject(
      'POST',
      '/api/sync-nft-avatar',
      { contractAddress: chain.nftAddress, tokenId: '1', chainId: 250 },
      user.auth,
    );
    expect(unknownChain.statusCode).toBe(404);
    expect(unknownChain.json().message).toEqual(['can_not_find_chain']);
  });
});

describe('holder badges', () => {
  it("stores the author's tier and share of supply when the review is published", async () => {
    // 10 accounts x 10,000 BUSD + 25,000 in the DPOOL pair = 125,000: account 7 keeps 250
    // (0.2 %, DOLPHIN), account 8 gets the rest (19,750: 15.8 %, HUMPBACK)
    const [small, big] = [chain.wallets[7]!.address, chain.wallets[8]!.address];
    await chain.mined(
      await chain.clients.walletFor(small).writeContract({
        address: chain.busdAddress,
        abi: mockBusdAbi,
        functionName: 'transfer',
        args: [big, parseEther('9750')],
      }),
    );
    const project = await insertProject(built.deps.db, {
      chain: 'bsc',
      contractAddress: chain.busdAddress,
    });

    const dolphin = await devUser(7);
    const a = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody('Small holder'),
      dolphin.auth,
    );
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({ holderBadge: 'DOLPHIN', holderPercent: 0.2 });

    const whale = await devUser(8);
    const b = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody('Big holder'),
      whale.auth,
    );
    expect(b.json().data).toMatchObject({ holderBadge: 'HUMPBACK', holderPercent: 15.8 });

    const none = await signIn(built.app, newWallet());
    const c = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody('No holder'),
      none.auth,
    );
    expect(c.json().data).toMatchObject({ holderBadge: null, holderPercent: null });

    const [stored] = await built.deps.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, Number(a.json().data.id)));
    expect(stored).toMatchObject({ holderBadge: 'DOLPHIN', holderPercent: '0.2000000000' });
    const activities = await inject('GET', `/api/public/project/${project.id}/activities`);
    expect(activities.json().data.tokenHolderReviews).toBe(2);
  });

  it('publishes the review without a badge when the node refuses or hangs', async () => {
    for (const chainSlug of ['arbitrum', 'polygon']) {
      const project = await insertProject(built.deps.db, { chain: chainSlug });
      const { auth } = await signIn(built.app, newWallet());
      const started = Date.now();
      const res = await inject(
        'POST',
        `/api/project/${project.id}/reviews`,
        reviewBody(`Offline ${chainSlug}`),
        auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ holderBadge: null, holderPercent: null });
      expect(Date.now() - started).toBeLessThan(6000);
    }
  });
});
