// The demo's admin queues: after the seed, every queue of the console has items, the demo
// reports stay below the hiding threshold, and a few projects are featured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { projects, reviews } from '../db/schema.ts';
import { queueCounts } from '../modules/admin/admin.repository.ts';
import { seedDemo } from './seed.ts';
import { seedModerationQueues } from './seed-moderation.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const now = new Date('2026-06-01T12:00:00.000Z');
  await seedDemo(testDb.database.db, { now });
  await seedModerationQueues(testDb.database.db, now);
}, 120_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('demo moderation queues', () => {
  it('fills every queue of the admin console', async () => {
    const counts = await queueCounts(testDb.database.db);
    expect(counts.submissions).toBeGreaterThan(0);
    expect(counts.reports).toBeGreaterThan(0);
    expect(counts.editRequests).toBeGreaterThan(0);
  });

  it('leaves the reported reviews public and features four projects', async () => {
    const hidden = await testDb.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.status, 'hidden'));
    expect(hidden).toHaveLength(0);
    const featured = await testDb.database.db
      .select()
      .from(projects)
      .where(gt(projects.featureScore, 0));
    expect(featured).toHaveLength(4);
  });
});
