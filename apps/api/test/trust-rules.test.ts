// The trust module's pure rules: a voter's weight from their row (level by score, account age
// never negative) and the Popular score with the voter's own vote, which a flagged ring drops.
import { describe, expect, it } from 'vitest';
import { levelForScore, reviewWeight, voteWeight, wilsonLowerBound } from '@chainreview/shared';
import { popularScoreWith, voteWeightOf } from '../src/modules/trust/index.ts';
import {
  integrityChangedPages,
  integrityNotice,
  integritySince,
  knownHolderBadge,
  reversalOf,
  reviewWeightFor,
  standingOf,
} from '../src/modules/trust/trust.rules.ts';

const now = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('voteWeightOf', () => {
  it('reads the level from the score and the age in days from the row', () => {
    for (const [score, days] of [
      [0, 0],
      [0, 0.5],
      [0, 1],
      [49, 7],
      [50, 6.99],
      [400, 30],
      [1000, 89.9],
      [40_000, 90],
    ] as const) {
      expect(voteWeightOf({ score, createdAt: daysAgo(days) }, now)).toBe(
        voteWeight({ level: levelForScore(score).level, accountAgeDays: days }),
      );
    }
  });

  it('moves at the one-day and the ninety-day boundaries', () => {
    const at = (days: number) => voteWeightOf({ score: 40_000, createdAt: daysAgo(days) }, now);
    expect(at(1)).toBeGreaterThan(at(0.999));
    expect(at(90)).toBeGreaterThan(at(89.999));
  });

  it('counts an account created after now as new, not negative', () => {
    expect(voteWeightOf({ score: 0, createdAt: daysAgo(-3) }, now)).toBe(
      voteWeight({ level: 1, accountAgeDays: 0 }),
    );
  });
});

describe('popularScoreWith', () => {
  const others = { up: 3, down: 1 };

  it('adds the voter’s weight on the side they vote', () => {
    expect(popularScoreWith(others, 'up', 0.5, false)).toBe(wilsonLowerBound(3.5, 1));
    expect(popularScoreWith(others, 'down', 0.5, false)).toBe(wilsonLowerBound(3, 1.5));
    expect(popularScoreWith(others, 'none', 0.5, false)).toBe(wilsonLowerBound(3, 1));
  });

  it('drops a flagged voter’s weight on either side', () => {
    expect(popularScoreWith(others, 'up', 0.5, true)).toBe(wilsonLowerBound(3, 1));
    expect(popularScoreWith(others, 'down', 0.5, true)).toBe(wilsonLowerBound(3, 1));
  });
});

describe('standingOf', () => {
  it('is the level by score and the age in exact days', () => {
    const user = { score: 50, createdAt: daysAgo(7.5) };
    expect(standingOf(user, now)).toEqual({
      user,
      level: levelForScore(50).level,
      accountAgeDays: 7.5,
    });
    expect(standingOf({ score: 0, createdAt: daysAgo(-2) }, now).accountAgeDays).toBe(0);
  });
});

describe('knownHolderBadge', () => {
  it('keeps a known tier and drops an unknown, empty or missing one', () => {
    expect(knownHolderBadge('WHALE')).toBe('WHALE');
    expect(knownHolderBadge('unknown-tier')).toBeNull();
    expect(knownHolderBadge('')).toBeNull();
    expect(knownHolderBadge(null)).toBeNull();
    expect(knownHolderBadge(undefined)).toBeNull();
  });
});

describe('reviewWeightFor', () => {
  it('passes the standing, the upheld reports and a known badge to the shared formula', () => {
    const standing = { level: 5, accountAgeDays: 40, user: { reviewsCount: 12 } };
    expect(reviewWeightFor(standing, 2, 'WHALE')).toBe(
      reviewWeight({
        level: 5,
        accountAgeDays: 40,
        reviewsBefore: 12,
        upheldAgainst: 2,
        holderBadge: 'WHALE',
      }),
    );
    expect(reviewWeightFor(standing, 0, 'unknown-tier')).toBe(
      reviewWeight({
        level: 5,
        accountAgeDays: 40,
        reviewsBefore: 12,
        upheldAgainst: 0,
        holderBadge: null,
      }),
    );
  });

  it('counts a user without a row as a new level-1 account with no reviews', () => {
    expect(reviewWeightFor(null, 1, null)).toBe(
      reviewWeight({
        level: 1,
        accountAgeDays: 0,
        reviewsBefore: 0,
        upheldAgainst: 1,
        holderBadge: null,
      }),
    );
  });
});

describe('reversalOf', () => {
  const review = { upVoteCount: 5, downVoteCount: 3 };

  it('takes an upvote off the up count and a downvote off the down count', () => {
    expect(reversalOf(review, 1)).toEqual({ up: 4, down: 3, was: 'up' });
    expect(reversalOf(review, -1)).toEqual({ up: 5, down: 2, was: 'down' });
  });

  it('has nothing to reverse on a vote already at 0', () => {
    expect(reversalOf(review, 0)).toBeNull();
  });
});

describe('the integrity job', () => {
  it('reads the last 90 days of votes', () => {
    expect(integritySince(now).toISOString()).toBe('2025-12-01T12:00:00.000Z');
  });

  it('tells each admin once per event with a moderation notice', () => {
    expect(integrityNotice(7, 'vote_ring_flagged', now)).toEqual({
      userId: 7,
      type: 'moderation',
      action: 'display_profile',
      groupKey: 'integrity:vote_ring_flagged',
      meta: { event: 'vote_ring_flagged' },
      now,
    });
  });

  it('changes public pages when it reversed a vote or flagged a ring, not otherwise', () => {
    expect(integrityChangedPages({ serialVotesReversed: 0, ringsFlagged: 0 })).toBe(false);
    expect(integrityChangedPages({ serialVotesReversed: 1, ringsFlagged: 0 })).toBe(true);
    expect(integrityChangedPages({ serialVotesReversed: 0, ringsFlagged: 1 })).toBe(true);
  });
});
