import { z } from 'zod';
import {
  LANGUAGES,
  RATING_FILTERS,
  REPORT_REASONS,
  REVIEW_SORTS,
  USER_LEVELS,
  HOLDER_BADGES,
} from '../enums.ts';
import type { ErrorCode } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { avatarSchema } from './user.ts';
import { ID_PATTERN, paginationQuerySchema } from './common.ts';
import { changedSinceQueryShape, cursorQueryShape } from '../paging.ts';

export const reviewBodySchema = z.object({
  title: z.string().max(1000),
  /** Serialized editor JSON, or plain text. Validated and measured by processContent. */
  content: z.string().max(200_000),
  rate: z.number().int().min(1, 'rate_invalid').max(5, 'rate_invalid'),
  language: z.enum(LANGUAGES),
  /** The author's EIP-712 signature of the review (review-signature.ts); optional for old clients. */
  signature: z
    .object({
      signature: z.string().regex(/^0x[0-9a-fA-F]{2,4000}$/, 'review_signature_invalid'),
      /** Unix seconds, as signed. */
      signedAt: z
        .number()
        .int()
        .min(0)
        .max(2 ** 40),
      /** The chain the wallet signed on (the EIP-712 domain's chainId). */
      chainId: z
        .number()
        .int()
        .min(1)
        .max(2 ** 53 - 1),
      /** The site the message names: it must be this server's origin. */
      site: z.string().max(300),
    })
    .optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewAuthorSchema = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  avatar: avatarSchema,
  score: z.number().int(),
  level: z.number().int(),
  levelName: z.enum(USER_LEVELS),
  reviewsCount: z.number().int(),
  donateReceived: z.number(),
});

export const reviewProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string().nullable(),
  chain: z.string(),
  contractAddress: z.string().nullable(),
  avatar: avatarSchema,
  ownerAddress: z.string().nullable(),
  isVerified: z.boolean(),
});

