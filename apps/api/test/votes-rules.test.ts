// The vote state machine decided without a database: who may vote, what a vote costs (the first
// on a review free, every later change voteEnergy), what it moves (counts, the author's XP, the
// ranking score) and whom it tells; then what a batch of decided votes writes.
import { describe, expect, it } from 'vitest';
import { ENERGY, XP_REWARDS, levelForScore, maxEnergyForLevel } from '@chainreview/shared';
import { batchOf, planVote, type VoteJob } from '../src/modules/reviews/votes.service.ts';
import type {
  VotableReview,
  VoteTally,
  VoterRow,
} from '../src/modules/reviews/votes.repository.ts';
import { popularScoreWith, voteWeightOf } from '../src/modules/trust/index.ts';

const now = new Date('2026-03-01T12:00:00Z');
const hourAgo = new Date(now.getTime() - 3_600_000);
const yearAgo = new Date(now.getTime() - 365 * 86_400_000);

const VOTER = 1;
const AUTHOR = 2;

function people(voter: Partial<VoterRow> = {}, author: Partial<VoterRow> = {}) {
  const row = (id: number, over: Partial<VoterRow>): VoterRow => ({
    id,
    score: 0,
    level: 1,
    lastEnergy: 5,
    lastResetEnergy: hourAgo,
    createdAt: yearAgo,
    ...over,
  });
  return new Map([
    [VOTER, row(VOTER, voter)],
    [AUTHOR, row(AUTHOR, author)],
  ]);
}

const review = (over: Partial<VotableReview> = {}): VotableReview => ({
  id: 40,
  userId: AUTHOR,
  projectId: 7,
  title: 'A fair review',
  visible: true,
  upVoteCount: 3,
  downVoteCount: 1,
  ...over,
});

const tally = (mine: number | null, over: Partial<VoteTally> = {}): VoteTally => ({
  mine: mine === null ? null : { id: 900, vote: mine },
  others: { up: 2.5, down: 1 },
  voterFlagged: false,
  ...over,
});

const job = (to: VoteJob['to'], viewerId = VOTER): VoteJob => ({
  viewer: { id: viewerId, address: '0xabc', role: 'user' },
  reviewId: 40,
  to,
});

const codesOf = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return (error as { codes?: unknown; statusCode?: unknown }).codes;
  }
  throw new Error('expected a refusal');
};

describe('planVote: who may vote', () => {
  it('refuses a review that is hidden, missing, or has no tally', () => {
    const users = people();
    expect(
      codesOf(() => planVote(job('up'), review({ visible: false }), tally(null), users, now)),
    ).toEqual(['can_not_find_review']);
    expect(codesOf(() => planVote(job('up'), undefined, tally(null), users, now))).toEqual([
      'can_not_find_review',
    ]);
    expect(codesOf(() => planVote(job('up'), review(), undefined, users, now))).toEqual([
      'can_not_find_review',
    ]);
  });

  it('refuses a vote on one’s own review', () => {
    expect(
      codesOf(() => planVote(job('up', AUTHOR), review(), tally(null), people(), now)),
    ).toEqual(['you_cannot_vote_for_yourself']);
  });

  it('refuses when the voter or the author row was not read', () => {
    const noVoter = people();
    noVoter.delete(VOTER);
    const noAuthor = people();
    noAuthor.delete(AUTHOR);
    expect(codesOf(() => planVote(job('up'), review(), tally(null), noVoter, now))).toEqual([
      'can_not_find_review',
    ]);
    expect(codesOf(() => planVote(job('up'), review(), tally(null), noAuthor, now))).toEqual([
      'can_not_find_review',
    ]);
  });
});

