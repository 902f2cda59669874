// The weights of the trusted rating, read from the user's rows at the moment a review
// is published or a vote is cast (the formulas are packages/shared trusted-rating.ts).
import {
  levelForScore,
  reviewWeight,
  voteWeight,
  type HolderBadge,
  HOLDER_BADGES,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { standingRecord, upheldAgainst } from './trust.repository.ts';

const DAY_MS = 86_400_000;

/** A user's standing now from their row: level by score, account age in days. */
function standingOf<U extends { score: number; createdAt: Date }>(user: U, now: Date) {
  return {
    user,
    level: levelForScore(user.score).level,
    accountAgeDays: Math.max(0, (now.getTime() - user.createdAt.getTime()) / DAY_MS),
  };
}

async function standing(db: DbOrTx, userId: number, now: Date) {
  const user = await standingRecord(db, userId);
  return user ? standingOf(user, now) : null;
}

/** The weight a vote by this user (their row, as read) carries in rankings now. */
export function voteWeightOf(user: { score: number; createdAt: Date }, now: Date): number {
  return voteWeight(standingOf(user, now));
}

/**
 * The weight of a review this user publishes now, with the holder tier read on chain for it.
 * Call it before the author's reviewsCount counts the new review.
 */
export async function currentReviewWeight(
  db: DbOrTx,
  userId: number,
  holderBadge: string | null | undefined,
  now: Date,
): Promise<number> {
  const s = await standing(db, userId, now);
  const badge = (HOLDER_BADGES as readonly string[]).includes(holderBadge ?? '')
    ? (holderBadge as HolderBadge)
    : null;
  return reviewWeight({
    level: s?.level ?? 1,
    accountAgeDays: s?.accountAgeDays ?? 0,
    reviewsBefore: s?.user.reviewsCount ?? 0,
    upheldAgainst: await upheldAgainst(db, userId),
    holderBadge: badge,
  });
}
