// Removal with a trace: a review the admin team removed answers 410 with its public tombstone
// (when, which rule, its entry in the transparency log); its author may appeal once and the
// admin team restores or rejects; /transparency shows the monthly figures of the audit trail.
import {
  isId,
  isModerationReason,
  listMeta,
  MODERATION_REASONS,
  moderationReasonLabelKey,
  TRANSPARENCY_MONTHS,
  type AdminAppeal,
  type Appeal,
  type ModerationReason,
  type ReviewTombstone,
  type TransparencyMonth,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { reviewAppeals } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../admin/admin.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { ViewerRef } from '../projects/projects.service.ts';
import { moveReviewStatus } from '../reviews/reviews.repository.ts';
import {
  appealsByMonth,
  appealsPage,
  decideAppealRow,
  findAppealOfReview,
  findReviewForAppeal,
  insertAppeal,
  latestRemoval,
  lockAppeal,
  lockReviewForAppeal,
  moderationLeafIndex,
  openAppealsCount,
  removalsByMonth,
  removedReviewCount,
  reportDecisionsByMonth,
  reportsReceivedByMonth,
} from './removal.repository.ts';

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
  const removal = await latestRemoval(db, review.id);
  const category = isModerationReason(removal?.reasonCategory) ? removal.reasonCategory : null;
  return {
    reviewId: String(review.id),
    projectId: String(review.projectId),
    // a removal older than the audit trail: the last change of the row is the best we know
    removedAt: (removal?.createdAt ?? review.updatedAt).toISOString(),
    reasonCategory: category,
    ruleLabelKey: category ? moderationReasonLabelKey(category) : UNSPECIFIED_RULE_KEY,
    logEntry: {
      leafIndex: removal
        ? await moderationLeafIndex(db, {
            auditId: removal.auditId,
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

type AppealRow = typeof reviewAppeals.$inferSelect;

const toAppeal = (a: AppealRow): Appeal => ({
  id: String(a.id),
  reviewId: String(a.reviewId),
  message: a.message,
  status: a.status,
  decisionReason: a.decisionReason,
  createdAt: a.createdAt.toISOString(),
  decidedAt: a.decidedAt?.toISOString() ?? null,
});

async function authorsRemovedReview(deps: Deps, viewer: ViewerRef, reviewId: string) {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const review = await findReviewForAppeal(deps.db, Number(reviewId));
  if (!review || review.projectStatus !== 'active') throw notFound('can_not_find_review');
  if (review.userId !== viewer.id) throw forbidden('appeal_only_author');
  return review;
}

/** The author's appeal of their review, or null (only its author may ask). */
export async function myAppeal(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
): Promise<Appeal | null> {
  const review = await authorsRemovedReview(deps, viewer, reviewId);
  const appeal = await findAppealOfReview(deps.db, review.id);
  return appeal ? toAppeal(appeal) : null;
}

/** The author appeals a removal once; it lands in the admin team's queue. */
export async function fileAppeal(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  message: string,
): Promise<Appeal> {
  const review = await authorsRemovedReview(deps, viewer, reviewId);
  if (review.status !== 'blocked') throw conflict('review_not_removed');
  const row = await insertAppeal(deps.db, {
    reviewId: review.id,
    userId: viewer.id,
    message,
    now: deps.now(),
  });
  if (!row) throw conflict('appeal_already_filed');
  return toAppeal(row);
}

export async function listAppeals(
  deps: Deps,
  status: 'open' | 'restored' | 'rejected',
  limit: number,
  offset: number,
) {
  const { rows, total } = await appealsPage(deps.db, status, limit, offset);
  const data: AdminAppeal[] = rows.map((r) => ({
    ...toAppeal(r.appeal),
    author: { id: String(r.appeal.userId), address: r.authorAddress, displayName: r.authorName },
    review: { title: r.title, projectId: String(r.projectId), projectName: r.projectName },
    reasonCategory: isModerationReason(r.reasonCategory) ? r.reasonCategory : null,
    removalReason: r.removalReason ?? null,
    removedAt: r.removedAt?.toISOString() ?? null,
  }));
  return { data, meta: listMeta(limit, offset, total), open: await openAppealsCount(deps.db) };
}

/**
 * Restore: the review is public again (counted in ratings), with an audit row 'appeal.restore';
 * reject: it stays removed ('appeal.reject'). The author is told either way, with the reason.
 */
export async function decideAppeal(
  deps: Deps,
  admin: ViewerRef,
  appealId: string,
  decision: 'restore' | 'reject',
  reason?: string,
) {
  if (!isId(appealId)) throw notFound('can_not_find_data');
  const note = reason?.trim() || null;
  return transaction(deps, async (tx) => {
    const appeal = await lockAppeal(tx, Number(appealId));
    if (!appeal) throw notFound('can_not_find_data');
    if (appeal.status !== 'open') throw conflict('appeal_already_decided');
    const review = await lockReviewForAppeal(tx, appeal.reviewId);
    if (!review) throw notFound('can_not_find_review');
    const restore = decision === 'restore';
    if (restore) {
      // restored by another path meanwhile (review.restore): the appeal is settled all the same
      await moveReviewStatus(tx, review, 'active');
    }
    const now = deps.now();
    const row = await decideAppealRow(tx, appeal.id, {
      status: restore ? 'restored' : 'rejected',
      decidedBy: admin.id,
      reason: note,
      now,
    });
    await writeAudit(tx, {
      actorId: admin.id,
      action: restore ? 'appeal.restore' : 'appeal.reject',
      targetType: 'review',
      targetId: review.id,
      before: { status: review.status, appealId: String(appeal.id) },
      after: { status: restore ? 'active' : review.status, appealId: String(appeal.id) },
      reason: note,
      // the rule the removal named: the log's record of the appeal names the same one
      reasonCategory: (await latestRemoval(tx, review.id))?.reasonCategory ?? null,
      now,
    });
    await notify(tx, {
      userId: appeal.userId,
      type: 'moderation',
      action: 'display_review',
      objectId: String(review.id),
      projectId: review.projectId,
      message: note,
      meta: { event: restore ? 'appeal_restored' : 'appeal_rejected', reason: note },
      now,
    });
    return toAppeal(row);
  });
}

/** The project page's line: how many of its reviews the admin team removed. */
export async function projectRemovals(deps: Deps, projectId: string) {
  if (!isId(projectId)) throw notFound('can_not_find_project');
  return { removedReviews: await removedReviewCount(deps.db, Number(projectId)) };
}

const emptyReasons = () =>
  Object.fromEntries(MODERATION_REASONS.map((r) => [r, 0])) as Record<ModerationReason, number>;

/** The first instant of the UTC month `months - 1` months before `now`'s. */
function firstListedMonth(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/** Per UTC month, newest first: the months with any report, decision, removal or appeal. */
export async function transparencyFigures(
  deps: Deps,
): Promise<{ months: TransparencyMonth[]; generatedAt: string }> {
  const now = deps.now();
  const since = firstListedMonth(now, TRANSPARENCY_MONTHS);
  const [received, decided, removals, appeals] = await Promise.all([
    reportsReceivedByMonth(deps.db, since),
    reportDecisionsByMonth(deps.db, since),
    removalsByMonth(deps.db, since),
    appealsByMonth(deps.db, since),
  ]);
  const months = new Map<string, TransparencyMonth>();
  const at = (month: string) => {
    let m = months.get(month);
    if (!m) {
      m = {
        month,
        reportsReceived: 0,
        reportsUpheld: 0,
        reportsDismissed: 0,
        removals: { total: 0, byReason: emptyReasons() },
        restoredAfterAppeal: 0,
        appealsReceived: 0,
        medianDecisionSeconds: null,
      };
      months.set(month, m);
    }
    return m;
  };
  for (const r of received) at(r.month).reportsReceived = Number(r.n);
  for (const r of decided) {
    const m = at(r.month);
    m.reportsUpheld = Number(r.upheld);
    m.reportsDismissed = Number(r.dismissed);
    m.medianDecisionSeconds = r.median == null ? null : Math.round(Number(r.median));
  }
  for (const r of removals) {
    const m = at(r.month);
    const reason: ModerationReason = isModerationReason(r.reason) ? r.reason : 'other';
    m.removals.byReason[reason] += Number(r.n);
    m.removals.total += Number(r.n);
  }
  for (const r of appeals) {
    const m = at(r.month);
    m.restoredAfterAppeal = Number(r.restored);
    m.appealsReceived = Number(r.filed);
  }
  return {
    months: [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1)),
    generatedAt: now.toISOString(),
  };
}
