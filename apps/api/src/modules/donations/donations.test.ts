// Donations against a real local EVM: every verification rule of POST /api/donate-logs, the
// idempotent record (ten concurrent reports), the counters, XP and notification it brings,
// the indexer, lists, statistics and the system-configs donation block.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { parseEther, type Address } from 'viem';
import type { BuiltApp } from '../../app.ts';
import { donations, notifications, reviews, users, xpLedger } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  testConfig,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview } from '../../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';
import { indexDonations } from './donations.indexer.ts';
import { donationChain, readFee } from '../../chain/donation.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  built = await createTestApp(testDb, { env: chain.env });
});
afterAll(async () => {
  await built?.app.close();
  await chain?.close();
  await testDb?.cleanup();
});

const inject = injector(() => built.app);

/** A dev account signed in as a user; its transactions are signed by the node. */
async function devUser(index: number) {
  const wallet = chain.wallets[index]!;
  const session = await signIn(built.app, wallet);
  return { address: wallet.address as Address, id: Number(session.user.id), auth: session.auth };
}

async function reviewBy(authorId: number) {
  const project = await insertProject(built.deps.db, {});
  return insertReview(built.deps.db, { projectId: project.id, userId: authorId });
}

async function userRow(id: number) {
  const [row] = await built.deps.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('the donation fee read at start', () => {
  it("reads the contract's fee, and falls back to the default with a warning when the node is down", async () => {
    const warnings: string[] = [];
    const log = {
      warn: (_details: Record<string, unknown>, message: string) => void warnings.push(message),
    };
    const live = donationChain(testConfig(chain.env))!;
    expect(await readFee(live, log)).toEqual({ fee: 50, feeDivisor: 1000 });
    expect(warnings).toEqual([]);
    const down = donationChain(
      testConfig({ ...chain.env, CHAIN_RPC_URL_31337: 'http://127.0.0.1:9' }),
    )!;
    expect(await readFee(down, log)).toEqual({ fee: 50, feeDivisor: 1000 });
    expect(warnings).toEqual(['donation fee unreadable: the deployment default is shown']);
  });
});

describe('POST /api/donate-logs', () => {
  it('records a BNB donation from its receipt: amounts, USD value, review and user totals, XP and a notification', async () => {
    const [donor, reviewer] = [await devUser(1), await devUser(2)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.1'),
      String(review.id),
    );
    await chain.mined(hash);

    const res = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: hash, message: 'Thanks for the detailed review!' },
      donor.auth,
    );
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ created: true });
    expect(data).toMatchObject({
      chainId: 31337,
      transactionHash: hash.toLowerCase(),
      fromAddress: donor.address,
      toAddress: reviewer.address,
      type: 'review',
      reviewId: String(review.id),
      token: 'BNB',
      amount: parseEther('0.1').toString(),
      amountFormatted: '0.1',
      fee: parseEther('0.005').toString(),
      amountUsd: 60,
      message: 'Thanks for the detailed review!',
      from: { id: String(donor.id) },
      to: { id: String(reviewer.id) },
    });
    expect(data.review.project.name).toMatch(/^Project/);

    const [r] = await built.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(Number(r!.donateTotalUsd)).toBe(60);
    const author = await userRow(reviewer.id);
    expect(Number(author.donateReceivedUsd)).toBe(60);
    expect(author.score).toBe(60);
    const ledger = await built.deps.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, reviewer.id), eq(xpLedger.reason, 'donation_received')));
    expect(ledger).toMatchObject([
      { amount: 60, sourceType: 'donation', sourceId: data.id, actorId: donor.id },
    ]);

    const list = await inject(
      'GET',
      '/api/notifications?limit=10&offset=0',
      undefined,
      reviewer.auth,
    );
    const note = list.json().data.find((n: { type: string }) => n.type === 'donate_for_review');
    expect(note).toMatchObject({
      action: 'display_donate',
      objectId: String(review.id),
      from: { address: donor.address },
      object: { amount: '0.1', donateCurrency: 'BNB' },
    });
  });

  it('records a BUSD donation (approved first) at 1 USD per BUSD', async () => {
    const [donor, reviewer] = [await devUser(3), await devUser(4)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBusd(
      donor.address,
      reviewer.address,
      parseEther('25.5'),
      String(review.id),
    );
    await chain.mined(hash);
    const res = await inject('POST', '/api/donate-logs', { transactionHash: hash }, donor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      token: 'BUSD',
      amountFormatted: '25.5',
      fee: parseEther('1.275').toString(),
      amountUsd: 25.5,
      message: null,
    });
    const author = await userRow(reviewer.id);
    expect(author.score).toBe(25);
    expect(Number(author.donateReceivedUsd)).toBe(25.5);
  });

  it('records one donation when the same transaction is reported ten times at once, with no 5xx', async () => {
    const [donor, reviewer] = [await devUser(5), await devUser(6)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      String(review.id),
    );
    await chain.mined(hash);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject('POST', '/api/donate-logs', { transactionHash: hash }, donor.auth),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().meta.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await built.deps.db
      .select()
      .from(donations)
      .where(sql`lower(${donations.transactionHash}) = ${hash.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    const author = await userRow(reviewer.id);
    expect(Number(author.donateReceivedUsd)).toBe(6);
    expect(author.score).toBe(6);
    const notes = await built.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, reviewer.id), eq(notifications.type, 'donate_for_review')),
      );
    expect(notes).toHaveLength(1);
  });

  it('refuses an unknown (forged) transaction hash with can_not_find_donate', async () => {
    const donor = await devUser(1);
    const res = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: `0x${'ab'.repeat(32)}` },
      donor.auth,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(['can_not_find_donate']);
  });

  it('refuses a receipt whose status is reverted even when it carries the Donate event', async () => {
    const [donor, reviewer] = [await devUser(1), await devUser(2)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.1'),
      String(review.id),
    );
    expect((await chain.mined(hash)).logs.length).toBeGreaterThan(0);
    // a node that reports this receipt as reverted (status 0) and keeps its logs: only the
    // status can refuse it
    const node = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        const forwarded = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const reply = (await forwarded.json()) as { result?: Record<string, unknown> | null };
        const msg = JSON.parse(body) as { method: string };
        if (msg.method === 'eth_getTransactionReceipt' && reply.result)
          reply.result = { ...reply.result, status: '0x0' };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(reply));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const reverting = await createTestApp(testDb, {
      env: { ...chain.env, CHAIN_RPC_URL_31337: url },
    });
    try {
      const receipt = await donationChain(reverting.deps.config)!.client.getTransactionReceipt({
        hash,
      });
      expect(receipt.status).toBe('reverted');
      expect(receipt.logs.length).toBeGreaterThan(0);
      const { auth } = await signIn(reverting.app, chain.wallets[1]!);
      const res = await reverting.app.inject({
        method: 'POST',
        url: '/api/donate-logs',
        payload: { transactionHash: hash },
        headers: auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['can_not_find_donate']);
      expect(
        await built.deps.db.select().from(donations).where(eq(donations.transactionHash, hash)),
      ).toEqual([]);
    } finally {
      await reverting.app.close();
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('refuses a plain BNB transfer and a call to another contract', async () => {
    const [donor, reviewer] = [await devUser(1), await devUser(2)];
    const plain = await chain.clients
      .walletFor(donor.address)
      .sendTransaction({ to: reviewer.address, value: parseEther('0.1') });
    await chain.mined(plain);
    const other = await chain.clients
      .walletFor(donor.address)
      .sendTransaction({ to: chain.busdAddress, value: 0n, data: '0x' });
    await chain.mined(other);
    for (const hash of [plain, other]) {
      const res = await inject('POST', '/api/donate-logs', { transactionHash: hash }, donor.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['can_not_find_donate']);
    }
    expect(
      await built.deps.db
        .select()
        .from(donations)
        .where(
          sql`lower(${donations.transactionHash}) in (${plain.toLowerCase()}, ${other.toLowerCase()})`,
        ),
    ).toHaveLength(0);
  });

  it("refuses another user's donation with 403 can_not_find_donate", async () => {
    const [donor, reviewer, thief] = [await devUser(7), await devUser(8), await devUser(9)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      String(review.id),
    );
    await chain.mined(hash);
    const res = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: hash, message: 'mine now' },
      thief.auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(['can_not_find_donate']);
    // the real donor can still report it
    expect(
      (await inject('POST', '/api/donate-logs', { transactionHash: hash }, donor.auth)).statusCode,
    ).toBe(200);
  });

  it('refuses a donation whose data names no review, or a review by someone other than the recipient', async () => {
    const [donor, reviewer, other] = [await devUser(1), await devUser(2), await devUser(3)];
    const missing = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      '999999999',
    );
    await chain.mined(missing);
    const res1 = await inject('POST', '/api/donate-logs', { transactionHash: missing }, donor.auth);
    expect(res1.statusCode).toBe(404);
    expect(res1.json().message).toEqual(['can_not_find_review']);

    const othersReview = await reviewBy(other.id);
    const mismatch = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      String(othersReview.id),
    );
    await chain.mined(mismatch);
    const res2 = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: mismatch },
      donor.auth,
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toEqual(['can_not_find_donate']);

    const hidden = await insertReview(built.deps.db, {
      projectId: (await insertProject(built.deps.db, {})).id,
      userId: reviewer.id,
      status: 'blocked',
    });
    const blocked = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      String(hidden.id),
    );
    await chain.mined(blocked);
    expect(
      (await inject('POST', '/api/donate-logs', { transactionHash: blocked }, donor.auth))
        .statusCode,
    ).toBe(404);
  });

  it('validates the body and needs a signed-in user', async () => {
    const donor = await devUser(1);
    const long = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: `0x${'1'.repeat(64)}`, message: 'x'.repeat(201) },
      donor.auth,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('message_too_long');
    const bad = await inject('POST', '/api/donate-logs', { transactionHash: '0x1234' }, donor.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('transaction_hash_invalid');
    expect(
      (await inject('POST', '/api/donate-logs', { transactionHash: `0x${'1'.repeat(64)}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the donation indexer', () => {
  it('records donations no client reported, once, and lets the donor add a message later', async () => {
    const [donor, reviewer] = [await devUser(4), await devUser(5)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBusd(
      donor.address,
      reviewer.address,
      parseEther('10'),
      String(review.id),
    );
    await chain.mined(hash);
    const before = await userRow(reviewer.id);

    const first = await indexDonations(built.deps);
    expect(first!.recorded).toBeGreaterThanOrEqual(1);
    const [row] = await built.deps.db
      .select()
      .from(donations)
      .where(sql`lower(${donations.transactionHash}) = ${hash.toLowerCase()}`);
    expect(row).toMatchObject({
      token: 'BUSD',
      message: null,
      reviewId: review.id,
      fromUserId: donor.id,
      toUserId: reviewer.id,
    });
    const after = await userRow(reviewer.id);
    expect(Number(after.donateReceivedUsd) - Number(before.donateReceivedUsd)).toBe(10);

    // resumes from its cursor: nothing new, nothing recorded twice
    const second = await indexDonations(built.deps);
    expect(second!.recorded).toBe(0);

    const report = await inject(
      'POST',
      '/api/donate-logs',
      { transactionHash: hash, message: 'late message' },
      donor.auth,
    );
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      meta: { created: false },
      data: { message: 'late message' },
    });
    expect(Number((await userRow(reviewer.id)).donateReceivedUsd)).toBe(
      Number(after.donateReceivedUsd),
    );
  });

  it('skips events that name no review of their recipient', async () => {
    const [donor, reviewer] = [await devUser(6), await devUser(7)];
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.01'),
      'not-a-review',
    );
    await chain.mined(hash);
    await indexDonations(built.deps);
    expect(
      await built.deps.db
        .select()
        .from(donations)
        .where(sql`lower(${donations.transactionHash}) = ${hash.toLowerCase()}`),
    ).toHaveLength(0);
  });
});

