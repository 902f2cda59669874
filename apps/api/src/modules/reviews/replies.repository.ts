// SQL for replies: a reply with its author, a review's page of active replies (the product
// owner's first), the spam check, and the writes with the review's reply counter.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { replies, reviews, users } from '../../db/schema.ts';

export interface ReplyJoined {
  reply: typeof replies.$inferSelect;
  user: typeof users.$inferSelect;
}

export async function findReplyJoined(db: DbOrTx, id: number): Promise<ReplyJoined | undefined> {
  const [row] = await db
    .select({ reply: replies, user: users })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(eq(replies.id, id))
    .limit(1);
  return row;
}

/** A page of a review's active replies: the owner's (by address) first, then oldest first. */
export async function listReplyRows(
  db: DbOrTx,
  reviewId: number,
  ownerAddress: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: ReplyJoined[]; total: number }> {
  const where = and(eq(replies.reviewId, reviewId), eq(replies.status, 'active'));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ reply: replies, user: users })
      .from(replies)
      .innerJoin(users, eq(users.id, replies.userId))
      .where(where)
      .orderBy(
        ...(ownerAddress ? [desc(sql`lower(${users.address}) = ${ownerAddress}`)] : []),
        asc(replies.createdAt),
        asc(replies.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(replies)
      .where(where),
  ]);
  return { rows, total };
}

/** Whether the user wrote these words on this review since a time. */
export async function hasRecentReply(
  db: DbOrTx,
  userId: number,
  reviewId: number,
  content: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: replies.id })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.reviewId, reviewId),
        eq(replies.content, content),
        gt(replies.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a reply and counts it on its review; its id. */
export async function insertReply(
  tx: DbOrTx,
  values: typeof replies.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(replies).values(values).returning({ id: replies.id });
  await tx
    .update(reviews)
    .set({ repliesCount: sql`${reviews.repliesCount} + 1` })
    .where(eq(reviews.id, values.reviewId));
  return row!.id;
}

export async function editReply(db: DbOrTx, id: number, content: string, at: Date) {
  await db
    .update(replies)
    .set({ content, isEdited: true, updatedAt: at })
    .where(eq(replies.id, id));
}
