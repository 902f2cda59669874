// Reporting a review or a reply, called on the service of a test app: not one's own content, one
// report per person and item, the daily limit on both sides of its window, the weight stored with
// the report, and the hide threshold of open report weights on both sides.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REPORT_RULES } from '@chainreview/shared';
import type { BuiltApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { replies, reports, reviews } from '../src/db/schema.ts';
import { currentReportWeight, report } from '../src/modules/reviews/reports.service.ts';
import { insertProject, insertReview, insertUser } from './fixtures.ts';
import { useTestApp } from './fixture.ts';

const testApp = useTestApp();
let built: BuiltApp;
let db: Db;
beforeAll(() => {
  built = testApp.built;
  db = built.deps.db as Db;
});

const DAY_MS = 86_400_000;
const body = { reason: 'do_not_spam', note: '  spam  ' } as const;
const viewerOf = (user: { id: number; address: string }) => ({
  id: user.id,
  address: user.address,
  role: 'normal',
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { statusCode?: number; codes?: string[] }) => [error.statusCode, error.codes],
  );

async function reviewBy() {
  const author = await insertUser(db);
  // the project counts its one review, which hiding it takes back
  const project = await insertProject(db, { reviewCount: 1, star4: 1 });
  const review = await insertReview(db, { projectId: project.id, userId: author.id, rate: 4 });
  return { author, project, review };
}

/** Open reports by fresh users on a review, with these weights. */
async function openReports(reviewId: number, weights: number[]) {
  for (const weight of weights) {
    const reporter = await insertUser(db);
    await db.insert(reports).values({
      reporterId: reporter.id,
      targetType: 'review',
      targetId: reviewId,
      reason: 'do_not_spam',
      note: '',
      weight,
    });
  }
}

const statusOf = async (id: number) =>
  (await db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status;

describe('report', () => {
  it('stores the report with the reporter’s weight and the trimmed note', async () => {
    const { review } = await reviewBy();
    const reporter = await insertUser(db);
    const weight = await currentReportWeight(built.deps, reporter.id);
    const result = await report(built.deps, viewerOf(reporter), 'review', String(review.id), body);
    expect(result).toEqual({
      id: expect.any(String),
      targetType: 'review',
      targetId: String(review.id),
      reason: 'do_not_spam',
      status: 'open',
      createdAt: expect.any(String),
    });
    const [row] = await db
      .select()
      .from(reports)
      .where(eq(reports.id, Number(result.id)));
    expect(row).toMatchObject({
      reporterId: reporter.id,
      note: 'spam',
      weight,
      targetId: review.id,
    });
  });

  it('refuses one’s own review and a second report of the same item', async () => {
    const { author, review } = await reviewBy();
    expect(
      await failure(report(built.deps, viewerOf(author), 'review', String(review.id), body)),
    ).toEqual([403, ['Forbidden']]);
    const reporter = await insertUser(db);
    await report(built.deps, viewerOf(reporter), 'review', String(review.id), body);
    expect(
      await failure(report(built.deps, viewerOf(reporter), 'review', String(review.id), body)),
    ).toEqual([409, ['already_add']]);
  });

  it('reports an active reply, not a blocked or missing one, nor one’s own', async () => {
    const { author, review } = await reviewBy();
    const replier = await insertUser(db);
    const [active] = await db
      .insert(replies)
      .values({ reviewId: review.id, userId: replier.id, content: 'a reply' })
      .returning();
    const [blocked] = await db
      .insert(replies)
      .values({ reviewId: review.id, userId: replier.id, content: 'b reply', status: 'blocked' })
      .returning();
    const ok = await report(built.deps, viewerOf(author), 'reply', String(active!.id), body);
    expect(ok).toMatchObject({ targetType: 'reply', targetId: String(active!.id) });
    expect(
      await failure(report(built.deps, viewerOf(author), 'reply', String(blocked!.id), body)),
    ).toEqual([404, ['can_not_find_data']]);
    expect(await failure(report(built.deps, viewerOf(author), 'reply', '999999999', body))).toEqual(
      [404, ['can_not_find_data']],
    );
    expect(await failure(report(built.deps, viewerOf(author), 'reply', 'x1', body))).toEqual([
      404,
      ['can_not_find_data'],
    ]);
    expect(
      await failure(report(built.deps, viewerOf(replier), 'reply', String(active!.id), body)),
    ).toEqual([403, ['Forbidden']]);
    // a reply's reports never hide the review
    expect(await statusOf(review.id)).toBe('active');
  });

  it('allows the daily limit within 24 hours and refuses one more; older reports do not count', async () => {
    const reporter = await insertUser(db);
    const now = built.deps.now().getTime();
    const earlier = async (count: number, ago: number) => {
      for (let i = 0; i < count; i++) {
        const { review } = await reviewBy();
        await db.insert(reports).values({
          reporterId: reporter.id,
          targetType: 'review',
          targetId: review.id,
          reason: 'do_not_spam',
          note: '',
          createdAt: new Date(now - ago),
        });
      }
    };
    await earlier(5, DAY_MS + 60_000);
    await earlier(REPORT_RULES.dailyLimit - 1, DAY_MS - 60_000);
    const last = await reviewBy();
    await report(built.deps, viewerOf(reporter), 'review', String(last.review.id), body);
    const over = await reviewBy();
    expect(
      await failure(report(built.deps, viewerOf(reporter), 'review', String(over.review.id), body)),
    ).toEqual([429, ['too_many_reports']]);
    const stored = await db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, reporter.id), eq(reports.targetId, over.review.id)));
    expect(stored).toEqual([]);
  });

  it('hides the review when open weights reach the threshold, not a hundredth below', async () => {
    const reporter = async () => {
      const user = await insertUser(db);
      return { user, weight: await currentReportWeight(built.deps, user.id) };
    };
    const below = await reviewBy();
    const first = await reporter();
    await openReports(below.review.id, [REPORT_RULES.hideThreshold - first.weight - 0.01]);
    await report(built.deps, viewerOf(first.user), 'review', String(below.review.id), body);
    expect(await statusOf(below.review.id)).toBe('active');

    const at = await reviewBy();
    const second = await reporter();
    await openReports(at.review.id, [REPORT_RULES.hideThreshold - second.weight]);
    await report(built.deps, viewerOf(second.user), 'review', String(at.review.id), body);
    expect(await statusOf(at.review.id)).toBe('hidden');
  });

  it('refuses a hidden review', async () => {
    const { review } = await reviewBy();
    await db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
    const reporter = await insertUser(db);
    expect(
      await failure(report(built.deps, viewerOf(reporter), 'review', String(review.id), body)),
    ).toEqual([404, expect.any(Array)]);
  });
});

describe('currentReportWeight', () => {
  it('is the minimum for a user who does not exist', async () => {
    expect(await currentReportWeight(built.deps, 987_654_321)).toBe(REPORT_RULES.minWeight);
  });

  it('grows with the account’s age and level', async () => {
    const fresh = await insertUser(db);
    const old = await insertUser(db, {
      score: 40_000,
      createdAt: new Date(Date.now() - 400 * DAY_MS),
    });
    expect(await currentReportWeight(built.deps, old.id)).toBeGreaterThan(
      await currentReportWeight(built.deps, fresh.id),
    );
  });
});
