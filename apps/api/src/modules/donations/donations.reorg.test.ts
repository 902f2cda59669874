// Donations follow the chain, on a real local EVM: pending below the confirmation depth and
// credited at it (reported or found by the indexer), reversed when a reorganisation drops the
// transaction (evm_snapshot, donate, evm_revert, blocks mined), credited once when it is mined
// again in a later block; counters equal rows afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  createWalletClient,
  custom,
  encodeFunctionData,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { donationAbi } from '@chainreview/contracts';
import type { BuiltApp } from '../../app.ts';
import { auditLogs, donations, notifications, reviews, users, xpLedger } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injectJson,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview } from '../../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';
import { indexDonations } from './donations.indexer.ts';
import { pendingDonationCount } from './donations.service.ts';

let testDb: TestDatabase;
let chain: TestChain;
/** The dev chain's default: one confirmation (the block the transaction is in). */
let shallow: BuiltApp;
/** CHAIN_CONFIRMATIONS_31337=3. */
let deep: BuiltApp;

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  shallow = await createTestApp(testDb, { env: chain.env });
  deep = await createTestApp(testDb, {
    env: { ...chain.env, CHAIN_CONFIRMATIONS_31337: '3' },
  });
});
afterAll(async () => {
  await shallow?.app.close();
  await deep?.app.close();
  await chain?.close();
  await testDb?.cleanup();
});

const rpc = (method: string, params: unknown[] = []) =>
  chain.evm.provider.request({ method, params } as never) as Promise<unknown>;
const mine = async (blocks: number) => {
  for (let i = 0; i < blocks; i++) await rpc('evm_mine');
};

async function devUser(app: BuiltApp, index: number) {
  const wallet = chain.wallets[index]!;
  const session = await signIn(app.app, wallet);
  return { address: wallet.address as Address, id: Number(session.user.id), auth: session.auth };
}

async function reviewBy(authorId: number) {
  const project = await insertProject(shallow.deps.db, {});
  return insertReview(shallow.deps.db, { projectId: project.id, userId: authorId });
}

const db = () => shallow.deps.db;

async function rowsOf(hash: string) {
  return db()
    .select()
    .from(donations)
    .where(sql`lower(${donations.transactionHash}) = ${hash.toLowerCase()}`)
    .orderBy(donations.id);
}

/** What the reviewer and the review show, and what their rows say they should. */
async function books(userId: number, reviewId: number) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  const [review] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
  const result = await db().execute(sql`
    select
      (select coalesce(sum(amount_usd), 0)::text from donations
        where to_user_id = ${userId} and status = 'confirmed') as "toUser",
      (select coalesce(sum(amount_usd), 0)::text from donations
        where review_id = ${reviewId} and status = 'confirmed') as "toReview",
      (select coalesce(sum(amount), 0)::int from xp_ledger where user_id = ${userId}) as ledger`);
  const [sums] = (
    result as unknown as { rows: Array<{ toUser: string; toReview: string; ledger: number }> }
  ).rows;
  const notes = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'donate_for_review')));
  return {
    receivedUsd: Number(user!.donateReceivedUsd),
    reviewUsd: Number(review!.donateTotalUsd),
    score: user!.score,
    notes: notes.length,
    rows: {
      receivedUsd: Number(sums!.toUser),
      reviewUsd: Number(sums!.toReview),
      score: sums!.ledger,
    },
  };
}

function expectCountersEqualRows(b: Awaited<ReturnType<typeof books>>) {
  expect({ receivedUsd: b.receivedUsd, reviewUsd: b.reviewUsd, score: b.score }).toEqual(b.rows);
}

