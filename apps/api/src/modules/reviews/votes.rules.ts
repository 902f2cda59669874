// The vote rules without a database (spec 4): who may vote, what a vote costs the voter and
// gives or takes from the author, what it does to the counts and the ranking, whom it tells, and
// what a batch of decided votes writes. The first vote on a review is free; every later change
// (switch, removal, re-vote) costs voteEnergy.
import {
  ENERGY,
  VOTE_VALUE,
  voteDelta,
  voteXp,
  type Vote,
  type VoteResult,
} from '@chainreview/shared';
import type { Settled } from '../../lib/batcher.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { levelUpEffects, planEnergy, planXp } from '../reputation/index.ts';
import { notificationValues, type NotificationValues } from '../notifications/index.ts';
import { popularScoreWith, voteWeightOf } from '../trust/index.ts';
import type { VoteBatchWrite, VotableReview, VoteTally, VoterRow } from './votes.repository.ts';

const fromValue = (value: number): Vote => (value === 1 ? 'up' : value === -1 ? 'down' : 'none');

export interface VoteJob {
  viewer: ViewerRef;
  reviewId: number;
  to: Vote;
}

/** What one vote of a batch decided: its answer, what it changes, whom to tell. */
export interface VotePlan {
  result: VoteResult;
  /** Nothing when the vote is already what was asked. */
  change: {
    vote: VoteBatchWrite['votes'][number];
    review: VoteBatchWrite['reviews'][number];
    ledger: VoteBatchWrite['ledger'];
    popups: VoteBatchWrite['popups'];
    notifications: NotificationValues[];
    /** The voter paid energy; the author's XP changed. */
    voterPaid: boolean;
    authorXp: boolean;
    authorId: number;
  } | null;
}

/** What the batch's votes changed, for the one statement that writes it (none if nothing did). */
export function batchOf(
  plans: Array<Settled<VotePlan>>,
  users: Map<number, VoterRow>,
  now: Date,
): VoteBatchWrite | undefined {
  const changes = plans.flatMap((plan) =>
    plan.ok && plan.value.change ? [plan.value.change] : [],
  );
  if (!changes.length) return undefined;
  // each user once, with their state after the whole batch
  const touched = new Map<number, { xp: boolean; energy: boolean }>();
  const touch = (id: number, what: 'xp' | 'energy') => {
    // Stryker disable next-line ObjectLiteral: equivalent, a missing flag reads as false
    const entry = touched.get(id) ?? { xp: false, energy: false };
    entry[what] = true;
    touched.set(id, entry);
  };
  for (const change of changes) {
    if (change.voterPaid) touch(change.vote.userId, 'energy');
    if (change.authorXp) touch(change.authorId, 'xp');
  }
  return {
    now,
    votes: changes.map((change) => change.vote),
    reviews: changes.map((change) => change.review),
    users: [...touched].map(([id, what]) => {
      const user = users.get(id)!;
      return {
        id,
        xp: what.xp ? { score: user.score, level: user.level } : null,
        energy: what.energy
          ? { lastEnergy: user.lastEnergy, lastResetEnergy: user.lastResetEnergy }
          : null,
      };
    }),
    ledger: changes.flatMap((change) => change.ledger),
    popups: changes.flatMap((change) => change.popups),
    notifications: changes.flatMap((change) => change.notifications),
  };
}

/**
 * One vote of a batch, decided with the shared rules; updates `users` with what it spends and
 * gives. Pure (the reads are done): its unit tests pin the rules without a database.
 */
export function planVote(
  job: VoteJob,
  review: VotableReview | undefined,
  tally: VoteTally | undefined,
  users: Map<number, VoterRow>,
  now: Date,
): VotePlan {
  const { viewer, to } = job;
  if (!review?.visible || !tally) throw notFound('can_not_find_review');
  if (review.userId === viewer.id) throw forbidden('you_cannot_vote_for_yourself');
  const voter = users.get(viewer.id);
  const author = users.get(review.userId);
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
    return { result, change: null };
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
    // Stryker disable next-line ConditionalExpression: equivalent, a level-up names no sender
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
    // Stryker disable next-line ConditionalExpression: equivalent, own reviews are refused above
    if (values) notifications.push(values);
  }

  // what the next vote of the batch sees of these two users
  if (energy.write) {
    voter.lastEnergy = energy.left;
    voter.lastResetEnergy = energy.lastResetEnergy;
  }
  author.score = xp.score;
  author.level = xp.level;
  const result: VoteResult = {
    vote: to,
    upVoteCount: up,
    downVoteCount: down,
    lastEnergy: energy.left,
    energySpent: cost,
  };
  return {
    result,
    change: {
      vote: {
        id: tally.mine?.id ?? null,
        reviewId: review.id,
        userId: viewer.id,
        vote: VOTE_VALUE[to],
        weight,
      },
      review: {
        id: review.id,
        up,
        down,
        popularScore: popularScoreWith(tally.others, to, weight, tally.voterFlagged),
      },
      ledger: xp.ledger.map((entry) => ({
        userId: author.id,
        ...entry,
        ...source,
        actorId: viewer.id,
        createdAt: now,
      })),
      popups,
      notifications,
      voterPaid: energy.write,
      authorXp: xp.ledger.length > 0,
      authorId: author.id,
    },
  };
}
