// SQL for reviews: the joined rows a review card needs, lists with filters and sorts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { GlobalReviewListQuery, ReviewListQuery, ReviewSort } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { projects, reviews, users, votes } from '../../db/schema.ts';
import { badCursor, cursorFor, keysetAfter, keyTexts, type KeyTerm } from '../../lib/paging.ts';
import { activePageIds, idsFrom } from './review-page-json.repository.ts';
import {
  CARD_PROJECT,
  CARD_REVIEW,
  CARD_USER,
  columnsOf,
  latestLeaf,
  listWhere,
  orderFor,
  type ReviewCardRow,
  type ReviewJoined,
} from './reviews.sql.ts';

export type {
  ProjectRow,
  ReviewCardRow,
  ReviewJoined,
  ReviewListRow,
  ReviewRow,
  UserRow,
} from './reviews.sql.ts';
export { findProjectReviewPageJson } from './review-page-json.repository.ts';
export * from './review-writes.repository.ts';

/**
 * A sort's terms for keyset paging, as orderFor writes them; none for `trending`, whose key
 * moves with the clock (it pages by number only).
 */
function keyTerms(sort: ReviewSort): KeyTerm[] | null {
  const created = (d: boolean): KeyTerm => ({
    expr: reviews.createdAt,
    desc: d,
    type: 'timestamptz',
  });
  const id = (d: boolean): KeyTerm => ({ expr: reviews.id, desc: d, type: 'int8' });
  const int = (expr: AnyPgColumn, d = true): KeyTerm => ({ expr, desc: d, type: 'int4' });
  switch (sort) {
    case 'oldest':
      return [created(false), id(false)];
    case 'most_upvote':
      return [int(reviews.upVoteCount), created(true), id(true)];
    case 'most_downvote':
      return [int(reviews.downVoteCount), created(true), id(true)];
    case 'popular':
      return [
        { expr: reviews.popularScore, desc: true, type: 'float8' },
        int(reviews.upVoteCount),
        id(true),
      ];
    case 'trending':
      return null;
    case 'top_rating':
      return [int(reviews.rate), created(true), id(true)];
    case 'latest_updated':
      return [{ expr: reviews.updatedAt, desc: true, type: 'timestamptz' }, id(true)];
    case 'total_reviews_low_to_high':
      return [int(users.reviewsCount, false), created(true), id(true)];
    case 'total_reviews_high_to_low':
      return [int(users.reviewsCount), created(true), id(true)];
    case 'newest':
    default:
      return [created(true), id(true)];
  }
}

const reviewTag = (sort: ReviewSort) => `reviews:${sort}`;