describe('confirmations', () => {
  it('keeps a donation the indexer finds pending below the depth and credits it at exactly the depth', async () => {
    const [donor, reviewer] = [await devUser(deep, 1), await devUser(deep, 2)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.1'),
      String(review.id),
    );
    await chain.mined(hash); // 1 confirmation of 3

    const first = await indexDonations(deep.deps);
    expect(first).toMatchObject({ recorded: 1, confirmed: 0 });
    expect(await rowsOf(hash)).toMatchObject([{ status: 'pending', confirmedAt: null }]);
    let b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({ receivedUsd: 0, reviewUsd: 0, score: 0, notes: 0 });

    await mine(1); // 2 of 3: one short
    expect(await indexDonations(deep.deps)).toMatchObject({ recorded: 0, confirmed: 0 });
    expect(await rowsOf(hash)).toMatchObject([{ status: 'pending' }]);
    b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({ receivedUsd: 0, score: 0, notes: 0 });

    // listed as pending, counted nowhere
    const list = await injectJson(
      deep.app,
      'GET',
      `/api/public/donate-logs?toAddress=${reviewer.address}&limit=10&offset=0`,
    );
    expect(list.json().data).toMatchObject([
      { transactionHash: hash.toLowerCase(), status: 'pending' },
    ]);
    const stats = await injectJson(
      deep.app,
      'GET',
      `/api/public/donate-statistics/user/${reviewer.id}`,
    );
    expect(stats.json().data).toMatchObject({ totalAmount: 0, count: 0 });
    expect(await pendingDonationCount(deep.deps)).toBe(1);

    await mine(1); // 3 of 3
    expect(await indexDonations(deep.deps)).toMatchObject({ recorded: 0, confirmed: 1 });
    expect(await rowsOf(hash)).toMatchObject([{ status: 'confirmed' }]);
    expect(await pendingDonationCount(deep.deps)).toBe(0);
    b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({ receivedUsd: 60, reviewUsd: 60, score: 60, notes: 1 });
    expectCountersEqualRows(b);

    // once
    expect(await indexDonations(deep.deps)).toMatchObject({ recorded: 0, confirmed: 0 });
    b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({ receivedUsd: 60, score: 60, notes: 1 });
  });

  it('answers a report one block short as pending, and a re-report at the depth credits it once', async () => {
    const [donor, reviewer] = [await devUser(deep, 3), await devUser(deep, 4)];
    const review = await reviewBy(reviewer.id);
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.05'),
      String(review.id),
    );
    await chain.mined(hash);
    await mine(1); // 2 of 3

    const early = await injectJson(
      deep.app,
      'POST',
      '/api/donate-logs',
      { transactionHash: hash, message: 'thanks' },
      donor.auth,
    );
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      meta: { created: true },
      data: { status: 'pending', confirmedAt: null, amountUsd: 30 },
    });
    expect(await books(reviewer.id, review.id)).toMatchObject({
      receivedUsd: 0,
      score: 0,
      notes: 0,
    });

    await mine(1); // 3 of 3
    const late = await injectJson(
      deep.app,
      'POST',
      '/api/donate-logs',
      { transactionHash: hash },
      donor.auth,
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      meta: { created: false },
      data: { status: 'confirmed', message: 'thanks' },
    });
    expect(late.json().data.confirmedAt).toEqual(expect.any(String));
    const b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({ receivedUsd: 30, reviewUsd: 30, score: 30, notes: 1 });
    expectCountersEqualRows(b);
    expect(await indexDonations(deep.deps)).toMatchObject({ confirmed: 0 });
    expect(await books(reviewer.id, review.id)).toMatchObject({ receivedUsd: 30, score: 30 });
  });
});

