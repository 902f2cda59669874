// Votes: the state machine of spec 4 on the server. The review row is locked for the whole
// change so counts stay equal to the vote rows under concurrent voting. The first vote on a
// review is free; every later change (switch, removal, re-vote) costs voteEnergy.
//
// A vote is four statements in one transaction (votes.repository.ts): read and lock, decide
// here with the shared rules, write everything in one statement.
import {
  ENERGY,
  VOTE_VALUE,
  isId,
  voteDelta,
  voteXp,
  type Vote,
  type VoteResult,
} from '@chainreview/shared';
import { transactionAfterReads } from '../../db/opening-reads.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../projects/projects.service.ts';
import { levelUpEffects, planEnergy, planXp } from '../reputation/reputation.service.ts';
import { announce, notificationValues } from '../notifications/notifications.service.ts';
import { popularScoreWith } from '../trust/vote-integrity.service.ts';
import { voteWeightOf } from '../trust/trusted-rating.service.ts';
import type { NotificationValues } from '../notifications/notifications.repository.ts';
import {
  lockVotableReview,
  lockVoterAndAuthor,
  voteTally,
  voteChangeWrite,
} from './votes.repository.ts';

const fromValue = (value: number): Vote => (value === 1 ? 'up' : value === -1 ? 'down' : 'none');

export async function castVote(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  to: Vote,
): Promise<VoteResult> {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const id = Number(reviewId);
  const now = deps.now();
  // the lock order of db/transaction.ts: both users, then the review; then the tally under it
  const reads = [
    lockVoterAndAuthor(viewer.id, id),
    lockVotableReview(id),
    voteTally(id, viewer.id),
  ] as const;
  const { result, authorId } = await transactionAfterReads(deps, reads, async (_tx, read) => {
    const [people, review, tally] = read;
    if (!review?.visible) throw notFound('can_not_find_review');
    if (review.userId === viewer.id) throw forbidden('you_cannot_vote_for_yourself');
    const voter = people.find((p) => p.id === viewer.id);
    const author = people.find((p) => p.id === review.userId);
    if (!voter || !author) throw notFound('can_not_find_review');

    const from = tally.mine ? fromValue(tally.mine.vote) : 'none';
    if (from === to) {
      const result: VoteResult = {
        vote: to,
        upVoteCount: review.upVoteCount,
        downVoteCount: review.downVoteCount,
        lastEnergy: planEnergy(voter, 0, now).left,
        energySpent: 0,
      };
      return { value: { result, authorId: author.id } };
    }
    const cost = tally.mine ? ENERGY.voteEnergy : 0;
    const energy = planEnergy(voter, cost, now);
    // the voter's standing now: a new wallet's vote counts in the tallies but weighs less
    const weight = voteWeightOf(voter, now);
    const delta = voteDelta(from, to);
    const up = review.upVoteCount + delta.up;
    const down = review.downVoteCount + delta.down;

    // XP for the author (packages/shared xp.ts): an upvote gives, a downvote takes, removal undoes
    const xp = planXp(author, voteXp(from, to));
    const source = { sourceType: 'review', sourceId: String(review.id) } as const;
    const notifications: NotificationValues[] = [];
    const popups = [];
    for (const levelUp of xp.levelUps) {
      const effects = levelUpEffects(author.id, levelUp, now);
      popups.push(effects.popup);
      const values = notificationValues(effects.notification);
      if (values) notifications.push(values);
    }
    if (to !== 'none') {
      const values = notificationValues({
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
      if (values) notifications.push(values);
    }

    const write = voteChangeWrite({
      reviewId: review.id,
      voterId: viewer.id,
      mineId: tally.mine?.id ?? null,
      vote: VOTE_VALUE[to],
      weight,
      now,
      counts: {
        upVoteCount: up,
        downVoteCount: down,
        popularScore: popularScoreWith(tally.others, to, weight, tally.voterFlagged),
      },
      energy: energy.write
        ? { lastEnergy: energy.left, lastResetEnergy: energy.lastResetEnergy }
        : null,
      author: xp.ledger.length ? { id: author.id, score: xp.score, level: xp.level } : null,
      ledger: xp.ledger.map((entry) => ({
        userId: author.id,
        ...entry,
        ...source,
        actorId: viewer.id,
        createdAt: now,
      })),
      popups,
      notifications,
    });
    const result: VoteResult = {
      vote: to,
      upVoteCount: up,
      downVoteCount: down,
      lastEnergy: energy.left,
      energySpent: cost,
    };
    return { value: { result, authorId: author.id }, write };
  });
  if (result.vote !== 'none') await announce(deps, [authorId]);
  return result;
}