describe('donation lists and statistics', () => {
  it('lists donations by donor or recipient, newest first, with meta', async () => {
    const [donor, reviewer] = [await devUser(8), await devUser(9)];
    const review = await reviewBy(reviewer.id);
    for (const value of ['0.01', '0.02']) {
      const hash = await chain.donateBNB(
        donor.address,
        reviewer.address,
        parseEther(value),
        String(review.id),
      );
      await chain.mined(hash);
      expect(
        (await inject('POST', '/api/donate-logs', { transactionHash: hash }, donor.auth))
          .statusCode,
      ).toBe(200);
    }
    const byDonor = await inject(
      'GET',
      `/api/public/donate-logs?fromAddress=${donor.address}&limit=10&offset=0`,
    );
    expect(byDonor.statusCode).toBe(200);
    expect(
      byDonor.json().data.every((d: { fromAddress: string }) => d.fromAddress === donor.address),
    ).toBe(true);
    expect(byDonor.json().data[0]).toMatchObject({ amountFormatted: '0.02' });
    const byRecipient = await inject(
      'GET',
      `/api/donate-logs?toAddress=${reviewer.address.toLowerCase()}&limit=1&offset=0`,
      undefined,
      donor.auth,
    );
    expect(byRecipient.statusCode).toBe(200);
    expect(byRecipient.json().data).toHaveLength(1);
    expect(byRecipient.json().meta.total).toBeGreaterThanOrEqual(2);
    expect(byRecipient.json().meta.limit).toBe(1);
    expect((await inject('GET', '/api/public/donate-logs?fromAddress=nope')).statusCode).toBe(400);
  });

  it('gives per-user and platform statistics in USD', async () => {
    const reviewer = await devUser(2);
    const stats = await inject('GET', `/api/public/donate-statistics/user/${reviewer.id}`);
    expect(stats.statusCode).toBe(200);
    const author = await userRow(reviewer.id);
    expect(stats.json().data.totalAmount).toBe(Number(author.donateReceivedUsd));
    expect(stats.json().data.count).toBeGreaterThanOrEqual(1);
    expect(stats.json().data.donated).toEqual({
      totalAmount: expect.any(Number),
      count: expect.any(Number),
    });
    expect((await inject('GET', '/api/public/donate-statistics/user/999999')).statusCode).toBe(404);

    const platform = await inject('GET', '/api/public/donate-statistics');
    expect(platform.statusCode).toBe(200);
    const [{ total } = { total: '0' }] = await built.deps.db
      .select({ total: sql<string>`sum(${donations.amountUsd})::text` })
      .from(donations);
    expect(platform.json().data.totalAmount).toBe(Number(total));
    expect(
      platform
        .json()
        .data.tokens.map((t: { token: string }) => t.token)
        .sort(),
    ).toEqual(['BNB', 'BUSD']);
  });
});