export const reviewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** 'hidden': reports hid it pending moderation (only its author still sees it). */
  status: z.enum(['active', 'hidden']).default('active'),
  project: reviewProjectSchema,
  user: reviewAuthorSchema,
  title: z.string(),
  content: z.string(),
  contentText: z.string(),
  rate: z.number().int(),
  language: z.enum(LANGUAGES),
  hashtags: z.array(z.string()),
  createdAt: z.string(),
  /** When the text was last written (an edit); votes and replies leave it. */
  updatedAt: z.string(),
  /**
   * When anything this answer shows of the review last changed (text, votes, replies,
   * donations, status): what `updatedSince` compares. Optional for older fixtures.
   */
  changedAt: z.string().optional(),
  isEdited: z.boolean(),
  upVoteCount: z.number().int(),
  downVoteCount: z.number().int(),
  repliesCount: z.number().int(),
  donateStatistic: z.object({ totalAmount: z.number() }),
  /** The author is the project's owner (Product Owner badge). */
  isProductOwner: z.boolean(),
  holderBadge: z.enum(HOLDER_BADGES).nullable(),
  /** Percent of the token's supply the author held when the review was published (verified on chain). */
  holderPercent: z.number().nullable().optional(),
  /** The author signed this version (EIP-712); the payload is at /api/reviews/:id/signature. */
  isSigned: z.boolean().optional(),
  /** The transparency log's leaf of this (latest) version; null if it predates the log. */
  leafIndex: z.number().int().nonnegative().nullable().optional(),
  /** The viewer's vote, present on authenticated reads. */
  vote: z.object({ userId: z.string(), vote: z.enum(['up', 'down', 'none']) }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review as a project page's list carries it: without `contentText`, the plain text the card
 * does not show (it renders `content`); a review's own read keeps both.
 */
export const reviewCardSchema = reviewSchema.omit({ contentText: true });
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewListQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIMITS.pageSize.max)
    .default(LIMITS.pageSize.projectReviews),
  filter: z.enum(RATING_FILTERS).default('all_review'),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  language: z.enum(LANGUAGES).optional(),
  ...cursorQueryShape,
  ...changedSinceQueryShape,
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const globalReviewListQuerySchema = reviewListQuerySchema.extend({
  limit: z.coerce.number().int().min(0).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  hashtag: z
    .string()
    .trim()
    .max(60)
    .transform((v) => v.replace(/^#/, '').toLowerCase())
    .optional(),
  userId: z.string().regex(ID_PATTERN, 'user_id_invalid').optional(),
  projectId: z.string().regex(ID_PATTERN, 'project_id_invalid').optional(),
});
export type GlobalReviewListQuery = z.infer<typeof globalReviewListQuerySchema>;

export const voteBodySchema = z.object({ vote: z.enum(['up', 'down', 'none']) });
export const voteResultSchema = z.object({
  vote: z.enum(['up', 'down', 'none']),
  upVoteCount: z.number().int(),
  downVoteCount: z.number().int(),
  lastEnergy: z.number().int(),
  energySpent: z.number().int(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const replyBodySchema = z.object({
  content: z
    .string()
    .refine((v) => [...v.trim()].length >= LIMITS.reply.min, 'reply_too_short')
    .refine((v) => [...v.trim()].length <= LIMITS.reply.max, 'reply_too_long'),
});
export const replySchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  user: reviewAuthorSchema,
  content: z.string(),
  isEdited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Written by the project's product owner: labelled, and listed first under the review. */
  isProductOwner: z.boolean().optional(),
});
export type Reply = z.infer<typeof replySchema>;

/** A review's replies: the owner's first, then oldest first; by page number or by cursor. */
export const replyListQuerySchema = paginationQuerySchema.extend(cursorQueryShape);
export type ReplyListQuery = z.infer<typeof replyListQuerySchema>;

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z
    .string()
    .refine((v) => v.trim().length >= LIMITS.reportNote.min, 'note_too_short')
    .refine((v) => v.trim().length <= LIMITS.reportNote.max, 'note_too_long'),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const activitySchema = z.object({
  type: z.enum(['review', 'donate']),
  id: z.string(),
  createdAt: z.string(),
  review: reviewSchema.nullable(),
  donation: z
    .object({
      id: z.string(),
      token: z.enum(['BNB', 'BUSD']),
      amount: z.string(),
      amountUsd: z.number(),
      message: z.string().nullable(),
      transactionHash: z.string(),
      from: reviewAuthorSchema.nullable(),
      fromAddress: z.string(),
      toAddress: z.string(),
      reviewId: z.string().nullable(),
    })
    .nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Review validation of spec 5 as field codes; the texts are in the locale files. */
export function reviewFieldErrors(title: string, text: string, images: number): ErrorCode[] {
  const errors: ErrorCode[] = [];
  const titleLength = [...title.trim()].length;
  if (titleLength < LIMITS.reviewTitle.min) errors.push('title_too_short');
  if (titleLength > LIMITS.reviewTitle.max) errors.push('title_too_long');
  const contentLength = [...text.trim()].length;
  if (contentLength < LIMITS.reviewContent.min) errors.push('content_too_short');
  if (contentLength > LIMITS.reviewContent.max) errors.push('content_too_long');
  if (images > LIMITS.reviewContent.maxImages) errors.push('too_many_images');
  return errors;
}

/** A review's signed EIP-712 payload (see review-signature.ts); unsigned: nulls. */
export const reviewSignaturePayloadSchema = z.object({
  signed: z.boolean(),
  signature: z.string().nullable(),
  /** The EIP-712 domain version: '2' names the chain and the site, '1' is legacy. */
  domainVersion: z.enum(['1', '2']).nullable(),
  typedData: z
    .object({
      domain: z.object({ name: z.string(), version: z.string(), chainId: z.number().optional() }),
      types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
      primaryType: z.string(),
      message: z.record(z.string(), z.unknown()),
    })
    .nullable(),
});
export type ReviewSignaturePayload = z.infer<typeof reviewSignaturePayloadSchema>;

export const reviewSignatureResponseSchema = reviewSignaturePayloadSchema.extend({
  reviewId: z.string(),
  author: z.string(),
});

export const reviewVersionSchema = reviewSignaturePayloadSchema.extend({
  /** 1 is the first published version; the last one is current. */
  version: z.number().int(),
  current: z.boolean(),
  title: z.string(),
  content: z.string(),
  contentText: z.string(),
  rate: z.number().int(),
  language: z.string(),
  writtenAt: z.string(),
  replacedAt: z.string().nullable(),
  /** The transparency log's leaf of this version; null if it predates the log. */
  leafIndex: z.number().int().nonnegative().nullable().optional(),
});
export type ReviewVersion = z.infer<typeof reviewVersionSchema>;
