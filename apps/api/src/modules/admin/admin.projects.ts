// The admin console's projects: moving a project between pending, active and blocked, the
// admin's edits (verified, owner, featured), and the queue of edit requests.
import {
  listMeta,
  type AdminProjectUpdate,
  type AuditAction,
  type ModerationEvent,
  type ProjectUpdate,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import type { projects } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { writeAudit } from '../audit/index.ts';
import {
  applyProjectUpdate,
  changeProject,
  closeEditRequest,
  lockEditRequestForDecision,
  lockProjectForChange,
  projectSnapshot,
  toProject,
} from '../projects/index.ts';
import { shiftProjectReviewsInAuthorCounts } from '../reviews/index.ts';
import { userIdOfAddress } from '../users/index.ts';
import { editRequestsPage, searchProjects } from './admin.repository.ts';
import { idOf, requireReason, tell } from './admin.service.ts';

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
  const project = await lockProjectForChange(tx, idOf(projectId, 'can_not_find_project'));
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
    const row = await changeProject(tx, project.id, { status, updatedAt: deps.now() });
    // its reviews leave (or rejoin) their authors' review counts with it
    if (action === 'project.block') await shiftProjectReviewsInAuthorCounts(tx, project.id, -1);
    if (action === 'project.unblock') await shiftProjectReviewsInAuthorCounts(tx, project.id, 1);
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
    const row = await changeProject(tx, project.id, { ...values, updatedAt: deps.now() });
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
    const request = await lockEditRequestForDecision(tx, key);
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
    await closeEditRequest(tx, request.id, status);
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
