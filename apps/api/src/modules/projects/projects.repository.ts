// SQL for projects: lookups, filtered and sorted lists, and ranked search.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectListQuery } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { projectFollows, projects, reviews, users } from '../../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

const active = eq(projects.status, 'active');

export async function findProjectById(db: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function findProjectByChainAddress(db: DbOrTx, chain: string, address: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.chain, chain), sql`lower(${projects.contractAddress}) = ${address.toLowerCase()}`))
    .limit(1);
  return row;
}

/** By contract address on any chain; the most reviewed wins when several chains share it. */
export async function findProjectByAddress(db: DbOrTx, address: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(sql`lower(${projects.contractAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(projects.status), desc(projects.reviewCount))
    .limit(1);
  return row;
}

function sortColumn(query: ProjectListQuery) {
  switch (query.sort) {
    case 'trendingScore':
      return query.window === 30 ? projects.trendingScore30 : query.window === 90 ? projects.trendingScore90 : projects.trendingScore;
    case 'popularScore':
      return projects.popularScore;
    case 'featureScore':
      return projects.featureScore;
    case 'reviewCount':
      return projects.reviewCount;
    case 'avgStar':
      return projects.avgStar;
    case 'newScore':
      return projects.newScore;
    case 'goodRatingScore':
      return projects.goodRatingScore;
    case 'newGemScore':
      return projects.newGemScore;
    case 'updated':
      return projects.updatedAt;
    case 'createdAt':
    default:
      return projects.createdAt;
  }
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: ProjectListQuery): SQL[] {
  const where: SQL[] = [active];
  if (query.chain) where.push(eq(projects.chain, query.chain));
  if (query.category) where.push(sql`${query.category} = any(${projects.categories})`);
  if (query.type) where.push(eq(projects.type, query.type));
  return where;
}

export async function listProjects(db: DbOrTx, query: ProjectListQuery): Promise<{ rows: ProjectRow[]; total: number }> {
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) return searchProjects(db, keyword, query);
  const where = and(...filters(query));
  const column = sortColumn(query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ProjectRow[])
      : db.select().from(projects).where(where).orderBy(direction(column), direction(projects.id)).limit(query.limit).offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { rows, total };
}

/**
 * Ranked search by name, symbol or contract address, case-insensitive, prefix and typo
 * tolerant (pg_trgm): an exact symbol or address first, then name prefix, then similarity,
 * then popularity. Every branch of the WHERE can use an index.
 */
export async function searchProjects(db: DbOrTx, keyword: string, query: ProjectListQuery): Promise<{ rows: ProjectRow[]; total: number }> {
  const like = `${likeEscape(keyword)}%`;
  const contains = `%${likeEscape(keyword)}%`;
  const match = sql`(
    lower(${projects.contractAddress}) = ${keyword}
    or lower(${projects.symbol}) like ${like}
    or lower(${projects.name}) like ${contains}
    or (char_length(${keyword}) >= 3 and lower(${projects.name}) % ${keyword})
    or (char_length(${keyword}) >= 3 and lower(${projects.symbol}) % ${keyword})
  )`;
  const where = and(...filters(query), match);
  const rank = sql<number>`(
    case when lower(${projects.symbol}) = ${keyword} or lower(${projects.contractAddress}) = ${keyword} then 10 else 0 end
    + case when lower(${projects.name}) = ${keyword} then 6 else 0 end
    + case when lower(${projects.name}) like ${like} then 3 else 0 end
    + case when lower(${projects.symbol}) like ${like} then 2 else 0 end
    + similarity(lower(${projects.name}), ${keyword}) * 2
    + similarity(coalesce(lower(${projects.symbol}), ''), ${keyword})
  )`;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ProjectRow[])
      : db
          .select()
          .from(projects)
          .where(where)
          .orderBy(desc(rank), desc(projects.popularScore), desc(projects.id))
          .limit(query.limit)
          .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { rows, total };
}

export async function followedProjectIds(db: DbOrTx, userId: number, projectIds: number[]): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectFollows.projectId })
    .from(projectFollows)
    .where(and(eq(projectFollows.userId, userId), inArray(projectFollows.projectId, projectIds)));
  return new Set(rows.map((r) => r.projectId));
}

export async function reviewsStatistic(db: DbOrTx) {
  const [row] = await db
    .select({
      projects: sql<number>`(select count(*)::int from ${projects} where ${projects.status} = 'active')`,
      reviews: sql<number>`(select count(*)::int from ${reviews} where ${reviews.status} = 'active')`,
      reviewers: sql<number>`(select count(*)::int from ${users} where ${users.reviewsCount} > 0)`,
      votes: sql<number>`(select coalesce(sum(${reviews.upVoteCount} + ${reviews.downVoteCount}), 0)::int from ${reviews})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { projects: 0, reviews: 0, reviewers: 0, votes: 0 };
}

export async function holderReviewCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.status, 'active'), sql`${reviews.holderBadge} is not null`));
  return row?.count ?? 0;
}

/** Reviews of a project counted by the reviewer's level (spec 3 "Project activities"). */
export async function reviewsByLevel(db: DbOrTx, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ level: users.level, count: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.projectId, projectId), eq(reviews.status, 'active')))
    .groupBy(users.level);
  return new Map(rows.map((r) => [r.level, r.count]));
}
