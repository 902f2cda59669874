// The demo's transparency log: after demo mode seeds an empty database, every seeded review
// version, reply and moderation state is a leaf, oldest first, under a signed checkpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import { parseCheckpoint } from '@chainreview/shared';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helper.ts';
import {
  auditLogs,
  projects,
  replies,
  reviewVersions,
  reviews,
  tlogEntries,
  users,
} from '../db/schema.ts';
import { backfillLog, latestCheckpoint, rootAt } from '../modules/tlog/index.ts';
import { resolveDemoMode } from './demo-mode.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const result = await resolveDemoMode(testDb.database, testConfig({ DEMO: '1' }));
  expect(result.enabled).toBe(true);
}, 180_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('the demo log', () => {
  it('holds every seeded version, reply and out-of-sight item, in time order, checkpointed', async () => {
    const db = testDb.database.db;
    const rows = await db.select().from(tlogEntries).orderBy(asc(tlogEntries.idx));
    const leaves = rows.map((r) => JSON.parse(Buffer.from(r.data).toString('utf8')));
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);
    const reviewCount = await n(db.select({ n: count() }).from(reviews));
    const versionCount = await n(db.select({ n: count() }).from(reviewVersions));
    const replyCount = await n(db.select({ n: count() }).from(replies));
    expect(reviewCount).toBeGreaterThan(100);
    expect(leaves.filter((l) => l.kind === 'review_version')).toHaveLength(
      reviewCount + versionCount,
    );
    expect(leaves.filter((l) => l.kind === 'reply')).toHaveLength(replyCount);
    const hiddenOrBlocked =
      (await n(
        db
          .select({ n: count() })
          .from(reviews)
          .where(inArray(reviews.status, ['hidden', 'blocked'])),
      )) +
      (await n(db.select({ n: count() }).from(replies).where(ne(replies.status, 'active')))) +
      (await n(
        db
          .select({ n: count() })
          .from(projects)
          .where(inArray(projects.status, ['blocked'])),
      )) +
      (await n(db.select({ n: count() }).from(users).where(ne(users.status, 'active'))));
    // and every decision that left its target in sight (a dismissed report)
    const dismissed = await n(
      db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.action, 'report.dismiss')),
    );
    expect(dismissed).toBeGreaterThan(0);
    expect(leaves.filter((l) => l.kind === 'moderation')).toHaveLength(hiddenOrBlocked + dismissed);
    // the backfill in creation order; the demo's removals are decided after it, through the
    // audit writer, with back-dated decision times (the transparency page's months), so the
    // trailing run of decisions is left out of the order check
    let backfilled = leaves.length;
    while (backfilled > 0 && leaves[backfilled - 1].kind === 'moderation') backfilled -= 1;
    expect(leaves.length - backfilled).toBeGreaterThanOrEqual(dismissed);
    const times = leaves
      .slice(0, backfilled)
      .map((l) => Date.parse(l.publishedAt ?? l.createdAt ?? l.decidedAt));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]!);
    // every review's first version is logged once, its versions counted from 1
    const firsts = leaves.filter((l) => l.kind === 'review_version' && l.version === 1);
    expect(new Set(firsts.map((l) => l.reviewId)).size).toBe(reviewCount);
    // and a checkpoint signs the whole of it
    const checkpoint = (await latestCheckpoint(db))!;
    expect(checkpoint.size).toBe(rows.length);
    const parsed = parseCheckpoint(checkpoint.note)!;
    expect(Buffer.from(parsed.root).equals(Buffer.from(await rootAt(db, rows.length)))).toBe(true);
    // the start-up backfill finds a log that has leaves and adds nothing
    expect(await db.transaction((tx) => backfillLog(tx))).toBe(0);
    expect(await db.$count(tlogEntries)).toBe(rows.length);
  });
});