describe('planVote: what a vote costs and moves', () => {
  it('a first upvote is free, counts, gives the author XP and tells them', () => {
    const users = people({ lastEnergy: 0 }, { score: 10 });
    const plan = planVote(job('up'), review(), tally(null), users, now);
    const weight = voteWeightOf(users.get(VOTER)!, now);
    expect(plan.result).toEqual({
      vote: 'up',
      upVoteCount: 4,
      downVoteCount: 1,
      lastEnergy: 0,
      energySpent: 0,
    });
    expect(plan.change).toMatchObject({
      vote: { id: null, reviewId: 40, userId: VOTER, vote: 1, weight },
      review: {
        id: 40,
        up: 4,
        down: 1,
        popularScore: popularScoreWith({ up: 2.5, down: 1 }, 'up', weight, false),
      },
      ledger: [
        {
          userId: AUTHOR,
          amount: XP_REWARDS.upvoteReceived,
          reason: 'upvote_received',
          sourceType: 'review',
          sourceId: '40',
          actorId: VOTER,
          createdAt: now,
        },
      ],
      popups: [],
      voterPaid: false,
      authorXp: true,
      authorId: AUTHOR,
    });
    expect(plan.change!.notifications).toEqual([
      expect.objectContaining({
        userId: AUTHOR,
        type: 'upvote',
        action: 'display_review',
        objectId: '40',
        fromUserId: VOTER,
        projectId: 7,
        groupKey: 'upvote:40',
        message: 'A fair review',
      }),
    ]);
    // the next vote of the batch sees the author's new score; the voter paid nothing
    expect(users.get(AUTHOR)).toMatchObject({ score: 10 + XP_REWARDS.upvoteReceived, level: 1 });
    expect(users.get(VOTER)).toMatchObject({ lastEnergy: 0, lastResetEnergy: hourAgo });
  });

  it('a first downvote is free, counts down and takes XP', () => {
    const plan = planVote(job('down'), review(), tally(null), people({}, { score: 10 }), now);
    expect(plan.result).toMatchObject({
      vote: 'down',
      upVoteCount: 3,
      downVoteCount: 2,
      energySpent: 0,
    });
    expect(plan.change).toMatchObject({
      vote: { vote: -1 },
      ledger: [{ amount: XP_REWARDS.downvoteReceived, reason: 'downvote_received' }],
    });
    expect(plan.change!.notifications).toEqual([
      expect.objectContaining({ type: 'downvote', groupKey: 'downvote:40' }),
    ]);
  });

  it('a switch costs voteEnergy, keeps the row, and undoes the old XP before the new', () => {
    const users = people({ lastEnergy: ENERGY.voteEnergy }, { score: 10 });
    const plan = planVote(job('down'), review(), tally(1), users, now);
    expect(plan.result).toEqual({
      vote: 'down',
      upVoteCount: 2,
      downVoteCount: 2,
      lastEnergy: 0,
      energySpent: ENERGY.voteEnergy,
    });
    expect(plan.change).toMatchObject({ vote: { id: 900, vote: -1 }, voterPaid: true });
    expect(plan.change!.ledger.map((e) => [e.amount, e.reason])).toEqual([
      [-XP_REWARDS.upvoteReceived, 'upvote_removed'],
      [XP_REWARDS.downvoteReceived, 'downvote_received'],
    ]);
    expect(users.get(VOTER)).toMatchObject({ lastEnergy: 0, lastResetEnergy: hourAgo });
  });

  it('a removal costs voteEnergy, tells nobody and leaves the vote at 0', () => {
    const plan = planVote(job('none'), review(), tally(-1), people({}, { score: 10 }), now);
    expect(plan.result).toMatchObject({
      vote: 'none',
      upVoteCount: 3,
      downVoteCount: 0,
      energySpent: 1,
    });
    expect(plan.change).toMatchObject({
      vote: { id: 900, vote: 0 },
      review: { popularScore: popularScoreWith({ up: 2.5, down: 1 }, 'none', 1, false) },
      notifications: [],
      ledger: [{ amount: -XP_REWARDS.downvoteReceived, reason: 'downvote_removed' }],
    });
  });

  it('a re-vote with one energy short is refused; with exactly enough it passes', () => {
    expect(
      codesOf(() => planVote(job('up'), review(), tally(-1), people({ lastEnergy: 0 }), now)),
    ).toEqual(['not_enough_energy']);
    expect(
      planVote(job('up'), review(), tally(-1), people({ lastEnergy: 1 }), now).result.lastEnergy,
    ).toBe(0);
  });

  it('a re-vote after the refill step spends from a full bar', () => {
    const dayAgo = new Date(now.getTime() - ENERGY.recycleEnergyStep * 1000);
    const users = people({ lastEnergy: 0, lastResetEnergy: dayAgo });
    const plan = planVote(job('up'), review(), tally(-1), users, now);
    expect(plan.result.lastEnergy).toBe(maxEnergyForLevel(1) - ENERGY.voteEnergy);
    expect(users.get(VOTER)).toMatchObject({
      lastEnergy: maxEnergyForLevel(1) - ENERGY.voteEnergy,
      lastResetEnergy: now,
    });
  });

  it('the same vote again changes nothing and reports the energy as it is now', () => {
    const dayAgo = new Date(now.getTime() - ENERGY.recycleEnergyStep * 1000);
    const plan = planVote(
      job('up'),
      review(),
      tally(1),
      people({ lastEnergy: 0, lastResetEnergy: dayAgo }),
      now,
    );
    expect(plan).toEqual({
      result: {
        vote: 'up',
        upVoteCount: 3,
        downVoteCount: 1,
        lastEnergy: maxEnergyForLevel(1),
        energySpent: 0,
      },
      change: null,
    });
    expect(planVote(job('none'), review(), tally(null), people(), now).change).toBeNull();
  });

  it('a flagged voter’s vote counts in the tally but not in the ranking score', () => {
    const plan = planVote(job('up'), review(), tally(null, { voterFlagged: true }), people(), now);
    expect(plan.result.upVoteCount).toBe(4);
    expect(plan.change!.review.popularScore).toBe(
      popularScoreWith({ up: 2.5, down: 1 }, 'up', 1, true),
    );
    expect(plan.change!.review.popularScore).not.toBe(
      popularScoreWith({ up: 2.5, down: 1 }, 'up', 1, false),
    );
  });

  it('an upvote that lifts the author a level adds the popup and the level notification', () => {
    const threshold = levelForScore(50).min;
    const plan = planVote(
      job('up'),
      review(),
      tally(null),
      people({}, { score: threshold - XP_REWARDS.upvoteReceived }),
      now,
    );
    expect(plan.change!.popups).toEqual([
      expect.objectContaining({
        userId: AUTHOR,
        type: 'level_up',
        data: expect.objectContaining({ newLevel: 2 }),
      }),
    ]);
    expect(plan.change!.notifications.map((n) => n.type)).toEqual(['up_level', 'upvote']);
    const below = planVote(
      job('up'),
      review(),
      tally(null),
      people({}, { score: threshold - XP_REWARDS.upvoteReceived - 1 }),
      now,
    );
    expect(below.change!.popups).toEqual([]);
  });

  it('a downvote on an author at zero moves no XP', () => {
    const plan = planVote(job('down'), review(), tally(null), people({}, { score: 0 }), now);
    expect(plan.change).toMatchObject({ ledger: [], authorXp: false });
  });
});