describe('system-configs', () => {
  it('publishes the donation contract and a chains entry for the local chain', async () => {
    const res = await inject('GET', '/api/public/system-configs');
    const { donation, chains } = res.json().data;
    expect(donation).toMatchObject({
      enabled: true,
      reason: null,
      contractAddress: chain.contractAddress,
      busdAddress: chain.busdAddress,
      chainId: 31337,
      fee: 50,
      feeDivisor: 1000,
      minBNB: 0.001,
      maxBNB: 10,
      minBUSD: 1,
      maxBUSD: 10000,
      messageMax: 200,
    });
    expect(chains.find((c: { chainId: number }) => c.chainId === 31337)).toMatchObject({
      chain: 'dev',
      name: 'Dev Chain',
      nodeRpcUrl: chain.rpcUrl,
    });
  });

  it('disables donations with a reason when the contract is not configured', async () => {
    const bare = await createTestApp(testDb);
    try {
      const config = await bare.app.inject({ method: 'GET', url: '/api/public/system-configs' });
      expect(config.json().data.donation).toMatchObject({
        enabled: false,
        contractAddress: null,
        chainId: null,
      });
      expect(config.json().data.donation.reason).toMatch(/DONATION_CONTRACT_ADDRESS/);
      const { auth } = await signIn(bare.app, newWallet());
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/donate-logs',
        headers: auth,
        payload: { transactionHash: `0x${'1'.repeat(64)}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['can_not_find_chain']);
    } finally {
      await bare.app.close();
    }
  });
});
