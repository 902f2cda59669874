// SQL for votes: the review and the voter's vote row, locked for a change, and the writes.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, votes } from '../../db/schema.ts';

export type VoteRow = typeof votes.$inferSelect;

export async function lockReviewRow(tx: DbOrTx, reviewId: number) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return review;
}

export async function lockVoteRow(
  tx: DbOrTx,
  reviewId: number,
  userId: number,
): Promise<VoteRow | undefined> {
  const [vote] = await tx
    .select()
    .from(votes)
    .where(and(eq(votes.reviewId, reviewId), eq(votes.userId, userId)))
    .for('update');
  return vote;
}

export async function changeVote(
  tx: DbOrTx,
  id: number,
  vote: number,
  weight: number,
  now: Date,
): Promise<void> {
  await tx
    .update(votes)
    .set({ vote, weight, changeCount: sql`${votes.changeCount} + 1`, updatedAt: now })
    .where(eq(votes.id, id));
}

export async function insertVote(tx: DbOrTx, values: typeof votes.$inferInsert): Promise<void> {
  await tx.insert(votes).values(values);
}

export async function setReviewVoteCounts(
  tx: DbOrTx,
  reviewId: number,
  counts: { upVoteCount: number; downVoteCount: number; popularScore: number },
): Promise<void> {
  await tx.update(reviews).set(counts).where(eq(reviews.id, reviewId));
}
