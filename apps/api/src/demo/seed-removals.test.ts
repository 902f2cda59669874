// The demo's removals with a trace: three reviews removed under named rules (two on one
// project), one open appeal, and the monthly figures that follow from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { auditLogs, projects, reviewAppeals, reviews } from '../db/schema.ts';
import { seedDemo } from './seed.ts';
import { seedModerationQueues } from './seed-moderation.ts';
import { seedRemovals } from './seed-removals.ts';
import { removedReviewCount, removalsByMonth } from '../modules/removal/removal.repository.ts';

let testDb: TestDatabase;
const now = new Date('2026-06-01T12:00:00.000Z');
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedDemo(testDb.database.db, { now });
  await seedModerationQueues(testDb.database.db, now);
  await seedRemovals(testDb.database.db, now);
}, 180_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('demo removals', () => {
  it('removes three reviews under named rules, two of them on one project, and leaves an appeal open', async () => {
    const { db } = testDb.database;
    const blocked = await db.select().from(reviews).where(eq(reviews.status, 'blocked'));
    expect(blocked).toHaveLength(3);
    const removals = await db.select().from(auditLogs).where(eq(auditLogs.targetType, 'review'));
    expect(
      removals
        .filter((r) => r.reasonCategory)
        .map((r) => r.reasonCategory)
        .sort(),
    ).toEqual(['harassment', 'scam', 'spam']);
    const counts = await Promise.all(
      [...new Set(blocked.map((r) => r.projectId))].map((id) => removedReviewCount(db, id)),
    );
    expect(counts.sort()).toEqual([1, 2]);
    const appeals = await db.select().from(reviewAppeals);
    expect(appeals).toHaveLength(1);
    expect(appeals[0]!.status).toBe('open');
    // the removed reviews left their projects' counts
    for (const review of blocked) {
      const [project] = await db.select().from(projects).where(eq(projects.id, review.projectId));
      const active = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.projectId, review.projectId), eq(reviews.status, 'active')));
      expect(project!.reviewCount).toBe(active.length);
    }
    const byMonth = await removalsByMonth(db, new Date('2026-01-01T00:00:00Z'));
    expect(byMonth.reduce((sum, r) => sum + Number(r.n), 0)).toBe(3);
  });
});
