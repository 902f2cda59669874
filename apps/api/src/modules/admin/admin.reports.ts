// The admin console's reviews and reports: blocking or restoring a review, the report queue
// grouped by target, and settling reports (uphold blocks the content, dismiss restores it).
import {
  listMeta,
  type AuditAction,
  type AuditTarget,
  type ModerationReason,
  REPORT_REASON_RULE,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { writeAudit } from '../audit/index.ts';
import {
  changeReplyStatus,
  changeReportStatus,
  changeReviewStatus,
  findReportById,
  lockReplyForModeration,
  lockReportForModeration,
  lockReviewForModeration,
  restoreWhenReportsNoLongerHide,
  settleOpenReportsOn,
} from '../reviews/index.ts';
import { reportTargets } from './admin.repository.ts';
import { idOf, requireCategory, requireReason, tell } from './admin.service.ts';

// ---- reviews --------------------------------------------------------------------------------

async function blockReview(
  tx: DbOrTx,
  deps: Deps,
  admin: ViewerRef,
  reviewId: number,
  status: 'blocked' | 'active',
  action: AuditAction,
  reason: string | undefined,
  reasonCategory?: ModerationReason,
) {
  const review = await lockReviewForModeration(tx, reviewId, 'update');
  if (!review) throw notFound('can_not_find_review');
  if (status === 'blocked' && review.status === 'blocked') throw conflict('review_already_blocked');
  if (status === 'active' && review.status === 'active') throw conflict('review_not_blocked');
  await changeReviewStatus(tx, review, status);
  await writeAudit(tx, {
    actorId: admin.id,
    action,
    targetType: 'review',
    targetId: review.id,
    before: { status: review.status },
    after: { status },
    reason,
    reasonCategory,
    now: deps.now(),
  });
  await tell(
    tx,
    deps,
    review.userId,
    status === 'blocked' ? 'content_blocked' : 'content_restored',
    {
      reason,
      reasonCategory,
      objectId: String(review.id),
      projectId: review.projectId,
      review: true,
    },
  );
}

/** Blocks or restores one review; blocking twice is review_already_blocked. */
export async function setReviewStatus(
  deps: Deps,
  admin: ViewerRef,
  reviewId: string,
  status: 'blocked' | 'active',
  reason?: string,
  reasonCategory?: ModerationReason,
) {
  const key = idOf(reviewId, 'can_not_find_review');
  if (status === 'blocked') {
    reason = requireReason(reason);
    reasonCategory = requireCategory(reasonCategory);
  }
  await transaction(deps, (tx) =>
    blockReview(
      tx,
      deps,
      admin,
      key,
      status,
      status === 'blocked' ? 'review.block' : 'review.restore',
      reason,
      status === 'blocked' ? reasonCategory : undefined,
    ),
  );
  return { id: String(key), status };
}

// ---- reports --------------------------------------------------------------------------------

/** Reports grouped by what they report, with each reporter and the weight of their report. */
export async function listReportGroups(
  deps: Deps,
  status: 'open' | 'resolved' | 'dismissed',
  limit: number,
  offset: number,
) {
  const { groups, reportRows, reviewRows, replyRows, total } = await reportTargets(
    deps.db,
    status,
    limit,
    offset,
  );
  const data = groups.map((g) => {
    const rows = reportRows.filter(
      (r) => r.report.targetType === g.targetType && r.report.targetId === g.targetId,
    );
    const review = g.targetType === 'review' ? reviewRows.find((r) => r.id === g.targetId) : null;
    const reply = g.targetType === 'reply' ? replyRows.find((r) => r.id === g.targetId) : null;
    return {
      targetType: g.targetType,
      targetId: String(g.targetId),
      target: review
        ? {
            text: review.title,
            status: review.status,
            authorId: String(review.userId),
            authorAddress: review.authorAddress,
            reviewId: String(review.id),
            projectId: String(review.projectId),
          }
        : reply
          ? {
              text: reply.content.slice(0, 300),
              status: reply.status,
              authorId: String(reply.userId),
              authorAddress: reply.authorAddress,
              reviewId: String(reply.reviewId),
              projectId: null,
            }
          : null,
      totalWeight: rows.reduce((sum, r) => sum + r.report.weight, 0),
      reports: rows.map((r) => ({
        id: String(r.report.id),
        reporter: {
          id: String(r.report.reporterId),
          address: r.address,
          displayName: r.displayName,
        },
        reason: r.report.reason,
        note: r.report.note,
        weight: r.report.weight,
        status: r.report.status,
        createdAt: r.report.createdAt.toISOString(),
      })),
    };
  });
  return { data, meta: listMeta(limit, offset, total) };
}

/**
 * Settles every open report on one target: uphold blocks the content, dismiss restores it
 * (a review hidden or blocked returns to the public lists and counts).
 */
export async function settleReportTarget(
  deps: Deps,
  admin: ViewerRef,
  targetType: 'review' | 'reply',
  targetId: string,
  decision: 'uphold' | 'dismiss',
  reason?: string,
  reasonCategory?: ModerationReason,
) {
  const key = idOf(targetId);
  if (decision === 'uphold') {
    reason = requireReason(reason);
    reasonCategory = requireCategory(reasonCategory);
  } else reasonCategory = undefined;
  return transaction(deps, async (tx) => {
    const settled = await settleOpenReportsOn(
      tx,
      targetType,
      key,
      decision === 'uphold' ? 'resolved' : 'dismissed',
    );
    if (settled === 0) throw conflict('report_already_settled');
    const action: AuditAction = decision === 'uphold' ? 'report.uphold' : 'report.dismiss';
    let before: string | null = null;
    let after: string | null = null;
    let authorId: number | null = null;
    let projectId: number | null = null;
    let reviewId: number | null = null;
    if (targetType === 'review') {
      const review = await lockReviewForModeration(tx, key, 'update');
      if (review) {
        before = review.status;
        authorId = review.userId;
        projectId = review.projectId;
        reviewId = review.id;
        const next = decision === 'uphold' ? 'blocked' : 'active';
        await changeReviewStatus(tx, review, next);
        after = next;
      }
    } else {
      const reply = await lockReplyForModeration(tx, key);
      if (reply) {
        before = reply.status;
        authorId = reply.userId;
        reviewId = reply.reviewId;
        const next = decision === 'uphold' ? 'blocked' : 'active';
        if (reply.status !== next) await changeReplyStatus(tx, reply, next);
        after = next;
      }
    }
    await writeAudit(tx, {
      actorId: admin.id,
      action,
      targetType: targetType as AuditTarget,
      targetId: key,
      before: { status: before, openReports: settled },
      after: { status: after },
      reason,
      reasonCategory,
      now: deps.now(),
    });
    if (before !== after)
      await tell(
        tx,
        deps,
        authorId,
        decision === 'uphold' ? 'content_blocked' : 'content_restored',
        {
          reason,
          reasonCategory,
          objectId: reviewId != null ? String(reviewId) : undefined,
          projectId,
          review: reviewId != null,
        },
      );
    return { targetType, targetId: String(key), decision, status: after };
  });
}

/** One report (the older API): resolving upholds the whole target, dismissing only this one. */
export async function settleReport(
  deps: Deps,
  admin: ViewerRef,
  reportId: string,
  status: 'resolved' | 'dismissed',
  reason?: string,
  reasonCategory?: ModerationReason,
) {
  const reportKey = idOf(reportId);
  const report = await findReportById(deps.db, reportKey);
  if (!report) throw notFound('can_not_find_data');
  if (report.status !== 'open') throw badRequest('report_already_settled');
  if (status === 'resolved') {
    await settleReportTarget(
      deps,
      admin,
      report.targetType,
      String(report.targetId),
      'uphold',
      reason || report.reason,
      // this older API settles one report: its reason names the rule unless one is given
      reasonCategory ?? REPORT_REASON_RULE[report.reason as keyof typeof REPORT_REASON_RULE],
    );
    return { id: String(report.id), status };
  }
  return transaction(deps, async (tx) => {
    const locked = await lockReportForModeration(tx, reportKey);
    if (!locked || locked.status !== 'open') throw badRequest('report_already_settled');
    await changeReportStatus(tx, locked.id, status);
    let restored = false;
    if (locked.targetType === 'review') {
      const review = await lockReviewForModeration(tx, locked.targetId, 'no key update');
      if (review) restored = await restoreWhenReportsNoLongerHide(tx, review);
    }
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'report.dismiss',
      targetType: locked.targetType,
      targetId: locked.targetId,
      before: { reportId: String(locked.id), status: 'open' },
      after: { reportId: String(locked.id), status, restored },
      reason,
      now: deps.now(),
    });
    return { id: String(locked.id), status };
  });
}
