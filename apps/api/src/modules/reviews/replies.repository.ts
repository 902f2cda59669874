// SQL for replies: a reply with its author, a review's page of active replies (the product
// owner's first), the spam check, and the writes with the review's reply counter.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Cursor } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { replies, reviews, users } from '../../db/schema.ts';
import { cursorFor, keysetAfter, keyTexts, type KeyTerm } from '../../lib/paging.ts';

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
  cursor?: Cursor,
): Promise<{ rows: ReplyJoined[]; total: number; nextCursor: string | null }> {
  const where = and(eq(replies.reviewId, reviewId), eq(replies.status, 'active'));
  const terms: KeyTerm[] = [
    ...(ownerAddress
      ? [
          {
            expr: sql`lower(${users.address}) = ${ownerAddress}`,
            desc: true,
            type: 'boolean' as const,
          },
        ]
      : []),
    { expr: replies.createdAt, desc: false, type: 'timestamptz' },
    { expr: replies.id, desc: false, type: 'int8' },
  ];
  // the owner may change between two pages: a cursor names whether it ordered by one
  const tag = ownerAddress ? 'replies:owner' : 'replies';
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : db
          .select({ reply: replies, user: users, key: sql<string[]>`${keyTexts(terms)}` })
          .from(replies)
          .innerJoin(users, eq(users.id, replies.userId))
          .where(and(where, cursor ? keysetAfter(terms, cursor, tag) : undefined))
          .orderBy(
            ...(ownerAddress ? [desc(sql`lower(${users.address}) = ${ownerAddress}`)] : []),
            asc(replies.createdAt),
            asc(replies.id),
          )
          .limit(limit + 1)
          .offset(cursor ? 0 : offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(replies)
      .where(where),
  ]);
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    rows: found.slice(0, limit).map(({ reply, user }) => ({ reply, user })),
    total,
    nextCursor: last ? cursorFor(tag, last.key, last.reply.id) : null,
  };
}

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
