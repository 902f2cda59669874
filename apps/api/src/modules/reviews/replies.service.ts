// Replies to reviews: plain text (2..1000), the author of the review earns 1 XP and a
// notification when someone else replies; authors edit their own replies.
import {
  listMeta,
  type ReplyListQuery,
  type Reply,
  SPAM_WINDOW_MS,
  XP_REWARDS,
  isId,
} from '@chainreview/shared';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { awardXp } from '../reputation/index.ts';
import { announce, notify } from '../notifications/index.ts';
import { findVisibleReview, toAuthor } from './reviews.service.ts';
import { findReviewJoined } from './reviews.repository.ts';
import { logReply } from '../tlog/index.ts';
import {
  editReply,
  findReplyJoined,
  hasRecentReply,
  insertReply,
  listReplyRows,
  type ReplyJoined,
} from './replies.repository.ts';

function toReply(row: ReplyJoined, ownerAddress?: string | null): Reply {
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
  return findReplyJoined(deps.db, id);
}

export async function listReplies(deps: Deps, reviewId: string, query: ReplyListQuery) {
  const review = await findVisibleReview(deps, reviewId);
  const owner = review.project.ownerAddress?.toLowerCase() ?? null;
  // the product owner's replies first, then oldest first
  const { rows, total, nextCursor } = await listReplyRows(
    deps.db,
    review.review.id,
    owner,
    query.limit,
    query.offset,
    query.cursor,
  );
  return {
    data: rows.map((r) => toReply(r, owner)),
    meta: listMeta(query.limit, query.cursor ? 0 : query.offset, total, nextCursor),
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
  const since = new Date(now.getTime() - SPAM_WINDOW_MS);
  const repeat = await hasRecentReply(deps.db, viewer.id, found.review.id, text, since);
  if (repeat) throw new AppError(429, 'do_not_spam');
  const id = await transaction(deps, async (tx) => {
    await lockUsers(tx, [viewer.id, found.review.userId]);
    await lockReviews(tx, [found.review.id]);
    const replyId = await insertReply(tx, {
      reviewId: found.review.id,
      userId: viewer.id,
      content: text,
      createdAt: now,
      updatedAt: now,
    });
    if (found.review.userId !== viewer.id) {
      await awardXp(
        tx,
        found.review.userId,
        XP_REWARDS.replyReceived,
        'reply_received',
        { type: 'reply', id: String(replyId) },
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
    await logReply(tx, replyId);
    return replyId;
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
  await transaction(deps, async (tx) => {
    await editReply(tx, existing.reply.id, content.trim(), deps.now());
    await logReply(tx, existing.reply.id);
  });
  const parent = await findReviewJoined(deps.db, existing.reply.reviewId);
  return toReply((await replyById(deps, existing.reply.id))!, parent?.project.ownerAddress);
}