/** The cursor after a review in a sort (its key read back exactly), or null for `trending`. */
export async function reviewCursorAfter(
  db: DbOrTx,
  sort: ReviewSort,
  reviewId: number,
): Promise<string | null> {
  const terms = keyTerms(sort);
  if (!terms) return null;
  const [row] = await db
    .select({ key: sql<string[]>`${keyTexts(terms)}` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ? cursorFor(reviewTag(sort), row.key, reviewId) : null;
}

function selectJoined(db: DbOrTx, viewerId: number | undefined) {
  return db
    .select({
      review: reviews,
      user: users,
      project: projects,
      vote: viewerId === undefined ? sql<number | null>`null` : sql<number | null>`${votes.vote}`,
      leafIndex: latestLeaf.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(
      votes,
      viewerId === undefined
        ? sql`false`
        : and(eq(votes.reviewId, reviews.id), eq(votes.userId, viewerId)),
    );
}

function selectCards(db: DbOrTx, viewerId: number | undefined) {
  return db
    .select({
      review: columnsOf(reviews, CARD_REVIEW),
      user: columnsOf(users, CARD_USER),
      project: columnsOf(projects, CARD_PROJECT),
      vote: viewerId === undefined ? sql<number | null>`null` : sql<number | null>`${votes.vote}`,
      leafIndex: latestLeaf.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(
      votes,
      viewerId === undefined
        ? sql`false`
        : and(eq(votes.reviewId, reviews.id), eq(votes.userId, viewerId)),
    );
}

/**
 * A page of review cards and the total. The page's ids are found first over reviews alone
 * (joined to projects and users only when a filter or the sort needs them), then only those
 * rows are joined into cards: a deep page walks an index, not thousands of joins. A project's
 * unfiltered total is its review counter (kept equal to its active reviews).
 */
export async function listReviews(
  db: DbOrTx,
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  options: {
    /** A project the caller has found visible: its status is not checked again. */
    projectId?: number;
    viewerId?: number;
    excludeUserId?: number;
    /** The project's review counter, when the caller has it. */
    projectReviewCount?: number;
  },
): Promise<{ rows: ReviewCardRow[]; total: number; nextCursor: string | null }> {
  const known = options.projectId !== undefined;
  let where = listWhere(query, options.projectId, !known);
  const counted = where;
  const terms = keyTerms(query.sort);
  if (query.cursor) {
    if (!terms) badCursor();
    where = and(where, keysetAfter(terms, query.cursor, reviewTag(query.sort)))!;
  }
  // a cursor's page reads one row more: whether there is a next page
  if (options.excludeUserId !== undefined)
    where = and(where, sql`${reviews.userId} <> ${options.excludeUserId}`)!;
  const byUsers =
    query.sort === 'total_reviews_low_to_high' || query.sort === 'total_reviews_high_to_low';
  // the joins a page's ids or the total need (their types do not change: only ids or a count)
  const scoped = <T extends PgSelect>(select: T, withUsers: boolean): T => {
    let q = select;
    if (!known) q = q.innerJoin(projects, eq(projects.id, reviews.projectId)) as unknown as T;
    if (withUsers) q = q.innerJoin(users, eq(users.id, reviews.userId)) as unknown as T;
    return q;
  };
  const unfiltered =
    query.filter === 'all_review' &&
    !query.language &&
    !query.hashtag &&
    !query.userId &&
    !query.updatedSince;
  const countFromCounter =
    known &&
    unfiltered &&
    options.excludeUserId === undefined &&
    options.projectReviewCount !== undefined;
  // the page every project view asks for first: a prepared statement per sort
  const page =
    known &&
    unfiltered &&
    !byUsers &&
    options.viewerId === undefined &&
    options.excludeUserId === undefined &&
    !query.cursor &&
    query.limit > 0
      ? prepared(db, `project_reviews_${query.sort}`, (root) =>
          selectCards(root, undefined)
            .where(activePageIds(root, query.sort))
            .orderBy(...orderFor(query.sort))
            .prepare(`project_reviews_${query.sort}`),
        )
      : null;
  const [rows, total] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ReviewCardRow[])
      : page
        ? page.execute({
            projectId: options.projectId,
            limit: query.limit,
            offset: query.offset,
          })
        : selectCards(db, options.viewerId)
            .where(
              inArray(
                reviews.id,
                scoped(idsFrom(db), byUsers)
                  .where(where)
                  .orderBy(...orderFor(query.sort, known))
                  .limit(query.cursor ? query.limit + 1 : query.limit)
                  .offset(query.cursor ? 0 : query.offset),
              ),
            )
            .orderBy(...orderFor(query.sort)),
    countFromCounter
      ? Promise.resolve(options.projectReviewCount!)
      : scoped(
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(reviews)
            .$dynamic(),
          false,
        )
          .where(counted)
          .then((r) => r[0]?.total ?? 0),
  ]);
  const more = query.cursor
    ? rows.length > query.limit
    : query.limit > 0 && rows.length === query.limit && query.offset + query.limit < total;
  const kept = rows.slice(0, query.limit);
  const last = kept[kept.length - 1];
  const nextCursor = more && last ? await reviewCursorAfter(db, query.sort, last.review.id) : null;
  return { rows: kept, total, nextCursor };
}

export async function findReviewJoined(
  db: DbOrTx,
  reviewId: number,
  viewerId?: number,
): Promise<ReviewJoined | undefined> {
  const [row] = await selectJoined(db, viewerId).where(eq(reviews.id, reviewId)).limit(1);
  return row;
}

export async function findMyReview(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<ReviewJoined | undefined> {
  const [row] = await selectJoined(db, userId)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}
