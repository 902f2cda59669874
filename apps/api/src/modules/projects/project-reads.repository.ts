// SQL for single projects: lookups by id or address, follows, and review counts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { projectFollows, projects, reviews, users } from '../../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

export async function findProjectById(db: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const statement = prepared(db, 'project_by_id', (root) =>
    root
      .select()
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .limit(1)
      .prepare('project_by_id'),
  );
  const [row] = statement
    ? await statement.execute({ id })
    : await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function findProjectByChainAddress(
  db: DbOrTx,
  chain: string,
  address: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.chain, chain),
        sql`lower(${projects.contractAddress}) = ${address.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

/** By contract address on any chain; the most reviewed wins when several chains share it. */
export async function findProjectByAddress(
  db: DbOrTx,
  address: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(sql`lower(${projects.contractAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(projects.status), desc(projects.reviewCount))
    .limit(1);
  return row;
}

export async function followedProjectIds(
  db: DbOrTx,
  userId: number,
  projectIds: number[],
): Promise<Set<number>> {
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
      reviews: sql<number>`count(*)::int`,
      reviewers: sql<number>`count(distinct ${reviews.userId})::int`,
      votes: sql<number>`coalesce(sum(${reviews.upVoteCount} + ${reviews.downVoteCount}), 0)::int`,
    })
    // public reviews only: a blocked review, or any review of a blocked project, counts nowhere
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(and(eq(reviews.status, 'active'), eq(projects.status, 'active')));
  return row ?? { projects: 0, reviews: 0, reviewers: 0, votes: 0 };
}

export async function holderReviewCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(
        eq(reviews.projectId, projectId),
        eq(reviews.status, 'active'),
        sql`${reviews.holderBadge} is not null`,
      ),
    );
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
