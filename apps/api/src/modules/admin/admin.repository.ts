// SQL of the admin team's console.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  projectEditRequests,
  projects,
  replies,
  reports,
  reviews,
  users,
} from '../../db/schema.ts';

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
