// Demo removals with a trace: three reviews removed by the admin team, each under a named rule
// (two on one project, so its page says '2 reviews removed by moderation'), the reports behind
// them, a dismissed report, the authors' notifications and one open appeal, spread over the
// last weeks so /transparency has figures and the admin console an appeal to decide.
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { ModerationReason } from '@chainreview/shared';
import type { Db } from '../db/client.ts';
import { reports, reviewAppeals, reviews, users } from '../db/schema.ts';
import { writeAudit } from '../modules/audit/index.ts';
import { notify } from '../modules/notifications/index.ts';
import { changeReviewStatus } from '../modules/reviews/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ReviewRow = typeof reviews.$inferSelect;

export async function seedRemovals(db: Db, now: Date): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  // reviews that already carry open demo reports stay for the reports queue
  const reported = (
    await db
      .selectDistinct({ id: reports.targetId })
      .from(reports)
      .where(eq(reports.targetType, 'review'))
  ).map((r) => r.id);
  const open = (projectId?: number) =>
    db
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.status, 'active'),
          reported.length ? notInArray(reviews.id, reported) : undefined,
          projectId === undefined ? undefined : eq(reviews.projectId, projectId),
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const [busiest] = await db
    .select({ projectId: reviews.projectId, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.status, 'active'))
    .groupBy(reviews.projectId)
    .orderBy(desc(sql`count(*)`), asc(reviews.projectId))
    .limit(1);
  if (!busiest || busiest.n < 4) return;
  const [first, second] = await open(busiest.projectId);
  const [third, dismissedTarget] = (await open()).filter((r) => r.projectId !== busiest.projectId);
  if (!first || !second || !third || !dismissedTarget) return;
  const reporters = await db.select().from(users).orderBy(asc(users.id)).limit(12);
  const reporterFor = (review: ReviewRow) => reporters.find((u) => u.id !== review.userId)!;

  const report = async (
    review: ReviewRow,
    reason: string,
    note: string,
    status: 'resolved' | 'dismissed',
    filed: Date,
  ) => {
    await db.insert(reports).values({
      reporterId: reporterFor(review).id,
      targetType: 'review',
      targetId: review.id,
      reason,
      note,
      status,
      weight: 1,
      createdAt: filed,
    });
  };
  const remove = async (
    review: ReviewRow,
    input: {
      via: 'review.block' | 'report.uphold';
      rule: ModerationReason;
      reason: string;
      when: Date;
    },
  ) => {
    await changeReviewStatus(db, review, 'blocked');
    await writeAudit(db, {
      actorId: null,
      action: input.via,
      targetType: 'review',
      targetId: review.id,
      before: { status: 'active', ...(input.via === 'report.uphold' ? { openReports: 1 } : {}) },
      after: { status: 'blocked' },
      reason: input.reason,
      reasonCategory: input.rule,
      now: input.when,
    });
    await notify(db, {
      userId: review.userId,
      type: 'moderation',
      action: 'display_review',
      objectId: String(review.id),
      projectId: review.projectId,
      message: input.reason,
      meta: { event: 'content_blocked', reason: input.reason, reasonCategory: input.rule },
      now: input.when,
    });
  };

  // a month and more ago: a report upheld as spam after six hours
  await report(
    first,
    'do_not_spam',
    'The same referral link is posted on every project.',
    'resolved',
    at(40 * DAY + 6 * HOUR),
  );
  await remove(first, {
    via: 'report.uphold',
    rule: 'spam',
    reason: 'Referral spam: the same link on many projects.',
    when: at(40 * DAY),
  });
  // ten days ago: removed directly for insulting the team
  await remove(second, {
    via: 'review.block',
    rule: 'harassment',
    reason: 'Personal insults against named team members.',
    when: at(10 * DAY),
  });
  // three days ago: a report upheld as a scam, which its author appealed the next day
  await report(
    third,
    'other',
    'Asks readers to send tokens to a "recovery" address.',
    'resolved',
    at(3 * DAY + 30 * HOUR),
  );
  await remove(third, {
    via: 'report.uphold',
    rule: 'scam',
    reason: 'Points readers to a fake token recovery service.',
    when: at(3 * DAY),
  });
  await db.insert(reviewAppeals).values({
    reviewId: third.id,
    userId: third.userId,
    message:
      'The address in my review is the official recovery contract listed in the project docs, not a scam. Please check their documentation.',
    createdAt: at(2 * DAY),
  });
  // twenty days ago: a report the team dismissed two hours later
  await report(
    dismissedTarget,
    'deliberately_fud',
    'Claims the team sold everything, without proof.',
    'dismissed',
    at(20 * DAY + 2 * HOUR),
  );
  await writeAudit(db, {
    actorId: null,
    action: 'report.dismiss',
    targetType: 'review',
    targetId: dismissedTarget.id,
    before: { status: 'active', openReports: 1 },
    after: { status: 'active' },
    reason: 'A critical opinion, not a rule broken.',
    now: at(20 * DAY),
  });
}
