// Reviews: one per user and project, validated rich content, energy spent, XP earned,
// project counters and follower notifications in the same transaction.
import {
  ENERGY,
  levelForScore,
  listMeta,
  processContent,
  reviewFieldErrors,
  type GlobalReviewListQuery,
  type HolderBadge,
  type Language,
  type Review,
  type ReviewBody,
  type ReviewCard,
  type ReviewListQuery,
  SPAM_WINDOW_MS,
  XP_REWARDS,
  isId,
} from '@chainreview/shared';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { RawJson } from '../../lib/trusted-serializer.ts';
import { readHolderSnapshot } from '../../chain/holders.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { getVisibleProjectRow } from '../projects/index.ts';
import { awardXp, spendEnergy } from '../reputation/index.ts';
import { assertOwnImageUrl } from '../storage/index.ts';
import { announce, notifyProjectFollowers } from '../notifications/index.ts';
import {
  applyRatingChange,
  findMyReview,
  findProjectReviewPageJson,
  findRecentSameText,
  findReviewJoined,
  insertReview,
  listReviews,
  reviewCursorAfter,
  lockReviewForUpdate,
  updateReviewRow,
  type ReviewCardRow,
  type ReviewJoined,
  type ReviewListRow,
} from './reviews.repository.ts';
import { archiveReviewVersion } from './review-versions.repository.ts';
import { verifyReviewSignature } from './signatures.ts';
import { currentReviewWeight } from '../trust/index.ts';
import { throwReviewGone } from '../audit/index.ts';
import { logReviewVersion } from '../tlog/index.ts';

export function toAuthor(user: ReviewCardRow['user']) {
  const level = levelForScore(user.score);
  return {
    id: String(user.id),
    address: user.address,
    displayName: user.displayName,
    avatar: user.avatarUrl
      ? { url: user.avatarUrl, type: user.avatarType ?? ('normal' as const) }
      : null,
    score: user.score,
    level: level.level,
    levelName: level.name,
    reviewsCount: user.reviewsCount,
    donateReceived: Number(user.donateReceivedUsd),
  };
}

export function toReview(row: ReviewCardRow, viewerId?: number): Review {
  return { ...toReviewCard(row, viewerId), contentText: row.review.contentText };
}

/** A review as a project page's list shows it: without its plain text (`contentText`). */
export function toReviewCard(row: ReviewListRow, viewerId?: number): ReviewCard {
  const { review, user, project } = row;
  const vote = row.vote === 1 ? 'up' : row.vote === -1 ? 'down' : 'none';
  return {
    id: String(review.id),
    projectId: String(review.projectId),
    status: review.status === 'hidden' ? 'hidden' : 'active',
    project: {
      id: String(project.id),
      name: project.name,
      symbol: project.symbol,
      chain: project.chain,
      contractAddress: project.contractAddress,
      avatar: project.avatarUrl
        ? { url: project.avatarUrl, type: project.avatarType ?? 'normal' }
        : null,
      ownerAddress: project.ownerAddress,
      isVerified: project.isVerified,
    },
    user: toAuthor(user),
    title: review.title,
    content: review.content,
    rate: review.rate,
    language: review.language as Language,
    hashtags: review.hashtags,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    changedAt: review.changedAt.toISOString(),
    isEdited: review.isEdited,
    upVoteCount: review.upVoteCount,
    downVoteCount: review.downVoteCount,
    repliesCount: review.repliesCount,
    donateStatistic: { totalAmount: Number(review.donateTotalUsd) },
    isProductOwner:
      !!project.ownerAddress && project.ownerAddress.toLowerCase() === user.address.toLowerCase(),
    holderBadge: (review.holderBadge as HolderBadge | null) ?? null,
    holderPercent: review.holderPercent === null ? null : Number(review.holderPercent),
    isSigned: review.signature !== null,
    leafIndex: row.leafIndex ?? null,
    ...(viewerId === undefined ? {} : { vote: { userId: String(viewerId), vote } }),
  };
}

/** A review embeds only its author's own uploads (as an avatar does). */
async function assertOwnImages(deps: Deps, userId: number, urls: string[]): Promise<void> {
  for (const url of urls) await assertOwnImageUrl(deps, userId, url);
}

