// SQL of the vote-integrity job, vote rings and the trust figures.
import { and, desc, eq, gt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  replies,
  reports,
  reviews,
  users,
  voteReversals,
  voteRings,
  votes,
} from '../../db/schema.ts';

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

export async function setReviewCounts(tx: DbOrTx, reviewId: number, up: number, down: number) {
  await tx
    .update(reviews)
    .set({ upVoteCount: up, downVoteCount: down })
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

export async function ringById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(voteRings).where(eq(voteRings.id, id)).limit(1);
  return row;
}

/** Address and display name of the given users, for the admin team's ring list. */
export function usersByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, address: users.address, displayName: users.displayName })
    .from(users)
    .where(sql`${users.id} = any(${idArray(ids)})`);
}

/** Member ids of every flagged ring. */
export async function flaggedRingMembers(db: DbOrTx): Promise<number[][]> {
  const rows = await db
    .select({ members: voteRings.memberIds })
    .from(voteRings)
    .where(eq(voteRings.status, 'flagged'));
  return rows.map((r) => r.members);
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

/** What a user's weight is made of: score, age, reviews written, upheld reports against them. */
export async function standingRecord(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ score: users.score, createdAt: users.createdAt, reviewsCount: users.reviewsCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/**
 * Reports against the user's reviews and replies that the admin team upheld: from the upheld
 * reports (few, by reports_status_idx) to their targets by primary key.
 */
export async function upheldAgainst(db: DbOrTx, userId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ${reports} rp
      left join ${reviews} rv on rp.target_type = 'review' and rv.id = rp.target_id
      left join ${replies} rl on rp.target_type = 'reply' and rl.id = rp.target_id
    where rp.status = 'resolved' and (rv.user_id = ${userId} or rl.user_id = ${userId})`);
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * The weighted up and down totals of a review's votes, leaving out voters in a ring the admin
 * team has not cleared (mirrors packages/shared weightedVoteTotals).
 */
/** True for a voter who is not a member of a flagged ring (whose votes weigh nothing). */
export const notInFlaggedRing = (userId: SQLWrapper) =>
  sql`not exists (select 1 from ${voteRings} where ${voteRings.status} = 'flagged' and ${userId} = any(${voteRings.memberIds}))`;

export async function weightedVotes(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({
      up: sql<number>`coalesce(sum(${votes.weight}) filter (where ${votes.vote} = 1), 0)::float8`,
      down: sql<number>`coalesce(sum(${votes.weight}) filter (where ${votes.vote} = -1), 0)::float8`,
    })
    .from(votes)
    .where(and(eq(votes.reviewId, reviewId), notInFlaggedRing(votes.userId)));
  return { up: Number(row?.up ?? 0), down: Number(row?.down ?? 0) };
}

/** Reviews the given users have a live vote on. */
export async function reviewsVotedBy(db: DbOrTx, voterIds: number[]): Promise<number[]> {
  if (!voterIds.length) return [];
  const rows = await db
    .selectDistinct({ id: votes.reviewId })
    .from(votes)
    .where(and(ne(votes.vote, 0), sql`${votes.userId} = any(${idArray(voterIds)})`));
  return rows.map((r) => r.id);
}

export async function setPopularScore(db: DbOrTx, reviewId: number, popularScore: number) {
  await db.update(reviews).set({ popularScore }).where(eq(reviews.id, reviewId));
}

/** Users with the admin role, or named in ADMIN_ADDRESSES, who are not blocked. */
export async function adminTeam(db: DbOrTx, addresses: string[]): Promise<number[]> {
  const lower = addresses.map((a) => a.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        lower.length
          ? sql`(${users.role} = 'admin' or lower(${users.address}) = any(${`{${lower.join(',')}}`}::text[]))`
          : eq(users.role, 'admin'),
      ),
    );
  return rows.map((r) => r.id);
}
