// Issue 16: SQL of the vote-integrity job, vote rings and the trust figures.
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, voteReversals, voteRings, votes } from '../../db/schema.ts';

/** A bigint[] parameter from ids (bound, never spliced). */
const idArray = (ids: number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::bigint[]`;

/** Live (non-zero) votes changed since `since`, with the reviewed author. */
export async function recentVoteEvents(db: DbOrTx, since: Date) {
  const rows = await db
    .select({
      id: votes.id,
      voterId: votes.userId,
      authorId: reviews.userId,
      reviewId: votes.reviewId,
      value: votes.vote,
      at: votes.updatedAt,
    })
    .from(votes)
    .innerJoin(reviews, eq(reviews.id, votes.reviewId))
    .where(and(ne(votes.vote, 0), gt(votes.updatedAt, since)));
  return rows.map((r) => ({ ...r, at: r.at.getTime() }));
}

export async function lockReview(tx: DbOrTx, reviewId: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row;
}

export async function lockVote(tx: DbOrTx, voteId: number) {
  const [row] = await tx.select().from(votes).where(eq(votes.id, voteId)).for('update');
  return row;
}

export async function zeroVote(tx: DbOrTx, voteId: number, now: Date) {
  await tx.update(votes).set({ vote: 0, updatedAt: now }).where(eq(votes.id, voteId));
}

export async function setReviewCounts(
  tx: DbOrTx,
  reviewId: number,
  up: number,
  down: number,
  popularScore: number,
) {
  await tx
    .update(reviews)
    .set({ upVoteCount: up, downVoteCount: down, popularScore })
    .where(eq(reviews.id, reviewId));
}

export async function insertReversal(tx: DbOrTx, values: typeof voteReversals.$inferInsert) {
  await tx.insert(voteReversals).values(values);
}

export function ringsWithMembers(db: DbOrTx, memberIds: number[]) {
  return db
    .select()
    .from(voteRings)
    .where(sql`${voteRings.memberIds} = ${idArray(memberIds)}`);
}

export async function insertRing(db: DbOrTx, memberIds: number[], lift: number, now: Date) {
  const [row] = await db.insert(voteRings).values({ memberIds, lift, detectedAt: now }).returning();
  return row!;
}

export function listRings(db: DbOrTx, status?: 'flagged' | 'cleared') {
  return db
    .select()
    .from(voteRings)
    .where(status ? eq(voteRings.status, status) : undefined)
    .orderBy(desc(voteRings.detectedAt), desc(voteRings.id));
}

export async function clearRing(db: DbOrTx, id: number, by: number, now: Date) {
  const [row] = await db
    .update(voteRings)
    .set({ status: 'cleared', clearedAt: now, clearedBy: by })
    .where(and(eq(voteRings.id, id), eq(voteRings.status, 'flagged')))
    .returning();
  return row;
}

/** Member ids of every flagged ring. */
export async function flaggedRingMembers(db: DbOrTx): Promise<number[][]> {
  const rows = await db
    .select({ members: voteRings.memberIds })
    .from(voteRings)
    .where(eq(voteRings.status, 'flagged'));
  return rows.map((r) => r.members);
}

/** The members of a flagged ring the user belongs to, if any. */
export async function flaggedRingOf(db: DbOrTx, userId: number): Promise<number[] | null> {
  const [row] = await db
    .select({ members: voteRings.memberIds })
    .from(voteRings)
    .where(
      and(eq(voteRings.status, 'flagged'), sql`${voteRings.memberIds} @> ${idArray([userId])}`),
    )
    .limit(1);
  return row?.members ?? null;
}

/** Up and down votes on a review, excluding those cast by the given voters. */
export async function countVotesExcluding(db: DbOrTx, reviewId: number, excluded: number[]) {
  const [row] = await db
    .select({
      up: sql<number>`count(*) filter (where ${votes.vote} = 1)::int`,
      down: sql<number>`count(*) filter (where ${votes.vote} = -1)::int`,
    })
    .from(votes)
    .where(
      and(
        eq(votes.reviewId, reviewId),
        excluded.length ? sql`${votes.userId} <> all(${idArray(excluded)})` : undefined,
      ),
    );
  return row ?? { up: 0, down: 0 };
}

export function reviewsByAuthors(db: DbOrTx, authorIds: number[]) {
  if (!authorIds.length) return Promise.resolve([]);
  return db
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(inArray(reviews.userId, authorIds));
}

export async function trustFigures(db: DbOrTx) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from reviews where signature is not null and status = 'active') as "reviewsSigned",
      (select count(*)::int from reviews where status = 'active') as "reviewsTotal",
      (select count(*)::int from vote_reversals) as "votesReversed",
      (select count(*)::int from vote_rings) as "ringsFound",
      (select count(*)::int from vote_rings where status = 'flagged') as "ringsFlagged",
      (select count(*)::int from reports where status = 'resolved') as "reportsUpheld",
      (select count(*)::int from reports where status = 'dismissed') as "reportsDismissed"
  `);
  const rows = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  return rows[0]!;
}
