// The admin team's console: queues (submissions, reports, edit requests), project
// and user pages, and the audit trail. Every action runs in one transaction with its audit row
// and the notification to the user it affects; a failed action writes neither.
import {
  listMeta,
  reportsHide,
  type AdminProjectUpdate,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTarget,
  type ModerationEvent,
  type ModerationReason,
  REPORT_REASON_RULE,
  type ProjectUpdate,
  type ServerErrorCode,
  isId,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import type { projects } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { moveReviewStatus, shiftAuthorCountsOfProject } from '../reviews/reviews.repository.ts';
import { openReportWeights } from '../reviews/reports.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import { toProject, type ViewerRef } from '../projects/projects.service.ts';
import { applyProjectUpdate, projectSnapshot } from '../projects/projects.submissions.ts';
import { findUserIdByAddress } from '../donations/donations.repository.ts';
import { openAppealsCount } from '../removal/removal.repository.ts';
import {
  editRequestsPage,
  findReport,
  findUserForModeration,
  listAudit,
  lockEditRequest,
  lockProjectRow,
  lockReplyRow,
  lockReport,
  lockReviewRow,
  moveReplyStatus,
  queueCounts,
  reportTargets,
  searchProjects,
  searchUsers,
  setEditRequestStatus,
  setReportStatus,
  settleOpenReports,
  updateUserStatus,
  updateProjectRow,
  writeAudit,
} from './admin.repository.ts';

const idOf = (id: string, code: ServerErrorCode = 'can_not_find_data') => {
  if (!isId(id)) throw notFound(code);
  return Number(id);
};

const requireReason = (reason: string | undefined) => {
  if (!reason?.trim()) throw badRequest('reason_required');
  return reason.trim();
};

/** A removal names the rule it applies (shown on the tombstone and counted on /transparency). */
const requireCategory = (category: ModerationReason | undefined) => {
  if (!category) throw badRequest('reason_category_required');
  return category;
};

async function tell(
  tx: DbOrTx,
  deps: Deps,
  userId: number | null | undefined,
  event: ModerationEvent,
  input: {
    reason?: string | null;
    reasonCategory?: ModerationReason | null;
    objectId?: string;
    projectId?: number | null;
    review?: boolean;
  },
) {
  if (userId == null) return;
  await notify(tx, {
    userId,
    type: 'moderation',
    action: input.review ? 'display_review' : 'display_profile',
    objectId: input.objectId,
    projectId: input.projectId ?? null,
    message: input.reason ?? null,
    meta: {
      event,
      reason: input.reason ?? null,
      ...(input.reasonCategory ? { reasonCategory: input.reasonCategory } : {}),
    },
    now: deps.now(),
  });
}

async function userIdOfAddress(tx: DbOrTx, address: string | null | undefined) {
  if (!address) return null;
  return findUserIdByAddress(tx, address);
}

export async function adminCounts(deps: Deps) {
  const [queues, appeals] = await Promise.all([queueCounts(deps.db), openAppealsCount(deps.db)]);
  return { ...queues, appeals };
}

// ---- projects -------------------------------------------------------------------------------

export async function listProjects(
  deps: Deps,
  filter: { status?: 'pending' | 'active' | 'blocked'; keyword?: string; featured?: boolean },
  limit: number,
  offset: number,
) {
  const { rows, total } = await searchProjects(deps.db, filter, limit, offset);
  return {
    data: rows.map((r) => ({ ...toProject(r), featureRank: r.featureScore, status: r.status })),
    meta: listMeta(limit, offset, total),
  };
}

async function lockProject(tx: DbOrTx, projectId: string) {
  const project = await lockProjectRow(tx, idOf(projectId, 'can_not_find_project'));
  if (!project) throw notFound('can_not_find_project');
  return project;
}

/**
 * Moves a project between pending, active and blocked: approving or rejecting a submission,
 * blocking or restoring a published project. A blocked project leaves every public list at once
 * (the lists read status = 'active').
 */
export async function setProjectStatus(
  deps: Deps,
  admin: ViewerRef,
  projectId: string,
  status: 'pending' | 'active' | 'blocked',
  reason?: string,
) {
  return transaction(deps, async (tx) => {
    const project = await lockProject(tx, projectId);
    const from = project.status;
    let action: AuditAction;
    let event: ModerationEvent;
    if (from === 'pending' && status === 'active') {
      action = 'submission.approve';
      event = 'submission_approved';
    } else if (from === 'pending' && status === 'blocked') {
      reason = requireReason(reason);
      action = 'submission.reject';
      event = 'submission_rejected';
    } else if (from === 'active' && status === 'blocked') {
      reason = requireReason(reason);
      action = 'project.block';
      event = 'content_blocked';
    } else if (from === 'blocked' && status === 'active') {
      action = 'project.unblock';
      event = 'content_restored';
    } else if (from === 'blocked' && status === 'blocked') {
      throw conflict('project_already_blocked');
    } else if (status === 'active') {
      throw conflict('project_not_blocked');
    } else {
      throw badRequest('nothing_to_update');
    }
    const row = await updateProjectRow(tx, project.id, { status, updatedAt: deps.now() });
    // its reviews leave (or rejoin) their authors' review counts with it
    if (action === 'project.block') await shiftAuthorCountsOfProject(tx, project.id, -1);
    if (action === 'project.unblock') await shiftAuthorCountsOfProject(tx, project.id, 1);
    await writeAudit(tx, {
      actorId: admin.id,
      action,
      targetType: 'project',
      targetId: project.id,
      before: { status: from },
      after: { status },
      reason,
      now: deps.now(),
    });
    const owner = await userIdOfAddress(tx, project.ownerAddress);
    const recipients = new Set([project.submittedBy, owner].filter((id) => id != null));
    for (const userId of recipients)
      await tell(tx, deps, userId, event, {
        reason,
        objectId: String(project.id),
        projectId: project.id,
      });
    return toProject(row!);
  });
}

/** Verify / unverify, set or clear the owner, feature with a rank: one audit row per change. */
export async function adminUpdateProject(
  deps: Deps,
  admin: ViewerRef,
  projectId: string,
  input: AdminProjectUpdate,
) {
  return transaction(deps, async (tx) => {
    const project = await lockProject(tx, projectId);
    const values: Partial<typeof projects.$inferInsert> = {};
    const audits: { action: AuditAction; before: object; after: object }[] = [];
    if (input.isVerified !== undefined && input.isVerified !== project.isVerified) {
      values.isVerified = input.isVerified;
      audits.push({
        action: input.isVerified ? 'project.verify' : 'project.unverify',
        before: { isVerified: project.isVerified },
        after: { isVerified: input.isVerified },
      });
    }
    if (input.ownerAddress !== undefined) {
      const next = input.ownerAddress ? input.ownerAddress.toLowerCase() : null;
      if (next !== (project.ownerAddress?.toLowerCase() ?? null)) {
        values.ownerAddress = next;
        audits.push({
          action: next ? 'project.set_owner' : 'project.clear_owner',
          before: { ownerAddress: project.ownerAddress },
          after: { ownerAddress: next },
        });
      }
    }
    if (input.featureRank !== undefined && input.featureRank !== project.featureScore) {
      values.featureScore = input.featureRank;
      audits.push({
        action: 'project.feature',
        before: { featureRank: project.featureScore },
        after: { featureRank: input.featureRank },
      });
    }
    if (audits.length === 0) throw badRequest('nothing_to_update');
    const row = await updateProjectRow(tx, project.id, { ...values, updatedAt: deps.now() });
    for (const a of audits)
      await writeAudit(tx, {
        actorId: admin.id,
        action: a.action,
        targetType: 'project',
        targetId: project.id,
        before: a.before as Record<string, unknown>,
        after: a.after as Record<string, unknown>,
        reason: input.reason,
        now: deps.now(),
      });
    return { ...toProject(row!), featureRank: row!.featureScore, status: row!.status };
  });
}

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
  const review = await lockReviewRow(tx, reviewId, 'update');
  if (!review) throw notFound('can_not_find_review');
  if (status === 'blocked' && review.status === 'blocked') throw conflict('review_already_blocked');
  if (status === 'active' && review.status === 'active') throw conflict('review_not_blocked');
  await moveReviewStatus(tx, review, status);
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
    const settled = await settleOpenReports(
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
      const review = await lockReviewRow(tx, key, 'update');
      if (review) {
        before = review.status;
        authorId = review.userId;
        projectId = review.projectId;
        reviewId = review.id;
        const next = decision === 'uphold' ? 'blocked' : 'active';
        await moveReviewStatus(tx, review, next);
        after = next;
      }
    } else {
      const reply = await lockReplyRow(tx, key);
      if (reply) {
        before = reply.status;
        authorId = reply.userId;
        reviewId = reply.reviewId;
        const next = decision === 'uphold' ? 'blocked' : 'active';
        if (reply.status !== next) await moveReplyStatus(tx, reply, next);
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
  const report = await findReport(deps.db, reportKey);
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
    const locked = await lockReport(tx, reportKey);
    if (!locked || locked.status !== 'open') throw badRequest('report_already_settled');
    await setReportStatus(tx, locked.id, status);
    let restored = false;
    if (locked.targetType === 'review') {
      const review = await lockReviewRow(tx, locked.targetId, 'no key update');
      if (
        review?.status === 'hidden' &&
        !reportsHide(await openReportWeights(tx, 'review', review.id))
      )
        restored = await moveReviewStatus(tx, review, 'active');
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

// ---- edit requests --------------------------------------------------------------------------

export async function listEditRequests(
  deps: Deps,
  status: 'open' | 'accepted' | 'rejected',
  limit: number,
  offset: number,
) {
  const { rows, total } = await editRequestsPage(deps.db, status, limit, offset);
  return {
    data: rows.map(({ request: r, project, requesterAddress, requesterName }) => {
      const changes = r.changes as Record<string, unknown>;
      const current = projectSnapshot(project, Object.keys(changes));
      return {
        id: String(r.id),
        projectId: String(r.projectId),
        projectName: project.name,
        userId: String(r.userId),
        requester: { id: String(r.userId), address: requesterAddress, displayName: requesterName },
        changes,
        /** Field by field: what the project says now and what the request proposes. */
        diff: Object.keys(changes).map((field) => ({
          field,
          current: current[field] ?? null,
          proposed: changes[field] ?? null,
        })),
        note: r.note,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    meta: listMeta(limit, offset, total),
  };
}

/** Accepting applies the requested changes as an admin edit, in the same transaction. */
export async function settleEditRequest(
  deps: Deps,
  admin: ViewerRef,
  requestId: string,
  status: 'accepted' | 'rejected',
  reason?: string,
) {
  const key = idOf(requestId);
  if (status === 'rejected') reason = requireReason(reason);
  return transaction(deps, async (tx) => {
    const request = await lockEditRequest(tx, key);
    if (!request) throw notFound('can_not_find_data');
    if (request.status !== 'open') throw badRequest('request_already_settled');
    const project = await lockProject(tx, String(request.projectId));
    if (status === 'accepted') {
      // an image in a request belongs to the requester; the admin applies the rest
      const { avatarUrl: _avatar, ...changes } = request.changes as ProjectUpdate;
      await applyProjectUpdate(tx, deps, admin, project, changes, {
        action: 'edit_request.accept',
        reason,
        targetId: request.id,
      });
    } else {
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'edit_request.reject',
        targetType: 'edit_request',
        targetId: request.id,
        before: { status: 'open', projectId: String(project.id) },
        after: { status: 'rejected', changes: request.changes },
        reason,
        now: deps.now(),
      });
    }
    await setEditRequestStatus(tx, request.id, status);
    await tell(
      tx,
      deps,
      request.userId,
      status === 'accepted' ? 'edit_request_accepted' : 'edit_request_rejected',
      { reason, objectId: String(project.id), projectId: project.id },
    );
    return { id: String(request.id), status };
  });
}

// ---- users ----------------------------------------------------------------------------------

export async function listUsers(
  deps: Deps,
  filter: { status?: 'active' | 'blocked'; keyword?: string },
  limit: number,
  offset: number,
) {
  const { rows, total } = await searchUsers(deps.db, filter, limit, offset);
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      address: r.address,
      displayName: r.displayName,
      role:
        r.role === 'admin' || deps.config.adminAddresses.includes(r.address.toLowerCase())
          ? ('admin' as const)
          : r.role,
      status: r.status,
      reviewsCount: r.reviewsCount,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: listMeta(limit, offset, total),
  };
}

/** Blocks or restores a user; never an admin (oneself included), so the team cannot lock itself out. */
export async function setUserStatus(
  deps: Deps,
  actor: ViewerRef,
  userId: string,
  status: 'active' | 'blocked',
  reason?: string,
) {
  const targetId = idOf(userId, 'can_not_find_user');
  if (status === 'blocked') reason = requireReason(reason);
  return transaction(deps, async (tx) => {
    await lockUsers(tx, [targetId]);
    const target = await findUserForModeration(tx, targetId);
    if (!target) throw notFound('can_not_find_user');
    const admin =
      target.role === 'admin' || deps.config.adminAddresses.includes(target.address.toLowerCase());
    if (status === 'blocked' && (target.id === actor.id || admin))
      throw forbidden('can_not_block_admin');
    if (target.status === status)
      throw conflict(status === 'blocked' ? 'user_already_blocked' : 'user_not_blocked');
    const row = await updateUserStatus(tx, targetId, status);
    await writeAudit(tx, {
      actorId: actor.id,
      action: status === 'blocked' ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: target.id,
      before: { status: target.status },
      after: { status },
      reason,
      now: deps.now(),
    });
    await tell(tx, deps, target.id, status === 'blocked' ? 'account_blocked' : 'account_restored', {
      reason,
    });
    return { id: String(row!.id), status: row!.status };
  });
}

// ---- audit ----------------------------------------------------------------------------------

export async function auditTrail(deps: Deps, query: AuditQuery) {
  const { rows, total } = await listAudit(deps.db, query);
  const data: AuditEntry[] = rows.map(({ log, actorAddress, actorName }) => ({
    id: String(log.id),
    actor:
      log.actorId != null && actorAddress
        ? { id: String(log.actorId), address: actorAddress, displayName: actorName }
        : null,
    action: log.action as AuditEntry['action'],
    targetType: log.targetType as AuditEntry['targetType'],
    targetId: log.targetId,
    before: log.before,
    after: log.after,
    reason: log.reason,
    reasonCategory: log.reasonCategory,
    proof: log.proof,
    createdAt: log.createdAt.toISOString(),
  }));
  return { data, meta: listMeta(query.limit, query.offset, total) };
}