describe('planVote: a vote row left at 0 by a removal', () => {
  it('reads as no vote: asking for none again changes nothing', () => {
    expect(planVote(job('none'), review(), tally(0), people(), now).change).toBeNull();
  });

  it('a re-vote after the removal costs voteEnergy and counts once', () => {
    const plan = planVote(job('up'), review(), tally(0), people({ lastEnergy: 3 }), now);
    expect(plan.result).toEqual({
      vote: 'up',
      upVoteCount: 4,
      downVoteCount: 1,
      lastEnergy: 3 - ENERGY.voteEnergy,
      energySpent: ENERGY.voteEnergy,
    });
    expect(plan.change).toMatchObject({ vote: { id: 900, vote: 1 }, voterPaid: true });
  });
});

describe('planVote: a free vote leaves the voter’s stored energy alone', () => {
  it('even when a refill is due (the next vote of the batch refills it itself)', () => {
    const dayAgo = new Date(now.getTime() - ENERGY.recycleEnergyStep * 1000);
    const users = people({ lastEnergy: 0, lastResetEnergy: dayAgo });
    const plan = planVote(job('up'), review(), tally(null), users, now);
    expect(plan.result.lastEnergy).toBe(maxEnergyForLevel(1));
    expect(users.get(VOTER)).toMatchObject({ lastEnergy: 0, lastResetEnergy: dayAgo });
  });
});

describe('batchOf', () => {
  it('is nothing when no vote changed anything', () => {
    const users = people();
    const same = planVote(job('none'), review(), tally(null), users, now);
    expect(
      batchOf(
        [
          { ok: true, value: same },
          { ok: false, error: new Error('x') },
        ],
        users,
        now,
      ),
    ).toBeUndefined();
  });

  it('writes each user once, energy for a voter who paid and XP for an author who moved', () => {
    const users = people({ lastEnergy: 3 }, { score: 10 });
    const paid = planVote(job('down'), review(), tally(1), users, now);
    const batch = batchOf([{ ok: true, value: paid }], users, now)!;
    expect(batch.now).toBe(now);
    expect(batch.votes).toEqual([paid.change!.vote]);
    expect(batch.reviews).toEqual([paid.change!.review]);
    expect(batch.ledger).toEqual(paid.change!.ledger);
    expect(batch.notifications).toEqual(paid.change!.notifications);
    expect(batch.users).toEqual([
      { id: VOTER, xp: null, energy: { lastEnergy: 2, lastResetEnergy: hourAgo } },
      { id: AUTHOR, xp: { score: 7, level: 1 }, energy: null },
    ]);
  });

  it('writes no energy for a free first vote and no XP for an author who did not move', () => {
    const users = people({}, { score: 0 });
    const free = planVote(job('down'), review(), tally(null), users, now);
    const batch = batchOf([{ ok: true, value: free }], users, now)!;
    expect(batch.users).toEqual([]);
    expect(batch.votes).toHaveLength(1);
  });

  it('carries the popups of every change', () => {
    const users = people({}, { score: 48 });
    const up = planVote(job('up'), review(), tally(null), users, now);
    expect(batchOf([{ ok: true, value: up }], users, now)!.popups).toEqual(up.change!.popups);
    expect(up.change!.popups).toHaveLength(1);
  });
});
