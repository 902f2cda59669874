// XP rewards (DESIGN.md section 4) and the anti-spam window: the values the services apply,
// in one place, with the pure rules that turn events into ledger amounts.
import type { Vote, XpReason } from './enums.ts';

export const XP_REWARDS = {
  reviewPublished: 10,
  upvoteReceived: 2,
  downvoteReceived: -1,
  replyReceived: 1,
  /** per whole USD received, rounded down */
  donationPerUsd: 1,
} as const;

/** The same text posted again by its author within this window is `do_not_spam`. */
export const SPAM_WINDOW_MS = 10 * 60_000;

/** The ledger entries a vote change gives the review's author, in order. */
export function voteXp(from: Vote, to: Vote): Array<{ amount: number; reason: XpReason }> {
  const entries: Array<{ amount: number; reason: XpReason }> = [];
  if (from === to) return entries;
  if (from === 'up') entries.push({ amount: -XP_REWARDS.upvoteReceived, reason: 'upvote_removed' });
  if (from === 'down')
    entries.push({ amount: -XP_REWARDS.downvoteReceived, reason: 'downvote_removed' });
  if (to === 'up') entries.push({ amount: XP_REWARDS.upvoteReceived, reason: 'upvote_received' });
  if (to === 'down')
    entries.push({ amount: XP_REWARDS.downvoteReceived, reason: 'downvote_received' });
  return entries;
}

/** XP for a donation worth `usd` (whole dollars only; nothing below one). */
export function donationXp(usd: number): number {
  return Number.isFinite(usd) && usd > 0 ? Math.floor(usd) * XP_REWARDS.donationPerUsd : 0;
}