describe('a chain reorganisation', () => {
  it('reverses a credited donation whose transaction is gone: USD totals, XP, notification, with an audit entry', async () => {
    const [donor, reviewer] = [await devUser(shallow, 5), await devUser(shallow, 6)];
    const review = await reviewBy(reviewer.id);
    await indexDonations(shallow.deps); // the cursor is at the head before the fork
    const before = await books(reviewer.id, review.id);
    const snapshot = await rpc('evm_snapshot');
    const hash = await chain.donateBNB(
      donor.address,
      reviewer.address,
      parseEther('0.2'),
      String(review.id),
    );
    await chain.mined(hash);
    const report = await injectJson(
      shallow.app,
      'POST',
      '/api/donate-logs',
      { transactionHash: hash },
      donor.auth,
    );
    expect(report.json()).toMatchObject({ data: { status: 'confirmed', amountUsd: 120 } });
    const donationId = report.json().data.id as string;
    let b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({
      receivedUsd: before.receivedUsd + 120,
      reviewUsd: before.reviewUsd + 120,
      score: before.score + 120,
      notes: before.notes + 1,
    });
    await indexDonations(shallow.deps);

    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    await mine(5);

    const first = await indexDonations(shallow.deps);
    expect(first).toMatchObject({ reversed: 1, changed: true });
    const second = await indexDonations(shallow.deps);
    expect(second).toMatchObject({ reversed: 0, recorded: 0, confirmed: 0 });

    expect(await rowsOf(hash)).toMatchObject([
      { id: Number(donationId), status: 'reversed', reversedAt: expect.any(Date) },
    ]);
    b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({
      receivedUsd: before.receivedUsd,
      reviewUsd: before.reviewUsd,
      score: before.score,
      notes: before.notes,
    });
    expectCountersEqualRows(b);
    const ledger = await db()
      .select({ amount: xpLedger.amount, reason: xpLedger.reason })
      .from(xpLedger)
      .where(and(eq(xpLedger.sourceType, 'donation'), eq(xpLedger.sourceId, donationId)))
      .orderBy(xpLedger.id);
    expect(ledger).toEqual([
      { amount: 120, reason: 'donation_received' },
      { amount: -120, reason: 'donation_reversed' },
    ]);
    const audit = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'donation.reverse'), eq(auditLogs.targetId, donationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      targetType: 'donation',
      reason: 'transaction_gone',
      before: { status: 'confirmed', amountUsd: 120, xp: 120 },
      after: { status: 'reversed' },
      proof: { chainId: 31337, transactionHash: hash.toLowerCase() },
    });
    expect(audit[0]!.proof!.canonicalBlockHash).not.toBe(audit[0]!.proof!.blockHash);

    // gone from lists and statistics
    const list = await injectJson(
      shallow.app,
      'GET',
      `/api/public/donate-logs?toAddress=${reviewer.address}&limit=10&offset=0`,
    );
    expect(list.json().meta.total).toBe(0);
    const stats = await injectJson(
      shallow.app,
      'GET',
      `/api/public/donate-statistics/user/${reviewer.id}`,
    );
    expect(stats.json().data).toMatchObject({ totalAmount: 0, count: 0 });
  });

  it('credits a reversed donation again, once, when the same transaction is mined in a later block', async () => {
    const [donor, reviewer] = [await devUser(shallow, 7), await devUser(shallow, 8)];
    const review = await reviewBy(reviewer.id);
    await indexDonations(shallow.deps);
    const before = await books(reviewer.id, review.id);
    // signed here, so that the very same transaction can be sent again after the fork
    const wallet = createWalletClient({
      account: chain.wallets[7]!,
      chain: chain.clients.chain,
      transport: custom(chain.evm.provider),
    });
    const request = await wallet.prepareTransactionRequest({
      to: chain.contractAddress,
      data: encodeFunctionData({
        abi: donationAbi,
        functionName: 'donateBNB',
        args: [1, String(review.id), reviewer.address, parseEther('0.02')],
      }),
      value: parseEther('0.2'),
    });
    const raw: Hex = await wallet.signTransaction(request);

    const snapshot = await rpc('evm_snapshot');
    const hash = await wallet.sendRawTransaction({ serializedTransaction: raw });
    const firstBlock = (await chain.mined(hash)).blockNumber;
    const report = await injectJson(
      shallow.app,
      'POST',
      '/api/donate-logs',
      { transactionHash: hash },
      donor.auth,
    );
    expect(report.json()).toMatchObject({ data: { status: 'confirmed' } });
    const firstId = Number(report.json().data.id);

    await rpc('evm_revert', [snapshot]);
    await mine(2);
    expect(await wallet.sendRawTransaction({ serializedTransaction: raw })).toBe(hash);
    const again = await chain.mined(hash);
    expect(again.blockNumber).toBeGreaterThan(firstBlock);

    const run = await indexDonations(shallow.deps);
    expect(run).toMatchObject({ reversed: 1, recorded: 1, confirmed: 1 });
    // reported again, indexed again: nothing more
    const rereport = await injectJson(
      shallow.app,
      'POST',
      '/api/donate-logs',
      { transactionHash: hash },
      donor.auth,
    );
    expect(rereport.json()).toMatchObject({
      meta: { created: false },
      data: { status: 'confirmed' },
    });
    expect(await indexDonations(shallow.deps)).toMatchObject({ recorded: 0, confirmed: 0 });

    const rows = await rowsOf(hash);
    expect(rows).toMatchObject([
      { id: firstId, status: 'reversed', blockNumber: Number(firstBlock) },
      { status: 'confirmed', blockNumber: Number(again.blockNumber), blockHash: again.blockHash },
    ]);
    const b = await books(reviewer.id, review.id);
    expect(b).toMatchObject({
      receivedUsd: before.receivedUsd + 120,
      reviewUsd: before.reviewUsd + 120,
      score: before.score + 120,
      notes: before.notes + 1,
    });
    expectCountersEqualRows(b);
    const audit = await db()
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'donation.reverse'), eq(auditLogs.targetId, String(firstId))),
      );
    expect(audit).toMatchObject([
      {
        reason: 'block_replaced',
        proof: { movedTo: { blockNumber: Number(again.blockNumber), blockHash: again.blockHash } },
      },
    ]);
  });
});
