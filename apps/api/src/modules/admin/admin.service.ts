// The admin team's console: queues (submissions, reports, edit requests), project and user
// pages, and the audit trail. Every action runs in one transaction with its audit row and the
// notification to the user it affects; a failed action writes neither. The rows themselves
// change through their own modules (projects, reviews, users); this module decides and records.
// This file: the helpers every area shares, the counters, users and the audit trail; projects
// and edit requests are in admin.projects.ts, reviews and reports in admin.reports.ts.
import {
  listMeta,
  type AuditEntry,
  type AuditQuery,
  type ModerationEvent,
  type ModerationReason,
  type ServerErrorCode,
  isId,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { listAudit, writeAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import { countOpenAppeals } from '../removal/index.ts';
import { changeUserStatus, findUserForModeration } from '../users/index.ts';
import { queueCounts, searchUsers } from './admin.repository.ts';

export const idOf = (id: string, code: ServerErrorCode = 'can_not_find_data') => {
  if (!isId(id)) throw notFound(code);
  return Number(id);
};

export const requireReason = (reason: string | undefined) => {
  if (!reason?.trim()) throw badRequest('reason_required');
  return reason.trim();
};

/** A removal names the rule it applies (shown on the tombstone and counted on /transparency). */
export const requireCategory = (category: ModerationReason | undefined) => {
  if (!category) throw badRequest('reason_category_required');
  return category;
};

export async function tell(
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

export async function adminCounts(deps: Deps) {
  const [queues, appeals] = await Promise.all([queueCounts(deps.db), countOpenAppeals(deps)]);
  return { ...queues, appeals };
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
    const row = await changeUserStatus(tx, targetId, status);
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
