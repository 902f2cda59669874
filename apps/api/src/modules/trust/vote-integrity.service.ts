// The vote-integrity job: serial votes are reversed with their XP (the vote row stays,
// at 0, so counters stay equal to rows), reciprocal rings are flagged and their in-ring votes
// weigh nothing in the Popular ranking until the admin team clears them. Only the admin team is
// notified (the voters and authors are not).
import {
  type ModerationEvent,
  detectSerialVotes,
  detectVoteRings,
  voteXp,
  wilsonLowerBound,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import { awardXp } from '../reputation/index.ts';
import { announce, notify } from '../notifications/index.ts';
import { writeAudit } from '../audit/index.ts';
import { withJobLock } from '../../db/job-lock.ts';
import { conflict } from '../../lib/errors.ts';
import {
  adminTeam,
  clearRing,
  flaggedRingMembers,
  insertReversal,
  insertRing,
  lockReview,
  lockVote,
  recentVoteEvents,
  reviewsVotedBy,
  ringsWithMembers,
  setPopularScore,
  setReviewCounts,
  weightedVotes,
  zeroVote,
} from './trust.repository.ts';
import {
  integrityChangedPages,
  integrityNotice,
  integritySince,
  popularScoreWith,
  reversalOf,
} from './trust.rules.ts';

export { popularScoreWith };

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
  const reversal = review && vote ? reversalOf(review, vote.vote) : null;
  if (!review || !vote || !reversal) return false;
  await zeroVote(tx, vote.id, now);
  await setReviewCounts(tx, review.id, reversal.up, reversal.down);
  await setPopularScore(tx, review.id, await popularScoreFor(tx, review));
  const source = { type: 'review' as const, id: String(review.id) };
  // exactly what removing the vote takes back (packages/shared xp.ts)
  let xp = 0;
  for (const { amount, reason } of voteXp(reversal.was, 'none')) {
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
 * Recomputes the Popular score of every review the given voters voted on (or, without them, of
 * every review a member of a flagged ring voted on): a flagged ring's votes weigh nothing, a
 * cleared ring's weigh again.
 */
export async function reweighRingReviews(db: DbOrTx, members?: number[]): Promise<void> {
  const voters = members ?? (await flaggedRingMembers(db)).flat();
  for (const reviewId of await reviewsVotedBy(db, voters)) {
    await transaction({ db: db as Deps['db'] }, async (tx) => {
      await lockReviews(tx, [reviewId]);
      const locked = await lockReview(tx, reviewId);
      if (locked) await setPopularScore(tx, locked.id, await popularScoreFor(tx, locked));
    });
  }
}

/** Tells the admin team (and nobody else) what the job did. */
async function notifyAdminTeam(deps: Deps, event: ModerationEvent, now: Date): Promise<void> {
  const admins = await adminTeam(deps.db, deps.config.adminAddresses);
  if (!admins.length) return;
  await transaction(deps, async (tx) => {
    for (const userId of admins) await notify(tx, integrityNotice(userId, event, now));
  });
  await announce(deps, admins);
}

/** The advisory lock the daily job and an on-demand run share (one run at a time). */
export const VOTE_INTEGRITY_LOCK_KEY = 727310116;

/**
 * An on-demand run (the admin console's 'Run now') under the job's advisory lock: refused with
 * vote_integrity_running while the daily job or another request is running it.
 */
export async function runVoteIntegrityNow(deps: Deps): Promise<VoteIntegrityResult> {
  const held = await withJobLock(deps, VOTE_INTEGRITY_LOCK_KEY, (locked) =>
    runVoteIntegrity(locked),
  );
  if (!held) throw conflict('vote_integrity_running');
  if (integrityChangedPages(held.result)) await deps.publicDataChanged();
  return held.result;
}

export async function runVoteIntegrity(deps: Deps): Promise<VoteIntegrityResult> {
  const now = deps.now();
  const events = await recentVoteEvents(deps.db, integritySince(now));
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
  const remaining = await recentVoteEvents(deps.db, integritySince(now));
  let flagged = 0;
  for (const ring of detectVoteRings(remaining)) {
    const known = await ringsWithMembers(deps.db, ring.memberIds);
    if (known.length) continue; // already flagged, or cleared by the admin team
    await insertRing(deps.db, ring.memberIds, ring.lift, now);
    flagged++;
  }
  await reweighRingReviews(deps.db);
  if (reversed) await notifyAdminTeam(deps, 'serial_votes_reversed', now);
  if (flagged) await notifyAdminTeam(deps, 'vote_ring_flagged', now);
  return { votesScanned: events.length, serialVotesReversed: reversed, ringsFlagged: flagged };
}

/**
 * The Popular score of a review from its vote rows: each vote by its weight (the voter's
 * standing when voting), nothing for voters in a flagged ring (packages/shared trusted-rating).
 */
export async function popularScoreFor(tx: DbOrTx, review: { id: number }): Promise<number> {
  const { up, down } = await weightedVotes(tx, review.id);
  return wilsonLowerBound(up, down);
}

/**
 * The admin team clears a flagged ring: its members' votes weigh again in rankings. The audit
 * row is written in the same transaction; false when there is no such flagged ring.
 */
export async function clearVoteRing(
  deps: Deps,
  adminId: number,
  ringId: number,
  reason?: string,
): Promise<boolean> {
  const now = deps.now();
  const ring = await transaction(deps, async (tx) => {
    const cleared = await clearRing(tx, ringId, adminId, now);
    if (!cleared) return null;
    await writeAudit(tx, {
      actorId: adminId,
      action: 'vote_ring.clear',
      targetType: 'vote_ring',
      targetId: cleared.id,
      before: { status: 'flagged', memberIds: cleared.memberIds },
      after: { status: 'cleared' },
      reason: reason ?? null,
      now,
    });
    return cleared;
  });
  if (!ring) return false;
  await reweighRingReviews(deps.db, ring.memberIds);
  return true;
}
