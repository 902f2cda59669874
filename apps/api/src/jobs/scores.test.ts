import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bayesianAverage,
  newGemScore,
  popularScore,
  trendingScore,
  trustedRating,
  weightedMean,
} from '@chainreview/shared';
import { projects, reviews, votes } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../test/fixtures.ts';
import { refreshProjectScores } from './scores.ts';
import { runExclusive } from './runner.ts';
import type { Deps } from '../deps.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('project score refresh', () => {
  it('stores the same scores as the pure ranking functions', async () => {
    const db = testDb.database.db;
    const young = await insertProject(db, {
      name: 'Young',
      createdAt: daysAgo(20),
      star5: 1,
      star4: 1,
      reviewCount: 2,
      followersCount: 1,
    });
    const old = await insertProject(db, {
      name: 'Old',
      createdAt: daysAgo(400),
      star3: 1,
      reviewCount: 1,
    });
    const [a, b, c] = [await insertUser(db), await insertUser(db), await insertUser(db)];
    const r1 = await insertReview(db, {
      projectId: young.id,
      userId: a!.id,
      rate: 5,
      createdAt: daysAgo(1),
      upVoteCount: 1,
    });
    await insertReview(db, { projectId: young.id, userId: b!.id, rate: 4, createdAt: daysAgo(10) });
    await insertReview(db, { projectId: old.id, userId: c!.id, rate: 3, createdAt: daysAgo(60) });
    await db
      .insert(votes)
      .values({ reviewId: r1.id, userId: c!.id, vote: 1, createdAt: daysAgo(2) });

    await refreshProjectScores(db, now);
    const [y] = await db.select().from(projects).where(eq(projects.id, young.id));
    const [o] = await db.select().from(projects).where(eq(projects.id, old.id));
    const mean = (5 + 4 + 3) / 3;

    const youngEvents = [
      { at: daysAgo(1), kind: 'review' as const },
      { at: daysAgo(10), kind: 'review' as const },
      { at: daysAgo(2), kind: 'vote' as const },
    ];
    expect(y!.trendingScore).toBeCloseTo(trendingScore(youngEvents, now, 7), 6);
    expect(y!.trendingScore30).toBeCloseTo(trendingScore(youngEvents, now, 30), 6);
    expect(o!.trendingScore).toBe(0);
    expect(o!.trendingScore90).toBeCloseTo(
      trendingScore([{ at: daysAgo(60), kind: 'review' }], now, 90),
      6,
    );
    expect(y!.goodRatingScore).toBeCloseTo(bayesianAverage(9, 2, mean), 6);
    expect(y!.popularScore).toBeCloseTo(
      popularScore({ reviews: 2, votes: 1, followers: 1, donations: 0, replies: 0 }),
      6,
    );
    expect(y!.newGemScore).toBeCloseTo(
      newGemScore(bayesianAverage(9, 2, mean), 2, young.createdAt, now),
      6,
    );
    expect(o!.newGemScore).toBe(0);
    expect(y!.newScore).toBeGreaterThan(o!.newScore);
  });

  it('stores the trusted rating of the shared formula as Good Rating, reviews weighed', async () => {
    const db = testDb.database.db;
    const p = await insertProject(db, { name: 'Weighed', createdAt: daysAgo(200) });
    const rows = [
      { rate: 5, weight: 0.05 },
      { rate: 5, weight: 0.05 },
      { rate: 2, weight: 1.2 },
    ];
    for (const r of rows) {
      const author = await insertUser(db);
      await insertReview(db, {
        projectId: p.id,
        userId: author.id,
        rate: r.rate,
        trustWeight: r.weight,
      });
    }
    await refreshProjectScores(db, now);
    const all = await db
      .select({ rate: reviews.rate, weight: reviews.trustWeight })
      .from(reviews)
      .where(eq(reviews.status, 'active'));
    const [stored] = await db.select().from(projects).where(eq(projects.id, p.id));
    expect(stored!.goodRatingScore).toBeCloseTo(trustedRating(rows, weightedMean(all)), 6);
  });

  it('runs a job under its lock and empties the public read cache when it changed data', async () => {
    let runs = 0;
    let changes = 0;
    const deps = {
      db: testDb.database.db,
      dbKind: testDb.database.kind,
      publicDataChanged: async () => void changes++,
    } as unknown as Deps;
    const job = { name: 'x', lockKey: 42, intervalMs: 1000 };
    expect(await runExclusive(deps, { ...job, run: async () => (runs++, false) })).toBe(true);
    expect([runs, changes]).toEqual([1, 0]);
    expect(await runExclusive(deps, { ...job, run: async () => (runs++, true) })).toBe(true);
    expect([runs, changes]).toEqual([2, 1]);
  });

  it('lets only one of two runners run a job while the first holds its lock', async (ctx) => {
    // PGlite is one process and needs no lock; PostgreSQL serves several API processes
    if (testDb.database.kind !== 'postgres') ctx.skip();
    const deps = { db: testDb.database.db, dbKind: testDb.database.kind } as unknown as Deps;
    const runs: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const job = { name: 'exclusive', lockKey: 727_310_042, intervalMs: 1000 };
    const first = runExclusive(deps, {
      ...job,
      run: async () => {
        runs.push('first');
        entered();
        await gate;
        return false;
      },
    });
    await inside;
    // the first runner holds the lock on its own connection: the second is turned away
    const second = await runExclusive(deps, {
      ...job,
      run: async () => (runs.push('second'), false),
    });
    expect(second).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toEqual(['first']);
    // released when the first run ends: the next run takes it
    expect(await runExclusive(deps, { ...job, run: async () => (runs.push('third'), false) })).toBe(
      true,
    );
    expect(runs).toEqual(['first', 'third']);
  });
});
