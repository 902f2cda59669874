// Reports on reviews and replies: not on one's own content, one per person and item, a daily
// limit per person. A report weighs by its author's standing (packages/shared reports.ts); a
// review is hidden pending moderation only when the weight of its open reports reaches the
// threshold, and the project's counters move in the same transaction.
import {
  REPORT_REASON_RULE,
  REPORT_RULES,
  levelForScore,
  reportWeight,
  reportsHide,
  type ReportBody,
  isId,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { findVisibleReview } from './reviews.service.ts';
import { moveReviewStatus } from './reviews.repository.ts';
import { logModeration } from '../tlog/index.ts';
import {
  insertReport,
  openReportWeights,
  reporterRecord,
  reportsSince,
  findReplyRow,
  findReviewRow,
} from './reports.repository.ts';

const DAY_MS = 86_400_000;

/** The weight a report by this user carries now. */
export async function currentReportWeight(deps: Deps, userId: number): Promise<number> {
  const { user, upheld, dismissed } = await reporterRecord(deps.db, userId);
  if (!user) return REPORT_RULES.minWeight;
  return reportWeight({
    level: levelForScore(user.score).level,
    accountAgeDays: (deps.now().getTime() - user.createdAt.getTime()) / DAY_MS,
    reviewsCount: user.reviewsCount,
    upheld,
    dismissed,
  });
}

export async function report(
  deps: Deps,
  viewer: ViewerRef,
  targetType: 'review' | 'reply',
  targetId: string,
  body: ReportBody,
) {
  let ownerId: number;
  let id: number;
  if (targetType === 'review') {
    const found = await findVisibleReview(deps, targetId);
    ownerId = found.review.userId;
    id = found.review.id;
  } else {
    if (!isId(targetId)) throw notFound('can_not_find_data');
    const reply = await findReplyRow(deps.db, Number(targetId));
    if (!reply || reply.status !== 'active') throw notFound('can_not_find_data');
    ownerId = reply.userId;
    id = reply.id;
  }
  if (ownerId === viewer.id) throw forbidden('Forbidden');
  const now = deps.now();
  const weight = await currentReportWeight(deps, viewer.id);
  try {
    return await transaction(deps, async (tx) => {
      // the lock order: the reporter first, so a burst of parallel reports is counted one by
      // one against the daily limit (a count before the transaction would let them all in)...
      await lockUsers(tx, [viewer.id]);
      if (
        (await reportsSince(tx, viewer.id, new Date(now.getTime() - DAY_MS))) >=
        REPORT_RULES.dailyLimit
      )
        throw new AppError(429, 'too_many_reports');
      // ...then the review, so concurrent reports add up their weights one by one
      if (targetType === 'review') await lockReviews(tx, [id]);
      const row = await insertReport(tx, {
        reporterId: viewer.id,
        targetType,
        targetId: id,
        reason: body.reason,
        note: body.note.trim(),
        weight,
        createdAt: now,
      });
      if (targetType === 'review' && reportsHide(await openReportWeights(tx, 'review', id))) {
        const review = await findReviewRow(tx, id);
        if (review?.status === 'active') {
          await moveReviewStatus(tx, review, 'hidden');
          // hidden by the weight of reports, pending a decision: a trace all the same
          await logModeration(tx, {
            action: 'hide',
            targetType: 'review',
            targetId: id,
            reasonCategory: REPORT_REASON_RULE[body.reason],
            decidedAt: now,
          });
        }
      }
      return {
        id: String(row.id),
        targetType,
        targetId: String(id),
        reason: row.reason,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_add');
    throw error;
  }
}
