// SQL for reviews: the joined rows a review card needs, lists with filters and sorts.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TRUSTED_RATING,
  type GlobalReviewListQuery,
  type ReviewListQuery,
  type ReviewSort,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta, projects, reviews, users, votes } from '../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export interface ReviewJoined {
  review: ReviewRow;
  user: UserRow;
  project: ProjectRow;
  vote: number | null;
}

const visibleReview = and(eq(reviews.status, 'active'), eq(projects.status, 'active'));

function orderFor(sort: ReviewSort): SQL[] {
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

function listWhere(
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  projectId?: number,
): SQL {
  const where: SQL[] = [visibleReview!];
  if (projectId !== undefined) where.push(eq(reviews.projectId, projectId));
  if (query.projectId) where.push(eq(reviews.projectId, Number(query.projectId)));
  if (query.userId) where.push(eq(reviews.userId, Number(query.userId)));
  if (query.filter !== 'all_review')
    where.push(eq(reviews.rate, Number(query.filter.replace('star', ''))));
  if (query.language) where.push(eq(reviews.language, query.language));
  if (query.hashtag) where.push(sql`${reviews.hashtags} @> array[${query.hashtag}]::text[]`);
  return and(...where)!;
}

function selectJoined(db: DbOrTx, viewerId: number | undefined) {
  return db
    .select({
      review: reviews,
      user: users,
      project: projects,
      vote: viewerId === undefined ? sql<number | null>`null` : sql<number | null>`${votes.vote}`,
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

export async function listReviews(
  db: DbOrTx,
  query: ReviewListQuery & Partial<Pick<GlobalReviewListQuery, 'hashtag' | 'userId' | 'projectId'>>,
  options: { projectId?: number; viewerId?: number; excludeUserId?: number },
): Promise<{ rows: ReviewJoined[]; total: number }> {
  let where = listWhere(query, options.projectId);
  if (options.excludeUserId !== undefined)
    where = and(where, sql`${reviews.userId} <> ${options.excludeUserId}`)!;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ReviewJoined[])
      : selectJoined(db, options.viewerId)
          .where(where)
          .orderBy(...orderFor(query.sort))
          .limit(query.limit)
          .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(where),
  ]);
  return { rows, total };
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

/** Recomputes a project's star counts and average from its star columns after a change. */
export async function applyRatingChange(
  db: DbOrTx,
  projectId: number,
  removed: number | null,
  added: number | null,
): Promise<void> {
  const column = (rate: number) => sql.raw(`star${rate}`);
  const sets: SQL[] = [];
  if (removed) sets.push(sql`${column(removed)} = ${column(removed)} - 1`);
  if (added) sets.push(sql`${column(added)} = ${column(added)} + 1`);
  if (removed && !added) sets.push(sql`review_count = review_count - 1`);
  if (added && !removed) sets.push(sql`review_count = review_count + 1`);
  if (!sets.length) return;
  await db.execute(sql`update ${projects} set ${sql.join(sets, sql`, `)} where id = ${projectId}`);
  await db.execute(sql`
    update ${projects} set avg_star = case when review_count > 0
      then (star1 + 2 * star2 + 3 * star3 + 4 * star4 + 5 * star5)::float8 / review_count else 0 end,
      updated_at = updated_at
    where id = ${projectId}
  `);
  await refreshTrustedRating(db, projectId);
}

/** app_meta key of the site-wide weighted mean the score job last computed. */
export const TRUSTED_MEAN_KEY = 'trusted_mean';

/**
 * The project's trusted rating (stored as goodRatingScore, the Good Rating sort key) from its
 * active reviews and their weights: packages/shared trustedRating, with the site-wide mean the
 * score job keeps in app_meta (computed here when the job has not run yet).
 */
export async function refreshTrustedRating(db: DbOrTx, projectId: number): Promise<void> {
  await db.execute(sql`
    update ${projects} p set good_rating_score =
      (${TRUSTED_RATING.prior}::float8 * m.mean + s.weighted) / (${TRUSTED_RATING.prior}::float8 + s.weights)
    from (
      select coalesce(sum(trust_weight * rate), 0)::float8 as weighted, coalesce(sum(trust_weight), 0)::float8 as weights
      from ${reviews} where project_id = ${projectId} and status = 'active'
    ) s,
    (select coalesce(
      (select value::float8 from ${appMeta} where key = ${TRUSTED_MEAN_KEY}),
      (select coalesce(sum(trust_weight * rate) / nullif(sum(trust_weight), 0), 0)::float8 from ${reviews} where status = 'active')
    ) as mean) m
    where p.id = ${projectId}
  `);
}

export type ReviewStatus = 'active' | 'hidden' | 'blocked';

/**
 * Moves a review to another status inside the caller's transaction, keeping the counters
 * equal to what they count: the project's stars and review count count only what the public
 * sees (active), the author's reviewsCount everything not blocked.
 */
export async function moveReviewStatus(
  tx: DbOrTx,
  review: Pick<ReviewRow, 'id' | 'status' | 'projectId' | 'rate' | 'userId'>,
  next: ReviewStatus,
): Promise<boolean> {
  const current = review.status as ReviewStatus;
  if (current === next) return false;
  await tx.update(reviews).set({ status: next }).where(eq(reviews.id, review.id));
  const wasPublic = current === 'active';
  const isPublic = next === 'active';
  if (wasPublic && !isPublic) await applyRatingChange(tx, review.projectId, review.rate, null);
  if (!wasPublic && isPublic) await applyRatingChange(tx, review.projectId, null, review.rate);
  const wasCounted = current !== 'blocked';
  const isCounted = next !== 'blocked';
  if (wasCounted !== isCounted)
    await tx
      .update(users)
      .set({ reviewsCount: sql`${users.reviewsCount} ${isCounted ? sql`+` : sql`-`} 1` })
      .where(eq(users.id, review.userId));
  return true;
}
