// SQL for server-written pages: the rows a page's tags describe, and keyset-ranged
// sitemap pages (primary-key ranges, so any page costs one index range scan).
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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

export type SitemapKind = 'projects' | 'reviews' | 'profiles';

/**
 * The first id at or after `from` that a sitemap page of `kind` lists: an active project, an
 * active review of an active project, the author of one (an active user).
 */
function firstListed(kind: SitemapKind, from: SQL): SQL {
  const publicReview = sql`${reviews.status} = 'active' and ${projects.status} = 'active'`;
  switch (kind) {
    case 'projects':
      return sql`(select min(${projects.id}) from ${projects}
        where ${projects.status} = 'active' and ${projects.id} >= ${from})`;
    case 'reviews':
      return sql`(select ${reviews.id} from ${reviews}
        join ${projects} on ${projects.id} = ${reviews.projectId}
        where ${publicReview} and ${reviews.id} >= ${from}
        order by ${reviews.id} limit 1)`;
    case 'profiles':
      return sql`(select ${reviews.userId} from ${reviews}
        join ${projects} on ${projects.id} = ${reviews.projectId}
        join ${users} on ${users.id} = ${reviews.userId}
        where ${publicReview} and ${users.status} = 'active' and ${reviews.userId} >= ${from}
        order by ${reviews.userId} limit 1)`;
  }
}

/**
 * The sitemap pages of `kind` (id ranges of `pageIds`) that list at least one URL, in order:
 * one index probe per listed page (a loose index scan), however many ids lie between them.
 */
export async function listedSitemapPages(
  db: DbOrTx,
  kind: SitemapKind,
  pageIds: number,
): Promise<number[]> {
  const size = sql.raw(String(Math.floor(pageIds)));
  const result = await db.execute(sql`
    with recursive pages(page) as (
      select ${firstListed(kind, sql.raw('0'))} / ${size}
      union all
      select ${firstListed(kind, sql`(pages.page + 1) * ${size}`)} / ${size}
      from pages where pages.page is not null
    )
    select page from pages where page is not null`);
  return (result as unknown as { rows: Array<{ page: number | string }> }).rows.map((r) =>
    Number(r.page),
  );
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

/**
 * Authors of at least one public review (the first one found ends the check), with the later
 * of the profile's last change and their newest review (one index probe each: a reviewer
 * with thousands of reviews costs what one with a single review does).
 */
export async function sitemapProfiles(db: DbOrTx, fromId: number, toId: number) {
  const rows = await db
    .select({
      address: users.address,
      userUpdatedAt: users.updatedAt,
      newestReview: sql<Date | null>`(select max(${reviews.createdAt}) from ${reviews}
        where ${reviews.userId} = ${users.id})`.mapWith(reviews.createdAt),
    })
    .from(users)
    .where(
      and(
        gte(users.id, fromId),
        lt(users.id, toId),
        eq(users.status, 'active'),
        sql`exists (select 1 from ${reviews} join ${projects} on ${projects.id} = ${reviews.projectId}
          where ${reviews.userId} = ${users.id} and ${reviews.status} = 'active'
            and ${projects.status} = 'active')`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => ({
    address: r.address,
    updatedAt:
      r.newestReview && r.newestReview > r.userUpdatedAt ? r.newestReview : r.userUpdatedAt,
  }));
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
