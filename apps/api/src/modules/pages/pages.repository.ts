// SQL for server-written pages: the rows a page's tags describe, and keyset-ranged
// sitemap pages (primary-key ranges, so any page costs one index range scan).
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects, reviews, users } from '../../db/schema.ts';

export type PageProject = typeof projects.$inferSelect;

export async function projectByChainKey(
  db: DbOrTx,
  chain: string,
  key: string,
): Promise<PageProject | undefined> {
  const byId = /^\d{1,15}$/.test(key);
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.chain, chain),
        byId
          ? sql`(${projects.id} = ${Number(key)} or lower(${projects.contractAddress}) = ${key})`
          : sql`lower(${projects.contractAddress}) = ${key.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

const authorColumns = {
  authorAddress: users.address,
  authorName: users.displayName,
};

/** The project's newest active reviews with their authors (for JSON-LD and feeds). */
export async function newestReviews(db: DbOrTx, projectId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      title: reviews.title,
      contentText: reviews.contentText,
      rate: reviews.rate,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      ...authorColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.projectId, projectId), eq(reviews.status, 'active')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function reviewWithProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      review: reviews,
      project: projects,
      ...authorColumns,
      authorStatus: users.status,
      authorAvatarUrl: users.avatarUrl,
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export async function userByAddress(db: DbOrTx, address: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function maxIds(db: DbOrTx): Promise<{ project: number; review: number }> {
  const [p] = await db.select({ max: sql<string | null>`max(${projects.id})` }).from(projects);
  const [r] = await db.select({ max: sql<string | null>`max(${reviews.id})` }).from(reviews);
  return { project: Number(p?.max ?? 0), review: Number(r?.max ?? 0) };
}

export async function sitemapProjects(db: DbOrTx, fromId: number, toId: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      symbol: projects.symbol,
      chain: projects.chain,
      contractAddress: projects.contractAddress,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(and(gte(projects.id, fromId), lt(projects.id, toId), eq(projects.status, 'active')))
    .orderBy(asc(projects.id));
}

export async function sitemapReviews(db: DbOrTx, fromId: number, toId: number) {
  return db
    .select({ id: reviews.id, updatedAt: reviews.updatedAt })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(
      and(
        gte(reviews.id, fromId),
        lt(reviews.id, toId),
        eq(reviews.status, 'active'),
        eq(projects.status, 'active'),
      ),
    )
    .orderBy(asc(reviews.id));
}

/** A user's newest active reviews of active projects, with the project (for feeds). */
export async function userReviews(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      title: reviews.title,
      contentText: reviews.contentText,
      rate: reviews.rate,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      projectName: projects.name,
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(
      and(eq(reviews.userId, userId), eq(reviews.status, 'active'), eq(projects.status, 'active')),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function projectById(db: DbOrTx, id: number): Promise<PageProject | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}
