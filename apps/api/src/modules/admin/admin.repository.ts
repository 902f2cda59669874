// SQL of the admin team's console and of the audit trail.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditQuery, AuditTarget } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { logAuditDecision } from '../tlog/index.ts';
import {
  auditLogs,
  projectEditRequests,
  projects,
  replies,
  reports,
  reviews,
  users,
} from '../../db/schema.ts';

export interface AuditInput {
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  proof?: Record<string, unknown> | null;
  now: Date;
}

/** Appends one audit row; call it inside the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLogs).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: String(input.targetId),
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason || null,
    proof: input.proof ?? null,
    createdAt: input.now,
  });
  await logAuditDecision(tx, input);
}

export async function listAudit(db: DbOrTx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLogs.action, query.action));
  if (query.targetType) conditions.push(eq(auditLogs.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLogs.targetId, query.targetId));
  if (query.actorId) conditions.push(eq(auditLogs.actorId, Number(query.actorId)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        log: auditLogs,
        actorAddress: users.address,
        actorName: users.displayName,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(where),
  ]);
  return { rows, total };
}

export async function queueCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      submissions: sql<number>`(select count(*)::int from ${projects} where ${projects.status} = 'pending')`,
      reports: sql<number>`(select count(distinct (${reports.targetType}, ${reports.targetId}))::int from ${reports} where ${reports.status} = 'open')`,
      editRequests: sql<number>`(select count(*)::int from ${projectEditRequests} where ${projectEditRequests.status} = 'open')`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function searchProjects(
  db: DbOrTx,
  filter: { status?: 'pending' | 'active' | 'blocked'; keyword?: string; featured?: boolean },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(projects.status, filter.status));
  if (filter.featured) conditions.push(sql`${projects.featureScore} > 0`);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(projects.name, like),
        ilike(projects.symbol, like),
        eq(sql`lower(${projects.contractAddress})`, keyword.toLowerCase()),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return { rows, total };
}

export async function searchUsers(
  db: DbOrTx,
  filter: { status?: 'active' | 'blocked'; keyword?: string },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.displayName, like), ilike(users.address, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: users.id,
        address: users.address,
        displayName: users.displayName,
        role: users.role,
        status: users.status,
        reviewsCount: users.reviewsCount,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total };
}

/** Report targets (a review or a reply) with open/settled reports, oldest first, paged by target. */
export async function reportTargets(
  db: DbOrTx,
  status: 'open' | 'resolved' | 'dismissed',
  limit: number,
  offset: number,
) {
  const groups = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      first: sql<Date>`min(${reports.createdAt})`.as('first'),
    })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(sql`min(${reports.createdAt})`, reports.targetType, reports.targetId)
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({
      total: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int`,
    })
    .from(reports)
    .where(eq(reports.status, status));
  if (groups.length === 0)
    return { groups: [], reportRows: [], reviewRows: [], replyRows: [], total };
  const reviewIds = groups.filter((g) => g.targetType === 'review').map((g) => g.targetId);
  const replyIds = groups.filter((g) => g.targetType === 'reply').map((g) => g.targetId);
  const [reportRows, reviewRows, replyRows] = await Promise.all([
    db
      .select({
        report: reports,
        address: users.address,
        displayName: users.displayName,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(
        and(
          eq(reports.status, status),
          or(
            reviewIds.length
              ? and(eq(reports.targetType, 'review'), inArray(reports.targetId, reviewIds))
              : undefined,
            replyIds.length
              ? and(eq(reports.targetType, 'reply'), inArray(reports.targetId, replyIds))
              : undefined,
          ),
        ),
      )
      .orderBy(asc(reports.createdAt)),
    reviewIds.length
      ? db
          .select({
            id: reviews.id,
            title: reviews.title,
            status: reviews.status,
            userId: reviews.userId,
            projectId: reviews.projectId,
            authorAddress: users.address,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(inArray(reviews.id, reviewIds))
      : Promise.resolve([]),
    replyIds.length
      ? db
          .select({
            id: replies.id,
            content: replies.content,
            status: replies.status,
            userId: replies.userId,
            reviewId: replies.reviewId,
            authorAddress: users.address,
          })
          .from(replies)
          .innerJoin(users, eq(users.id, replies.userId))
          .where(inArray(replies.id, replyIds))
      : Promise.resolve([]),
  ]);
  return { groups, reportRows, reviewRows, replyRows, total };
}

export async function editRequestsPage(
  db: DbOrTx,
  status: 'open' | 'accepted' | 'rejected',
  limit: number,
  offset: number,
) {
  const where = eq(projectEditRequests.status, status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        request: projectEditRequests,
        project: projects,
        requesterAddress: users.address,
        requesterName: users.displayName,
      })
      .from(projectEditRequests)
      .innerJoin(projects, eq(projects.id, projectEditRequests.projectId))
      .innerJoin(users, eq(users.id, projectEditRequests.userId))
      .where(where)
      .orderBy(asc(projectEditRequests.createdAt), asc(projectEditRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projectEditRequests)
      .where(where),
  ]);
  return { rows, total };
}

/** The project row, locked for update until the transaction ends. */
export async function lockProjectRow(tx: DbOrTx, id: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return project;
}

/** Records a project's owner (lower-case address, or none); the updated row. */
export async function setProjectOwner(tx: DbOrTx, id: number, owner: string | null, at: Date) {
  const [row] = await tx
    .update(projects)
    .set({ ownerAddress: owner?.toLowerCase() ?? null, updatedAt: at })
    .where(eq(projects.id, id))
    .returning();
  return row!;
}

export async function updateProjectRow(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof projects.$inferInsert>,
) {
  const [row] = await tx.update(projects).set(values).where(eq(projects.id, id)).returning();
  return row!;
}

/** A review row locked for update (moderation moves its status). */
export async function lockReviewRow(tx: DbOrTx, id: number, strength: 'update' | 'no key update') {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for(strength);
  return review;
}

export async function lockReplyRow(tx: DbOrTx, id: number) {
  const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
  return reply;
}

/** Moves a reply to blocked or back, keeping its review's reply counter equal to the visible. */
export async function moveReplyStatus(
  tx: DbOrTx,
  reply: { id: number; reviewId: number },
  next: 'blocked' | 'active',
): Promise<void> {
  await tx.update(replies).set({ status: next }).where(eq(replies.id, reply.id));
  await tx
    .update(reviews)
    .set({
      repliesCount: sql`${reviews.repliesCount} ${next === 'blocked' ? sql`-` : sql`+`} 1`,
    })
    .where(eq(reviews.id, reply.reviewId));
}

/** Locks the open reports on a target and settles them all; how many there were. */
export async function settleOpenReports(
  tx: DbOrTx,
  targetType: 'review' | 'reply',
  targetId: number,
  status: 'resolved' | 'dismissed',
): Promise<number> {
  const where = () =>
    and(
      eq(reports.targetType, targetType),
      eq(reports.targetId, targetId),
      eq(reports.status, 'open'),
    );
  const open = await tx.select({ id: reports.id }).from(reports).where(where()).for('update');
  if (open.length === 0) return 0;
  await tx.update(reports).set({ status }).where(where());
  return open.length;
}

export async function findReport(db: DbOrTx, id: number) {
  const [report] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return report;
}

export async function lockReport(tx: DbOrTx, id: number) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return report;
}

export async function setReportStatus(
  tx: DbOrTx,
  id: number,
  status: 'resolved' | 'dismissed',
): Promise<void> {
  await tx.update(reports).set({ status }).where(eq(reports.id, id));
}

export async function lockEditRequest(tx: DbOrTx, id: number) {
  const [request] = await tx
    .select()
    .from(projectEditRequests)
    .where(eq(projectEditRequests.id, id))
    .for('update');
  return request;
}

export async function setEditRequestStatus(
  tx: DbOrTx,
  id: number,
  status: 'accepted' | 'rejected',
): Promise<void> {
  await tx.update(projectEditRequests).set({ status }).where(eq(projectEditRequests.id, id));
}

export async function findUserForModeration(tx: DbOrTx, id: number) {
  const [target] = await tx
    .select({ id: users.id, role: users.role, address: users.address, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return target;
}

export async function updateUserStatus(tx: DbOrTx, id: number, status: 'active' | 'blocked') {
  const [row] = await tx
    .update(users)
    .set({ status })
    .where(eq(users.id, id))
    .returning({ id: users.id, status: users.status });
  return row!;
}
