// The audit trail: every decision that changes something is written in the transaction that
// makes it, and appended to the transparency log there too. A review the admin team removed
// answers 410 with its public tombstone, read from the decision that removed it.
import {
  isModerationReason,
  moderationReasonLabelKey,
  type ReviewTombstone,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findModerationLeaf, logAuditDecision } from '../tlog/index.ts';
import { insertAuditRow, latestReviewRemoval, type AuditInput } from './audit.repository.ts';

/** Appends one audit row and its log entry; call it inside the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await insertAuditRow(tx, input);
  await logAuditDecision(tx, input);
}

/** The label key of a tombstone whose removal predates recorded rules. */
const UNSPECIFIED_RULE_KEY = 'moderationReasons.unspecified';

/** A 410 whose body carries the removed review's tombstone next to the error envelope. */
export class ReviewGoneError extends AppError {
  constructor(readonly tombstone: ReviewTombstone) {
    super(410, 'review_removed', { tombstone });
  }
}

/** The public tombstone of a removed review (the caller knows it is blocked). */
export async function tombstoneOf(
  db: DbOrTx,
  review: { id: number; projectId: number; updatedAt: Date },
): Promise<ReviewTombstone> {
  const removal = await latestReviewRemoval(db, review.id);
  const category = isModerationReason(removal?.reasonCategory) ? removal.reasonCategory : null;
  return {
    reviewId: String(review.id),
    projectId: String(review.projectId),
    // a removal older than the audit trail: the last change of the row is the best we know
    removedAt: (removal?.createdAt ?? review.updatedAt).toISOString(),
    reasonCategory: category,
    ruleLabelKey: category ? moderationReasonLabelKey(category) : UNSPECIFIED_RULE_KEY,
    // the log appends the decision in the transaction that writes its audit row (same target,
    // same instant): null while it has not recorded it
    logEntry: {
      leafIndex: removal
        ? await findModerationLeaf(db, {
            targetType: 'review',
            targetId: review.id,
            decidedAt: removal.createdAt,
          })
        : null,
    },
  };
}

/** Throws the 410 of a removed review. */
export async function throwReviewGone(
  db: DbOrTx,
  review: { id: number; projectId: number; updatedAt: Date },
): Promise<never> {
  throw new ReviewGoneError(await tombstoneOf(db, review));
}
