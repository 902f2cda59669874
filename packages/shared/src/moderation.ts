// Removal with a trace: every removal by the admin team names one rule (a reason category the
// public sees on the review's tombstone and in the /transparency figures), its author may
// appeal once, and the monthly figures are computed from the audit trail.
import { z } from 'zod';
import {
  APPEAL_MESSAGE,
  APPEAL_STATUSES,
  MODERATION_REASONS,
  type ModerationReason,
} from './moderation-rules.ts';

export * from './moderation-rules.ts';

export const moderationReasonSchema = z.enum(MODERATION_REASONS, {
  message: 'reason_category_invalid',
});

export const appealBodySchema = z.object({
  message: z
    .string({ message: 'appeal_message_too_short' })
    .trim()
    .min(APPEAL_MESSAGE.min, 'appeal_message_too_short')
    .max(APPEAL_MESSAGE.max, 'appeal_message_too_long'),
});
export type AppealBody = z.infer<typeof appealBodySchema>;

/** What GET of a removed review answers (HTTP 410), to anyone. */
export const reviewTombstoneSchema = z.object({
  reviewId: z.string(),
  projectId: z.string(),
  removedAt: z.string(),
  /** Null only for removals made before reasons were recorded. */
  reasonCategory: z.enum(MODERATION_REASONS).nullable(),
  ruleLabelKey: z.string(),
  /** The moderation entry in the transparency log; null until the log records it. */
  logEntry: z.object({ leafIndex: z.number().int().min(0).nullable() }),
});
export type ReviewTombstone = z.infer<typeof reviewTombstoneSchema>;

/** The body of a 410: the error envelope with the tombstone. */
export const tombstoneBodySchema = z.object({
  statusCode: z.literal(410),
  error: z.string(),
  message: z.array(z.literal('review_removed')).length(1),
  tombstone: reviewTombstoneSchema,
});
export type TombstoneBody = z.infer<typeof tombstoneBodySchema>;

/** The author's own appeal of a removed review. */
export const appealSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  message: z.string(),
  status: z.enum(APPEAL_STATUSES),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** One row of the admin team's appeals queue. */
export const adminAppealSchema = appealSchema.extend({
  author: z.object({ id: z.string(), address: z.string(), displayName: z.string().nullable() }),
  review: z.object({ title: z.string(), projectId: z.string(), projectName: z.string() }),
  reasonCategory: z.enum(MODERATION_REASONS).nullable(),
  removalReason: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const adminAppealDecisionSchema = z.object({
  decision: z.enum(['restore', 'reject']),
  reason: z.string().trim().max(500).optional(),
});

/** One UTC month of the public moderation figures. */
export const transparencyMonthSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  reportsReceived: z.number().int(),
  reportsUpheld: z.number().int(),
  reportsDismissed: z.number().int(),
  removals: z.object({
    total: z.number().int(),
    // every rule named (an object, not a record: a client sees each key as required)
    byReason: z.object(
      Object.fromEntries(MODERATION_REASONS.map((reason) => [reason, z.number().int()])) as Record<
        ModerationReason,
        z.ZodNumber
      >,
    ),
  }),
  restoredAfterAppeal: z.number().int(),
  appealsReceived: z.number().int(),
  /** Median seconds from a report to the decision on it, among reports decided that month. */
  medianDecisionSeconds: z.number().nullable(),
});
export type TransparencyMonth = z.infer<typeof transparencyMonthSchema>;