/** Validates title and content; returns what is stored. */
function validate(body: ReviewBody) {
  const processed = processContent(body.content);
  if (!processed.ok) throw badRequest(processed.error);
  const errors = reviewFieldErrors(body.title, processed.value.text, processed.value.images);
  if (errors.length) throw badRequest(...errors);
  if (/[\r\n]/.test(body.title)) throw badRequest('title_invalid');
  return { title: body.title.trim(), ...processed.value };
}

/** The same text posted again by its author within 10 minutes is spam. */
async function assertNotRepeated(
  deps: Deps,
  userId: number,
  contentText: string,
  exceptReviewId?: number,
) {
  const since = new Date(deps.now().getTime() - SPAM_WINDOW_MS);
  if (await findRecentSameText(deps.db, userId, contentText, since, exceptReviewId))
    throw new AppError(429, 'do_not_spam');
}

export async function createReview(
  deps: Deps,
  viewer: ViewerRef,
  projectId: string,
  body: ReviewBody,
): Promise<{ review: Review; energySpent: number; lastEnergy: number }> {
  const project = await getVisibleProjectRow(deps, projectId);
  const valid = validate(body);
  await assertOwnImages(deps, viewer.id, valid.imageUrls);
  const mine = await findMyReview(deps.db, project.id, viewer.id);
  if (mine) {
    // one review per project; say why when the first one is out of sight
    if (mine.review.status === 'hidden') throw conflict('review_awaiting_moderation');
    if (mine.review.status === 'blocked') throw conflict('review_already_blocked');
    throw conflict('Conflict');
  }
  await assertNotRepeated(deps, viewer.id, valid.text);
  const signed = await verifyReviewSignature(deps, viewer.address, project, valid, body);
  // the holder snapshot is read before the transaction: a chain read never holds row locks
  const holder = await readHolderSnapshot(deps, project, viewer.address);
  const now = deps.now();
  const cost = ENERGY.reviewEnergy;
  let reviewId: number;
  let lastEnergy: number;
  let told: number[];
  try {
    ({ reviewId, lastEnergy, told } = await transaction(deps, async (tx) => {
      const left = await spendEnergy(tx, viewer.id, cost, now);
      // the author's standing and holder proof now, before this review counts in their history
      const trustWeight = await currentReviewWeight(tx, viewer.id, holder?.badge, now);
      const id = await insertReview(tx, {
        projectId: project.id,
        userId: viewer.id,
        title: valid.title,
        content: valid.content,
        contentText: valid.text,
        hashtags: valid.hashtags,
        rate: body.rate,
        language: body.language,
        holderBadge: holder?.badge ?? null,
        holderPercent: holder?.percent ?? null,
        trustWeight,
        signature: signed?.signature ?? null,
        signedMessage: signed?.signedMessage ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await applyRatingChange(tx, project.id, null, body.rate);
      await awardXp(
        tx,
        viewer.id,
        XP_REWARDS.reviewPublished,
        'review_published',
        { type: 'review', id: String(id) },
        null,
        now,
      );
      const followers = await notifyProjectFollowers(tx, {
        projectId: project.id,
        authorId: viewer.id,
        reviewId: String(id),
        message: valid.title,
        now,
      });
      await logReviewVersion(tx, id);
      return { reviewId: id, lastEnergy: left, told: [...followers, viewer.id] };
    }));
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('Conflict');
    throw error;
  }
  await announce(deps, told);
  const joined = await findReviewJoined(deps.db, reviewId, viewer.id);
  return { review: toReview(joined!, viewer.id), energySpent: cost, lastEnergy };
}

export async function updateReview(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  body: ReviewBody,
): Promise<{ review: Review; energySpent: number; lastEnergy: number }> {
  const existing = await findVisible(deps, reviewId, viewer.id);
  if (existing.review.userId !== viewer.id) throw forbidden('Forbidden');
  const valid = validate(body);
  await assertOwnImages(deps, viewer.id, valid.imageUrls);
  const signed = await verifyReviewSignature(deps, viewer.address, existing.project, valid, body);
  // a signature is never undone without the key: a signed review changes only by a signed edit
  if (!signed && existing.review.signature !== null) throw badRequest('signature_required');
  const now = deps.now();
  const cost = ENERGY.reviewEnergy;
  const lastEnergy = await transaction(deps, async (tx) => {
    const left = await spendEnergy(tx, viewer.id, cost, now);
    const before = await lockReviewForUpdate(tx, existing.review.id);
    // signed by a concurrent edit since it was read: the same rule on the locked row (the
    // energy spent above is rolled back with the rest)
    if (!signed && before?.signature) throw badRequest('signature_required');
    if (before) await archiveReviewVersion(tx, before, now);
    await updateReviewRow(tx, existing.review.id, {
      title: valid.title,
      content: valid.content,
      contentText: valid.text,
      hashtags: valid.hashtags,
      rate: body.rate,
      language: body.language,
      signature: signed?.signature ?? null,
      signedMessage: signed?.signedMessage ?? null,
      isEdited: true,
      updatedAt: now,
    });
    if (before && before.rate !== body.rate)
      await applyRatingChange(tx, existing.review.projectId, before.rate, body.rate);
    await logReviewVersion(tx, existing.review.id);
    return left;
  });
  const joined = await findReviewJoined(deps.db, existing.review.id, viewer.id);
  return { review: toReview(joined!, viewer.id), energySpent: cost, lastEnergy };
}

async function findVisible(deps: Deps, reviewId: string, viewerId?: number): Promise<ReviewJoined> {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const row = await findReviewJoined(deps.db, Number(reviewId), viewerId);
  if (!row || row.review.status !== 'active' || row.project.status !== 'active')
    throw notFound('can_not_find_review');
  return row;
}

export async function getReview(deps: Deps, reviewId: string, viewerId?: number): Promise<Review> {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const row = await findReviewJoined(deps.db, Number(reviewId), viewerId);
  // removed by the admin team: 410 with the public tombstone (when, which rule, the log entry)
  if (row?.review.status === 'blocked' && row.project.status === 'active')
    await throwReviewGone(deps.db, row.review);
  // a review hidden pending moderation stays readable by its author (with the notice)
  const ownHidden = row?.review.status === 'hidden' && row.review.userId === viewerId;
  if (!row || (row.review.status !== 'active' && !ownHidden) || row.project.status !== 'active')
    throw notFound('can_not_find_review');
  return toReview(row, viewerId);
}

export { findVisible as findVisibleReview };

export async function projectReviews(
  deps: Deps,
  projectId: string,
  query: ReviewListQuery,
  viewerId?: number,
) {
  // a public page of an active project's reviews: one statement, the cards written as JSON by
  // the database (see findProjectReviewPageJson); a viewer's page carries their votes
  if (viewerId === undefined && isId(projectId)) {
    const page = await findProjectReviewPageJson(deps.db, Number(projectId), query);
    if (page && page.projectStatus === 'active') {
      // a full page with more after it: the cursor after its last card (the last object that
      // opens after ',' or '[': nested objects open after ':', and a quote inside a string is
      // escaped, so no text can look like this)
      const full = query.offset + query.limit < page.reviewCount;
      const at = Math.max(page.cards.lastIndexOf(',{"id":"'), page.cards.lastIndexOf('[{"id":"'));
      const lastId =
        full && at >= 0 ? Number(/^.\{"id":"(\d+)"/.exec(page.cards.slice(at))?.[1]) : 0;
      const cards = new RawJson(page.cards);
      return {
        data: cards,
        meta: listMeta(
          query.limit,
          query.offset,
          page.reviewCount,
          lastId ? await reviewCursorAfter(deps.db, query.sort, lastId) : null,
        ),
      };
    }
  }
  const project = await getVisibleProjectRow(deps, projectId);
  const { rows, total, nextCursor } = await listReviews(deps.db, query, {
    projectId: project.id,
    projectReviewCount: project.reviewCount,
    viewerId,
  });
  return {
    data: rows.map((r) => toReviewCard(r, viewerId)),
    meta: listMeta(query.limit, query.cursor ? 0 : query.offset, total, nextCursor),
  };
}

export async function allReviews(deps: Deps, query: GlobalReviewListQuery, viewerId?: number) {
  const { rows, total, nextCursor } = await listReviews(deps.db, query, { viewerId });
  return {
    data: rows.map((r) => toReview(r, viewerId)),
    meta: listMeta(query.limit, query.cursor ? 0 : query.offset, total, nextCursor),
  };
}

export async function myReview(
  deps: Deps,
  projectId: string,
  viewerId: number,
): Promise<Review | null> {
  const project = await getVisibleProjectRow(deps, projectId);
  const row = await findMyReview(deps.db, project.id, viewerId);
  return row && row.review.status !== 'blocked' ? toReview(row, viewerId) : null;
}
