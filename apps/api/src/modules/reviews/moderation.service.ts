// Status changes of reviews, replies and reports, as the admin team's decisions make them: each
// runs inside the caller's transaction (which writes the audit row and tells the author), and
// keeps the counters equal to what they count.
import { reportsHide } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  findReport,
  lockReplyRow,
  lockReport,
  lockReviewRow,
  moveReplyStatus,
  setReportStatus,
  settleOpenReports,
} from './moderation.repository.ts';
import { openReportWeights } from './reports.repository.ts';
import {
  moveReviewStatus,
  shiftAuthorCountsOfProject,
  type ReviewStatus,
} from './reviews.repository.ts';

type ReviewRef = Parameters<typeof moveReviewStatus>[1];

/** A review locked for a status change, or undefined. */
export function lockReviewForModeration(
  tx: DbOrTx,
  id: number,
  strength: 'update' | 'no key update' = 'update',
) {
  return lockReviewRow(tx, id, strength);
}

/** Moves a review to another status; true when it moved. */
export function changeReviewStatus(tx: DbOrTx, review: ReviewRef, next: ReviewStatus) {
  return moveReviewStatus(tx, review, next);
}

/** A blocked (-1) or restored (+1) project's reviews leave or rejoin their authors' counts. */
export function shiftProjectReviewsInAuthorCounts(tx: DbOrTx, projectId: number, delta: 1 | -1) {
  return shiftAuthorCountsOfProject(tx, projectId, delta);
}

export function lockReplyForModeration(tx: DbOrTx, id: number) {
  return lockReplyRow(tx, id);
}

/** Blocks or restores a reply (its review's reply counter follows). */
export function changeReplyStatus(
  tx: DbOrTx,
  reply: { id: number; reviewId: number },
  next: 'blocked' | 'active',
) {
  return moveReplyStatus(tx, reply, next);
}

/** Settles every open report on a target; how many there were (0: nothing was open). */
export function settleOpenReportsOn(
  tx: DbOrTx,
  targetType: 'review' | 'reply',
  targetId: number,
  status: 'resolved' | 'dismissed',
) {
  return settleOpenReports(tx, targetType, targetId, status);
}

export function findReportById(db: DbOrTx, id: number) {
  return findReport(db, id);
}

export function lockReportForModeration(tx: DbOrTx, id: number) {
  return lockReport(tx, id);
}

export function changeReportStatus(tx: DbOrTx, id: number, status: 'resolved' | 'dismissed') {
  return setReportStatus(tx, id, status);
}

/**
 * After one report on a hidden review is dismissed: restores the review when the weight of the
 * reports still open no longer hides it; true when it was restored.
 */
export async function restoreWhenReportsNoLongerHide(
  tx: DbOrTx,
  review: ReviewRef,
): Promise<boolean> {
  if (review.status !== 'hidden') return false;
  if (reportsHide(await openReportWeights(tx, 'review', review.id))) return false;
  return moveReviewStatus(tx, review, 'active');
}
