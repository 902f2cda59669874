// The trust rules without a database: a user's standing and the weights it gives their votes and
// reviews, the Popular score with one voter's vote, what reversing a serial vote does to the
// counts, how far back the integrity job looks, and what it tells the admin team.
import {
  HOLDER_BADGES,
  VOTE_INTEGRITY,
  levelForScore,
  reviewWeight,
  voteWeight,
  wilsonLowerBound,
  type HolderBadge,
  type ModerationEvent,
} from '@chainreview/shared';

const DAY_MS = 86_400_000;

/** A user's standing now from their row: level by score, account age in days (never negative). */
export function standingOf<U extends { score: number; createdAt: Date }>(user: U, now: Date) {
  return {
    user,
    level: levelForScore(user.score).level,
    accountAgeDays: Math.max(0, (now.getTime() - user.createdAt.getTime()) / DAY_MS),
  };
}

/** The weight a vote by this user (their row, as read) carries in rankings now. */
export function voteWeightOf(user: { score: number; createdAt: Date }, now: Date): number {
  return voteWeight(standingOf(user, now));
}

/** A holder tier we know, or none (a stale or unknown name counts as no badge). */
export function knownHolderBadge(holderBadge: string | null | undefined): HolderBadge | null {
  return (HOLDER_BADGES as readonly string[]).includes(holderBadge ?? '')
    ? (holderBadge as HolderBadge)
    : null;
}

/** The weight of a review from its author's standing (none: a new account at level 1). */
export function reviewWeightFor(
  standing: { level: number; accountAgeDays: number; user: { reviewsCount: number } } | null,
  upheldAgainst: number,
  holderBadge: string | null | undefined,
): number {
  return reviewWeight({
    level: standing?.level ?? 1,
    accountAgeDays: standing?.accountAgeDays ?? 0,
    reviewsBefore: standing?.user.reviewsCount ?? 0,
    upheldAgainst,
    holderBadge: knownHolderBadge(holderBadge),
  });
}

/**
 * The Popular score once one voter's vote is `vote` with `weight`: everybody else's weighted votes
 * (flagged rings already left out) plus this one, which weighs nothing if its voter is in a
 * flagged ring. The same figure popularScoreFor reads from the rows.
 */
export function popularScoreWith(
  others: { up: number; down: number },
  vote: 'up' | 'down' | 'none',
  weight: number,
  voterFlagged: boolean,
): number {
  const own = voterFlagged ? 0 : weight;
  return wilsonLowerBound(
    others.up + (vote === 'up' ? own : 0),
    others.down + (vote === 'down' ? own : 0),
  );
}

/**
 * What reversing a vote leaves on its review: the counts without it and the vote it was (a vote
 * already at 0 has nothing to reverse).
 */
export function reversalOf(
  review: { upVoteCount: number; downVoteCount: number },
  vote: number,
): { up: number; down: number; was: 'up' | 'down' } | null {
  if (vote === 0) return null;
  return {
    up: review.upVoteCount - (vote === 1 ? 1 : 0),
    down: review.downVoteCount - (vote === -1 ? 1 : 0),
    was: vote === 1 ? 'up' : 'down',
  };
}

/** The oldest vote the integrity job reads. */
export function integritySince(now: Date): Date {
  return new Date(now.getTime() - VOTE_INTEGRITY.lookbackMs);
}

/** The notice each admin gets of what the job did (one per event, grouped). */
export function integrityNotice(userId: number, event: ModerationEvent, now: Date) {
  return {
    userId,
    type: 'moderation',
    action: 'display_profile',
    groupKey: `integrity:${event}`,
    meta: { event },
    now,
  } as const;
}

/** Public pages change when the job reversed a vote or flagged a ring. */
export function integrityChangedPages(result: {
  serialVotesReversed: number;
  ringsFlagged: number;
}): boolean {
  return result.serialVotesReversed > 0 || result.ringsFlagged > 0;
}
