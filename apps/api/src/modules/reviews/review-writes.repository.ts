// SQL of the review writes: a new review, an edit, a status change and the counters and ratings
// that follow it.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { TRUSTED_RATING } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta, projects, reviews, users } from '../../db/schema.ts';
import { visibleReview, type ReviewRow } from './reviews.sql.ts';

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
 * sees (active), the author's reviewsCount everything not blocked on a project not blocked.
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
  // a blocked project's reviews are out of their authors' counts already (see below)
  if (wasCounted !== isCounted && !(await projectIsBlocked(tx, review.projectId)))
    await tx
      .update(users)
      .set({ reviewsCount: sql`${users.reviewsCount} ${isCounted ? sql`+` : sql`-`} 1` })
      .where(eq(users.id, review.userId));
  return true;
}

async function projectIsBlocked(tx: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.status === 'blocked';
}

/**
 * When a project is blocked (`delta` -1) or restored (+1): its reviews that are not blocked
 * themselves leave or rejoin their authors' reviewsCount, in the caller's transaction.
 */
export async function shiftAuthorCountsOfProject(tx: DbOrTx, projectId: number, delta: 1 | -1) {
  await tx.execute(sql`
    update ${users} u set reviews_count = u.reviews_count + ${delta} * c.n
    from (
      select ${reviews.userId} as user_id, count(*)::int as n from ${reviews}
      where ${reviews.projectId} = ${projectId} and ${reviews.status} <> 'blocked'
      group by ${reviews.userId}
    ) c
    where u.id = c.user_id
  `);
}

/** Whether the author posted this exact text since a time (another review of theirs aside). */
export async function findRecentSameText(
  db: DbOrTx,
  userId: number,
  contentText: string,
  since: Date,
  exceptReviewId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        gt(reviews.createdAt, since),
        eq(reviews.contentText, contentText),
        exceptReviewId ? sql`${reviews.id} <> ${exceptReviewId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a review and counts it in its author's reviews; its id. */
export async function insertReview(
  tx: DbOrTx,
  values: typeof reviews.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  await tx
    .update(users)
    .set({ reviewsCount: sql`${users.reviewsCount} + 1` })
    .where(eq(users.id, values.userId));
  return row!.id;
}

export async function lockReviewForUpdate(tx: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReviewRow(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof reviews.$inferInsert>,
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

/** Which of these reviews the public sees (active, on an active project). */
export async function visibleReviewIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(and(inArray(reviews.id, ids), visibleReview));
  return new Set(rows.map((r) => r.id));
}
