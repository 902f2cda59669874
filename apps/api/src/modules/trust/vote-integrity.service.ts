// The vote-integrity job (issue 16): serial votes are reversed with their XP (the vote row stays,
// at 0, so counters stay equal to rows), reciprocal rings are flagged and their in-ring votes
// weigh nothing in the Popular ranking until the admin team clears them. Nobody is notified:
// findings are listed for the admin team only.
import {
  VOTE_INTEGRITY,
  detectSerialVotes,
  detectVoteRings,
  voteXp,
  wilsonLowerBound,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import { awardXp } from '../reputation/reputation.service.ts';
import {
  countVotesExcluding,
  flaggedRingMembers,
  flaggedRingOf,
  insertReversal,
  insertRing,
  lockReview,
  lockVote,
  recentVoteEvents,
  reviewsByAuthors,
  ringsWithMembers,
  setReviewCounts,
  zeroVote,
} from './trust.repository.ts';

export interface VoteIntegrityResult {
  votesScanned: number;
  serialVotesReversed: number;
  ringsFlagged: number;
}

/**
 * Reverses one vote in the global lock order (voter and author, then the review; see
 * db/transaction.ts); false if the vote changed since it was read.
 */
async function reverseVote(
  tx: Tx,
  event: { id: number; voterId: number; authorId: number; reviewId: number },
  now: Date,
): Promise<boolean> {
  await lockUsers(tx, [event.voterId, event.authorId]);
  await lockReviews(tx, [event.reviewId]);
  const review = await lockReview(tx, event.reviewId);
  const vote = await lockVote(tx, event.id);
  if (!review || !vote || vote.vote === 0) return false;
  const up = review.upVoteCount - (vote.vote === 1 ? 1 : 0);
  const down = review.downVoteCount - (vote.vote === -1 ? 1 : 0);
  await zeroVote(tx, vote.id, now);
  await setReviewCounts(tx, review.id, up, down, await popularScoreFor(tx, review, up, down));
  const source = { type: 'review' as const, id: String(review.id) };
  // exactly what removing the vote takes back (packages/shared xp.ts)
  let xp = 0;
  for (const { amount, reason } of voteXp(vote.vote === 1 ? 'up' : 'down', 'none')) {
    await awardXp(tx, review.userId, amount, reason, source, vote.userId, now);
    xp += amount;
  }
  await insertReversal(tx, {
    reviewId: review.id,
    voterId: vote.userId,
    authorId: review.userId,
    vote: vote.vote,
    xp,
    createdAt: now,
  });
  return true;
}

/**
 * Popular score of a ring member's review without the votes of its ring mates (flagged rings
 * only); every other review keeps the plain score from its counts.
 */
export async function reweighRingReviews(db: DbOrTx, clearedMembers?: number[]): Promise<void> {
  const rings = clearedMembers ? [clearedMembers] : await flaggedRingMembers(db);
  for (const members of rings) {
    for (const review of await reviewsByAuthors(db, members)) {
      // a cleared ring's reviews get their plain score back
      const mates = clearedMembers ? [] : members.filter((m) => m !== review.userId);
      const { up, down } = await countVotesExcluding(db, review.id, mates);
      await transaction({ db: db as Deps['db'] }, async (tx) => {
        await lockReviews(tx, [review.id]);
        const locked = await lockReview(tx, review.id);
        if (!locked) return;
        await setReviewCounts(
          tx,
          locked.id,
          locked.upVoteCount,
          locked.downVoteCount,
          wilsonLowerBound(up, down),
        );
      });
    }
  }
}

export async function runVoteIntegrity(deps: Deps): Promise<VoteIntegrityResult> {
  const now = deps.now();
  const events = await recentVoteEvents(
    deps.db,
    new Date(now.getTime() - VOTE_INTEGRITY.lookbackMs),
  );
  const byId = new Map(events.map((e) => [e.id, e]));
  let reversed = 0;
  for (const finding of detectSerialVotes(events)) {
    for (const voteId of finding.voteIds) {
      const event = byId.get(voteId)!;
      const done = await transaction(deps, (tx) => reverseVote(tx, event, now));
      if (done) reversed++;
    }
  }
  // rings among what is left after serial reversals
  const remaining = await recentVoteEvents(
    deps.db,
    new Date(now.getTime() - VOTE_INTEGRITY.lookbackMs),
  );
  let flagged = 0;
  for (const ring of detectVoteRings(remaining)) {
    const known = await ringsWithMembers(deps.db, ring.memberIds);
    if (known.length) continue; // already flagged, or cleared by the admin team
    await insertRing(deps.db, ring.memberIds, ring.lift, now);
    flagged++;
  }
  await reweighRingReviews(deps.db);
  return { votesScanned: events.length, serialVotesReversed: reversed, ringsFlagged: flagged };
}

/** The Popular score of a review after a vote: plain, unless its author is in a flagged ring. */
export async function popularScoreFor(
  tx: DbOrTx,
  review: { id: number; userId: number },
  up: number,
  down: number,
): Promise<number> {
  const ring = await flaggedRingOf(tx, review.userId);
  if (!ring) return wilsonLowerBound(up, down);
  const counted = await countVotesExcluding(
    tx,
    review.id,
    ring.filter((m) => m !== review.userId),
  );
  return wilsonLowerBound(counted.up, counted.down);
}
