// The building blocks of the review statements: row types, the columns a card selects, the
// public filter and the sorts.
import { and, asc, desc, eq, getTableColumns, gte, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GlobalReviewListQuery, ReviewListQuery, ReviewSort } from '@chainreview/shared';
import { projects, reviews, users } from '../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export interface ReviewJoined {
  review: ReviewRow;
  user: UserRow;
  project: ProjectRow;
  vote: number | null;
  leafIndex: number | null;
}

/** The transparency log's leaf of a review's latest version (its versions' leaves ascend). */
export const latestLeaf = sql<
  number | null
>`(select max(tlog_entries.idx) from tlog_entries where tlog_entries.review_id = ${reviews.id})`;

/** Some of a table's columns, for a partial select (typed by the names). */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
) {
  const all = getTableColumns(table) as T['_']['columns'];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}

// What a review card shows, and no more (lists carry five to a hundred of them).
export const CARD_REVIEW = [
  'id',
  'projectId',
  'userId',
  'status',
  'title',
  'content',
  'contentText',
  'rate',
  'language',
  'hashtags',
  'createdAt',
  'updatedAt',
  'changedAt',
  'isEdited',
  'upVoteCount',
  'downVoteCount',
  'repliesCount',
  'donateTotalUsd',
  'holderBadge',
  'holderPercent',
  'signature',
] as const;
export const CARD_USER = [
  'id',
  'address',
  'displayName',
  'avatarUrl',
  'avatarType',
  'score',
  'reviewsCount',
  'donateReceivedUsd',
] as const;
export const CARD_PROJECT = [
  'id',
  'name',
  'symbol',
  'chain',
  'contractAddress',
  'avatarUrl',
  'avatarType',
  'ownerAddress',
  'isVerified',
  'status',
] as const;

/** A list card's row, without the plain text (the card renders `content`; a card row is one too). */
export interface ReviewListRow {
  review: Pick<ReviewRow, Exclude<(typeof CARD_REVIEW)[number], 'contentText'>>;
  user: Pick<UserRow, (typeof CARD_USER)[number]>;
  project: Pick<ProjectRow, (typeof CARD_PROJECT)[number]>;
  vote: number | null;
  leafIndex?: number | null;
}

/** A review card's row: the columns above (a full joined row is one too). */
export interface ReviewCardRow {
  review: Pick<ReviewRow, (typeof CARD_REVIEW)[number]>;
  user: Pick<UserRow, (typeof CARD_USER)[number]>;
  project: Pick<ProjectRow, (typeof CARD_PROJECT)[number]>;
  vote: number | null;
  leafIndex?: number | null;
}

export const visibleReview = and(eq(reviews.status, 'active'), eq(projects.status, 'active'));

/** Descending, nulls last: as the partial indexes of a project's reviews are built. */
const descLast = (column: SQL.Aliased | AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * The ORDER BY of a sort. Within one project (`byProjectIndex`), newest and most upvoted are
 * written exactly as their partial indexes run (DESC NULLS LAST; the columns are never null, so
 * the order is the same): a plain DESC means NULLS FIRST, which PostgreSQL cannot read from
 * those indexes, so it sorted every active review of the project to find a deep page.
 */
export function orderFor(sort: ReviewSort, byProjectIndex = false): SQL[] {
  if (byProjectIndex && sort === 'newest')
    return [descLast(reviews.createdAt), descLast(reviews.id)];
  if (byProjectIndex && sort === 'most_upvote')
    return [descLast(reviews.upVoteCount), descLast(reviews.createdAt), descLast(reviews.id)];
  switch (sort) {
    case 'oldest':
      return [asc(reviews.createdAt), asc(reviews.id)];
    case 'most_upvote':
      return [desc(reviews.upVoteCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'most_downvote':
      return [desc(reviews.downVoteCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'popular':
      return [desc(reviews.popularScore), desc(reviews.upVoteCount), desc(reviews.id)];
    case 'trending':
      // votes and replies, decayed by age in hours (gravity 1.5)
      return [
        sql`(${reviews.upVoteCount} + ${reviews.repliesCount} - ${reviews.downVoteCount}) / power(extract(epoch from (now() - ${reviews.createdAt})) / 3600 + 2, 1.5) desc`,
        desc(reviews.id),
      ];
    case 'top_rating':
      return [desc(reviews.rate), desc(reviews.createdAt), desc(reviews.id)];
    case 'latest_updated':
      return [desc(reviews.updatedAt), desc(reviews.id)];
    case 'total_reviews_low_to_high':
      return [asc(users.reviewsCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'total_reviews_high_to_low':
      return [desc(users.reviewsCount), desc(reviews.createdAt), desc(reviews.id)];
    case 'newest':
    default:
      return [desc(reviews.createdAt), desc(reviews.id)];
  }
}

export function listWhere(
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  projectId?: number,
  checkProject = true,
): SQL {
  const where: SQL[] = [checkProject ? visibleReview! : eq(reviews.status, 'active')];
  if (projectId !== undefined) where.push(eq(reviews.projectId, projectId));
  if (query.projectId) where.push(eq(reviews.projectId, Number(query.projectId)));
  if (query.userId) where.push(eq(reviews.userId, Number(query.userId)));
  if (query.filter !== 'all_review')
    where.push(eq(reviews.rate, Number(query.filter.replace('star', ''))));
  if (query.language) where.push(eq(reviews.language, query.language));
  if (query.hashtag) where.push(sql`${reviews.hashtags} @> array[${query.hashtag}]::text[]`);
  if (query.updatedSince) where.push(gte(reviews.changedAt, query.updatedSince));
  return and(...where)!;
}
