// Removal with a trace: the author of a review the admin team removed (its 410 tombstone is
// read from the audit trail, modules/audit) may appeal once and the admin team restores or
// rejects; /transparency shows the monthly figures of the audit trail.
import {
  isId,
  isModerationReason,
  listMeta,
  MODERATION_REASONS,
  TRANSPARENCY_MONTHS,
  type AdminAppeal,
  type Appeal,
  type ModerationReason,
  type TransparencyMonth,
} from '@chainreview/shared';
import type { reviewAppeals } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { latestReviewRemoval, writeAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { changeReviewStatus } from '../reviews/index.ts';
import {
  appealsByMonth,
  appealsPage,
  decideAppealRow,
  findAppealOfReview,
  findReviewForAppeal,
  insertAppeal,
  lockAppeal,
  lockReviewForAppeal,
  openAppealsCount,
  removalsByMonth,
  removedReviewCount,
  reportDecisionsByMonth,
  reportsReceivedByMonth,
} from './removal.repository.ts';

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
      await changeReviewStatus(tx, review, 'active');
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
      reasonCategory: (await latestReviewRemoval(tx, review.id))?.reasonCategory ?? null,
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

/** How many appeals wait for a decision (the admin console's counters). */
export function countOpenAppeals(deps: Deps): Promise<number> {
  return openAppealsCount(deps.db);
}
