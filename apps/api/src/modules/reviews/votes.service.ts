// Votes: the state machine of spec 4 on the server. The review row is locked for the whole
// change so counts stay equal to the vote rows under concurrent voting. The first vote on a
// review is free; every later change (switch, removal, re-vote) costs voteEnergy.
import {
  ENERGY,
  VOTE_VALUE,
  voteDelta,
  voteXp,
  type Vote,
  type VoteResult,
} from '@chainreview/shared';
import { lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../projects/projects.service.ts';
import { awardXp, spendEnergy } from '../reputation/reputation.service.ts';
import { announce, notify } from '../notifications/notifications.service.ts';
import { findVisibleReview } from './reviews.service.ts';
import { popularScoreFor } from '../trust/vote-integrity.service.ts';
import { currentVoteWeight } from '../trust/trusted-rating.service.ts';
import {
  changeVote,
  insertVote,
  lockReviewRow,
  lockVoteRow,
  setReviewVoteCounts,
} from './votes.repository.ts';

const fromValue = (value: number): Vote => (value === 1 ? 'up' : value === -1 ? 'down' : 'none');

export async function castVote(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  to: Vote,
): Promise<VoteResult> {
  const found = await findVisibleReview(deps, reviewId);
  if (found.review.userId === viewer.id) throw forbidden('you_cannot_vote_for_yourself');
  const now = deps.now();
  const result = await transaction(deps, async (tx) => {
    // the lock order of db/transaction.ts: both users, then the review (read and locked in one)
    await lockUsers(tx, [viewer.id, found.review.userId]);
    const review = await lockReviewRow(tx, found.review.id);
    if (!review) throw notFound('can_not_find_review');
    const existing = await lockVoteRow(tx, review.id, viewer.id);
    const from = existing ? fromValue(existing.vote) : 'none';
    if (from === to) {
      const left = await spendEnergy(tx, viewer.id, 0, now);
      return {
        vote: to,
        upVoteCount: review.upVoteCount,
        downVoteCount: review.downVoteCount,
        lastEnergy: left,
        energySpent: 0,
      };
    }
    const cost = existing ? ENERGY.voteEnergy : 0;
    const lastEnergy = await spendEnergy(tx, viewer.id, cost, now);
    // the voter's standing now: a new wallet's vote counts in the tallies but weighs less
    const weight = await currentVoteWeight(tx, viewer.id, now);
    if (existing) {
      await changeVote(tx, existing.id, VOTE_VALUE[to], weight, now);
    } else {
      await insertVote(tx, {
        reviewId: review.id,
        userId: viewer.id,
        vote: VOTE_VALUE[to],
        weight,
        createdAt: now,
        updatedAt: now,
      });
    }
    const delta = voteDelta(from, to);
    const up = review.upVoteCount + delta.up;
    const down = review.downVoteCount + delta.down;
    await setReviewVoteCounts(tx, review.id, {
      upVoteCount: up,
      downVoteCount: down,
      popularScore: await popularScoreFor(tx, review),
    });

    // XP for the author (packages/shared xp.ts): an upvote gives, a downvote takes, removal undoes
    const source = { type: 'review' as const, id: String(review.id) };
    for (const { amount, reason } of voteXp(from, to))
      await awardXp(tx, review.userId, amount, reason, source, viewer.id, now);
    if (to !== 'none') {
      await notify(tx, {
        userId: review.userId,
        type: to === 'up' ? 'upvote' : 'downvote',
        action: 'display_review',
        objectId: String(review.id),
        fromUserId: viewer.id,
        projectId: review.projectId,
        groupKey: `${to}vote:${review.id}`,
        message: review.title,
        now,
      });
    }
    return { vote: to, upVoteCount: up, downVoteCount: down, lastEnergy, energySpent: cost };
  });
  if (result.vote !== 'none') await announce(deps, [found.review.userId]);
  return result;
}
