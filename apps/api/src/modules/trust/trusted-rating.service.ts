// The weights of the trusted rating, read from the user's rows at the moment a review
// is published or a vote is cast (the formulas are packages/shared trusted-rating.ts and
// trust.rules.ts).
import type { DbOrTx } from '../../db/client.ts';
import { standingRecord, upheldAgainst } from './trust.repository.ts';
import { reviewWeightFor, standingOf, voteWeightOf } from './trust.rules.ts';

export { voteWeightOf };

async function standing(db: DbOrTx, userId: number, now: Date) {
  const user = await standingRecord(db, userId);
  return user ? standingOf(user, now) : null;
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
  return reviewWeightFor(s, await upheldAgainst(db, userId), holderBadge);
}
