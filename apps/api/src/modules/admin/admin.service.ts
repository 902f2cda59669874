// The admin team's queue: pending submissions, reports, edit requests, blocking users.
// Moving a review in or out of 'blocked' moves the project's rating counters with it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { listMeta, type ProjectUpdate } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { projectEditRequests, projects, replies, reports, reviews, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { applyRatingChange } from '../reviews/reviews.repository.ts';
import { toProject } from '../projects/projects.service.ts';
import { updateProject } from '../projects/projects.submissions.ts';
import type { ViewerRef } from '../projects/projects.service.ts';

const idOf = (id: string, code = 'can_not_find_data') => {
  if (!/^\d{1,15}$/.test(id)) throw notFound(code);
  return Number(id);
};

export async function listProjectsByStatus(deps: Deps, status: 'pending' | 'active' | 'blocked', limit: number, offset: number) {
  const where = eq(projects.status, status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db.select().from(projects).where(where).orderBy(asc(projects.createdAt)).limit(limit).offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { data: rows.map((r) => toProject(r)), meta: listMeta(limit, offset, total) };
}

export async function setProjectStatus(deps: Deps, projectId: string, status: 'pending' | 'active' | 'blocked') {
  const [row] = await deps.db
    .update(projects)
    .set({ status, updatedAt: deps.now() })
    .where(eq(projects.id, idOf(projectId, 'can_not_find_project')))
    .returning();
  if (!row) throw notFound('can_not_find_project');
  return toProject(row);
}

export async function listReports(deps: Deps, status: 'open' | 'resolved' | 'dismissed', limit: number, offset: number) {
  const where = eq(reports.status, status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db.select().from(reports).where(where).orderBy(asc(reports.createdAt)).limit(limit).offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(reports).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      reporterId: String(r.reporterId),
      targetType: r.targetType,
      targetId: String(r.targetId),
      reason: r.reason,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: listMeta(limit, offset, total),
  };
}

/** Blocks or restores a review, keeping the project's and author's counters right. */
async function setReviewStatus(deps: Deps, reviewId: number, status: 'active' | 'blocked') {
  await deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review || review.status === status) return;
    const wasCounted = review.status !== 'blocked';
    const counted = status !== 'blocked';
    await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
    if (wasCounted && !counted) {
      await applyRatingChange(tx, review.projectId, review.rate, null);
      await tx.update(users).set({ reviewsCount: sql`${users.reviewsCount} - 1` }).where(eq(users.id, review.userId));
    } else if (!wasCounted && counted) {
      await applyRatingChange(tx, review.projectId, null, review.rate);
      await tx.update(users).set({ reviewsCount: sql`${users.reviewsCount} + 1` }).where(eq(users.id, review.userId));
    }
  });
}

/**
 * Settles a report: 'resolved' blocks the reported item, 'dismissed' restores a review that
 * reports had hidden (when no other report on it is open).
 */
export async function settleReport(deps: Deps, reportId: string, status: 'resolved' | 'dismissed') {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, idOf(reportId))).limit(1);
  if (!report) throw notFound('can_not_find_data');
  if (report.status !== 'open') throw badRequest('report_already_settled');
  await deps.db.update(reports).set({ status }).where(eq(reports.id, report.id));
  if (report.targetType === 'review') {
    if (status === 'resolved') {
      await setReviewStatus(deps, report.targetId, 'blocked');
      await deps.db
        .update(reports)
        .set({ status: 'resolved' })
        .where(and(eq(reports.targetType, 'review'), eq(reports.targetId, report.targetId), eq(reports.status, 'open')));
    } else {
      const [{ open } = { open: 0 }] = await deps.db
        .select({ open: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.targetType, 'review'), eq(reports.targetId, report.targetId), eq(reports.status, 'open')));
      if (open === 0) await deps.db.update(reviews).set({ status: 'active' }).where(and(eq(reviews.id, report.targetId), eq(reviews.status, 'hidden')));
    }
  } else if (status === 'resolved') {
    await deps.db.transaction(async (tx) => {
      const [reply] = await tx.update(replies).set({ status: 'blocked' }).where(and(eq(replies.id, report.targetId), eq(replies.status, 'active'))).returning();
      if (reply) await tx.update(reviews).set({ repliesCount: sql`${reviews.repliesCount} - 1` }).where(eq(reviews.id, reply.reviewId));
    });
  }
  return { id: String(report.id), status };
}

export async function listEditRequests(deps: Deps, status: 'open' | 'accepted' | 'rejected', limit: number, offset: number) {
  const where = eq(projectEditRequests.status, status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db.select().from(projectEditRequests).where(where).orderBy(asc(projectEditRequests.createdAt)).limit(limit).offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(projectEditRequests).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      projectId: String(r.projectId),
      userId: String(r.userId),
      changes: r.changes,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: listMeta(limit, offset, total),
  };
}

/** Accepting applies the requested changes as an admin edit. */
export async function settleEditRequest(deps: Deps, admin: ViewerRef, requestId: string, status: 'accepted' | 'rejected') {
  const [request] = await deps.db.select().from(projectEditRequests).where(eq(projectEditRequests.id, idOf(requestId))).limit(1);
  if (!request) throw notFound('can_not_find_data');
  if (request.status !== 'open') throw badRequest('request_already_settled');
  if (status === 'accepted') {
    // an image in a request belongs to the requester; the admin applies the rest
    const { avatarUrl: _avatar, ...changes } = request.changes as ProjectUpdate;
    await updateProject(deps, admin, String(request.projectId), changes);
  }
  await deps.db.update(projectEditRequests).set({ status }).where(eq(projectEditRequests.id, request.id));
  return { id: String(request.id), status };
}

export async function setUserStatus(deps: Deps, userId: string, status: 'active' | 'blocked') {
  const [row] = await deps.db.update(users).set({ status }).where(eq(users.id, idOf(userId, 'can_not_find_user'))).returning({ id: users.id, status: users.status });
  if (!row) throw notFound('can_not_find_user');
  return { id: String(row.id), status: row.status };
}
