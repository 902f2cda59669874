// The report rules without a database: a reporter's weight from their record, not one's own
// content, only an active reply, the rolling day of the daily limit, and the rows and the
// answer a report makes.
import {
  REPORT_REASON_RULE,
  REPORT_RULES,
  levelForScore,
  reportWeight,
  type ReportBody,
} from '@chainreview/shared';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;

/** The weight a report by this user carries now (no row: the least weight). */
export function reporterWeight(
  user: { score: number; createdAt: Date; reviewsCount: number } | null | undefined,
  record: { upheld: number; dismissed: number },
  now: Date,
): number {
  if (!user) return REPORT_RULES.minWeight;
  return reportWeight({
    level: levelForScore(user.score).level,
    accountAgeDays: (now.getTime() - user.createdAt.getTime()) / DAY_MS,
    reviewsCount: user.reviewsCount,
    upheld: record.upheld,
    dismissed: record.dismissed,
  });
}

/** A reply may be reported while it is shown; anything else is not found. */
export function reportableReply<R extends { status: string }>(reply: R | null | undefined): R {
  if (!reply || reply.status !== 'active') throw notFound('can_not_find_data');
  return reply;
}

/** Nobody reports their own review or reply. */
export function assertNotOwn(ownerId: number, viewerId: number): void {
  if (ownerId === viewerId) throw forbidden('Forbidden');
}

/** The start of the rolling day the daily limit counts. */
export function reportWindowStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

/** Refuses a report once the reporter filed the daily limit within the last day. */
export function assertUnderDailyLimit(reportsInWindow: number): void {
  if (reportsInWindow >= REPORT_RULES.dailyLimit) throw new AppError(429, 'too_many_reports');
}

/** The report row: the note trimmed, the weight the reporter had when reporting. */
export function reportRow(
  reporterId: number,
  targetType: 'review' | 'reply',
  targetId: number,
  body: ReportBody,
  weight: number,
  now: Date,
) {
  return {
    reporterId,
    targetType,
    targetId,
    reason: body.reason,
    note: body.note.trim(),
    weight,
    createdAt: now,
  };
}

/** The moderation trace of a review hidden by the weight of its reports. */
export function hiddenByReportsTrace(reviewId: number, reason: ReportBody['reason'], now: Date) {
  return {
    action: 'hide',
    targetType: 'review',
    targetId: reviewId,
    reasonCategory: REPORT_REASON_RULE[reason],
    decidedAt: now,
  } as const;
}

/** The answer to a report. */
export function reportAnswer(
  row: { id: number; reason: string; status: string; createdAt: Date },
  targetType: 'review' | 'reply',
  targetId: number,
) {
  return {
    id: String(row.id),
    targetType,
    targetId: String(targetId),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
