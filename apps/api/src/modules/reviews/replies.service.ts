// Replies to reviews: plain text (2..1000), the author of the review earns 1 XP and a
// notification when someone else replies; authors edit their own replies.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  listMeta,
  type PaginationQuery,
  type Reply,
  SPAM_WINDOW_MS,
  XP_REWARDS,
  isId,
} from '@chainreview/shared';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { replies, reviews, users } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../projects/projects.service.ts';
import { awardXp } from '../reputation/reputation.service.ts';
import { announce, notify } from '../notifications/notifications.service.ts';
import { findVisibleReview, toAuthor } from './reviews.service.ts';
import { findReviewJoined } from './reviews.repository.ts';

function toReply(
  row: {
    reply: typeof replies.$inferSelect;
    user: typeof users.$inferSelect;
  },
  ownerAddress?: string | null,
): Reply {
  return {
    isProductOwner: !!ownerAddress && ownerAddress.toLowerCase() === row.user.address.toLowerCase(),
    id: String(row.reply.id),
    reviewId: String(row.reply.reviewId),
    user: toAuthor(row.user),
    content: row.reply.content,
    isEdited: row.reply.isEdited,
    createdAt: row.reply.createdAt.toISOString(),
    updatedAt: row.reply.updatedAt.toISOString(),
  };
}

async function replyById(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ reply: replies, user: users })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(eq(replies.id, id))
    .limit(1);
  return row;
}

export async function listReplies(deps: Deps, reviewId: string, query: PaginationQuery) {
  const review = await findVisibleReview(deps, reviewId);
  const where = and(eq(replies.reviewId, review.review.id), eq(replies.status, 'active'));
  const owner = review.project.ownerAddress?.toLowerCase() ?? null;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select({ reply: replies, user: users })
      .from(replies)
      .innerJoin(users, eq(users.id, replies.userId))
      .where(where)
      // the product owner's replies first (issue 16), then oldest first
      .orderBy(
        ...(owner ? [desc(sql`lower(${users.address}) = ${owner}`)] : []),
        asc(replies.createdAt),
        asc(replies.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(replies)
      .where(where),
  ]);
  return {
    data: rows.map((r) => toReply(r, owner)),
    meta: listMeta(query.limit, query.offset, total),
  };
}

export async function createReply(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  content: string,
): Promise<Reply> {
  const found = await findVisibleReview(deps, reviewId);
  const text = content.trim();
  const now = deps.now();
  // the same words again on the same review within 10 minutes is spam
  const [repeat] = await deps.db
    .select({ id: replies.id })
    .from(replies)
    .where(
      and(
        eq(replies.userId, viewer.id),
        eq(replies.reviewId, found.review.id),
        eq(replies.content, text),
        gt(replies.createdAt, new Date(now.getTime() - SPAM_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (repeat) throw new AppError(429, 'do_not_spam');
  const id = await transaction(deps, async (tx) => {
    await lockUsers(tx, [viewer.id, found.review.userId]);
    await lockReviews(tx, [found.review.id]);
    const [row] = await tx
      .insert(replies)
      .values({
        reviewId: found.review.id,
        userId: viewer.id,
        content: text,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: replies.id });
    await tx
      .update(reviews)
      .set({ repliesCount: sql`${reviews.repliesCount} + 1` })
      .where(eq(reviews.id, found.review.id));
    if (found.review.userId !== viewer.id) {
      await awardXp(
        tx,
        found.review.userId,
        XP_REWARDS.replyReceived,
        'reply_received',
        { type: 'reply', id: String(row!.id) },
        viewer.id,
        now,
      );
      await notify(tx, {
        userId: found.review.userId,
        type: 'reply',
        action: 'display_review',
        objectId: String(found.review.id),
        fromUserId: viewer.id,
        projectId: found.review.projectId,
        message: text,
        now,
      });
    }
    return row!.id;
  });
  if (found.review.userId !== viewer.id) await announce(deps, [found.review.userId]);
  return toReply((await replyById(deps, id))!, found.project.ownerAddress);
}

export async function updateReply(
  deps: Deps,
  viewer: ViewerRef,
  replyId: string,
  content: string,
): Promise<Reply> {
  if (!isId(replyId)) throw notFound('can_not_find_data');
  const existing = await replyById(deps, Number(replyId));
  if (!existing || existing.reply.status !== 'active') throw notFound('can_not_find_data');
  if (existing.reply.userId !== viewer.id) throw forbidden('Forbidden');
  await deps.db
    .update(replies)
    .set({ content: content.trim(), isEdited: true, updatedAt: deps.now() })
    .where(eq(replies.id, existing.reply.id));
  const parent = await findReviewJoined(deps.db, existing.reply.reviewId);
  return toReply((await replyById(deps, existing.reply.id))!, parent?.project.ownerAddress);
}
