// The removal rules as plain values (no zod): what pages import to label, sort and count
// removals without loading the schemas. moderation.ts re-exports all of it.
import type { ReportReason } from './enums.ts';

/** The rules a review or reply can be removed under; labels live in the web app (moderationReasons.<code>). */
export const MODERATION_REASONS = [
  'spam',
  'harassment',
  'hate',
  'misinformation',
  'illegal',
  'personal_data',
  'scam',
  'impersonation',
  'off_topic',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** The rule a report's reason points at: what the admin console proposes when upholding. */
export const REPORT_REASON_RULE: Record<ReportReason, ModerationReason> = {
  offensive_language: 'harassment',
  racism_sexism_homophobia: 'hate',
  do_not_spam: 'spam',
  deliberately_fud: 'misinformation',
  other: 'other',
};

/** The rule to propose when upholding these reports: the one most of their reasons point at. */
export function ruleForReports(reasons: readonly string[]): ModerationReason {
  const votes = new Map<ModerationReason, number>();
  for (const reason of reasons) {
    const rule = REPORT_REASON_RULE[reason as ReportReason];
    if (rule) votes.set(rule, (votes.get(rule) ?? 0) + 1);
  }
  let best: ModerationReason = 'other';
  let most = 0;
  // ties go to the earlier rule in MODERATION_REASONS (the more specific one)
  for (const rule of MODERATION_REASONS) {
    const n = votes.get(rule) ?? 0;
    if (n > most) [best, most] = [rule, n];
  }
  return best;
}

/** The translation key of a rule's public label. */
export const moderationReasonLabelKey = (reason: ModerationReason) =>
  `moderationReasons.${reason}` as const;

export function isModerationReason(value: unknown): value is ModerationReason {
  return typeof value === 'string' && (MODERATION_REASONS as readonly string[]).includes(value);
}

export const APPEAL_MESSAGE = { min: 10, max: 1000 } as const;

export const APPEAL_STATUSES = ['open', 'restored', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** How many months /transparency lists, newest first. */
export const TRANSPARENCY_MONTHS = 24;
