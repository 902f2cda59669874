// Reports on reviews and replies: not on one's own content, one per person and item, a daily
// limit per person. A report weighs by its author's standing (packages/shared reports.ts); a
// review is hidden pending moderation only when the weight of its open reports reaches the
// threshold, and the project's counters move in the same transaction.
import { type ReportBody, isId, reportsHide } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
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
import {
  assertNotOwn,
  assertUnderDailyLimit,
  hiddenByReportsTrace,
  reportAnswer,
  reportRow,
  reportWindowStart,
  reportableReply,
  reporterWeight,
} from './reports.rules.ts';

/** The weight a report by this user carries now. */
export async function currentReportWeight(deps: Deps, userId: number): Promise<number> {
  const { user, upheld, dismissed } = await reporterRecord(deps.db, userId);
  return reporterWeight(user, { upheld, dismissed }, deps.now());
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
    const reply = reportableReply(await findReplyRow(deps.db, Number(targetId)));
    ownerId = reply.userId;
    id = reply.id;
  }
  assertNotOwn(ownerId, viewer.id);
  const now = deps.now();
  const weight = await currentReportWeight(deps, viewer.id);
  try {
    return await transaction(deps, async (tx) => {
      // the lock order: the reporter first, so a burst of parallel reports is counted one by
      // one against the daily limit (a count before the transaction would let them all in)...
      await lockUsers(tx, [viewer.id]);
      assertUnderDailyLimit(await reportsSince(tx, viewer.id, reportWindowStart(now)));
      // ...then the review, so concurrent reports add up their weights one by one
      if (targetType === 'review') await lockReviews(tx, [id]);
      const row = await insertReport(tx, reportRow(viewer.id, targetType, id, body, weight, now));
      if (targetType === 'review' && reportsHide(await openReportWeights(tx, 'review', id))) {
        const review = await findReviewRow(tx, id);
        if (review?.status === 'active') {
          await moveReviewStatus(tx, review, 'hidden');
          // hidden by the weight of reports, pending a decision: a trace all the same
          await logModeration(tx, hiddenByReportsTrace(id, body.reason, now));
        }
      }
      return reportAnswer(row, targetType, id);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_add');
    throw error;
  }
}
