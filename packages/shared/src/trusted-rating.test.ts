import { describe, expect, it } from 'vitest';
import { bayesianAverage, wilsonLowerBound } from './ranking.ts';
import {
  TRUSTED_RATING,
  accountAgeFactor,
  historyFactor,
  levelFactor,
  reviewWeight,
  trustedPopularScore,
  trustedRating,
  voteWeight,
  weightedMean,
  weightedVoteTotals,
  type AuthorStanding,
} from './trusted-rating.ts';

const fresh: AuthorStanding = {
  level: 1,
  accountAgeDays: 0,
  reviewsBefore: 0,
  upheldAgainst: 0,
  holderBadge: null,
};
const member: AuthorStanding = {
  level: 5,
  accountAgeDays: 200,
  reviewsBefore: 12,
  upheldAgainst: 0,
  holderBadge: null,
};

describe('review weight', () => {
  it('gives a wallet created today with no history the minimum weight', () => {
    expect(reviewWeight(fresh)).toBe(TRUSTED_RATING.minWeight);
  });

  it('gives an established member a full weight of 1', () => {
    expect(reviewWeight(member)).toBe(1);
  });

  it('grows with level, account age and reviews written', () => {
    const base = { ...fresh, level: 3, accountAgeDays: 10, reviewsBefore: 1 };
    expect(reviewWeight({ ...base, level: 4 })).toBeGreaterThan(reviewWeight(base));
    expect(reviewWeight({ ...base, accountAgeDays: 40 })).toBeGreaterThan(reviewWeight(base));
    expect(reviewWeight({ ...base, reviewsBefore: 5 })).toBeGreaterThan(reviewWeight(base));
  });

  it('counts holder proof at review time, more for larger holdings, up to the cap', () => {
    const shrimp = reviewWeight({ ...member, holderBadge: 'SHRIMP' });
    const whale = reviewWeight({ ...member, holderBadge: 'WHALE' });
    expect(shrimp).toBeGreaterThan(1);
    expect(whale).toBeGreaterThan(shrimp);
    expect(reviewWeight({ ...member, holderBadge: 'HUMPBACK' })).toBe(
      TRUSTED_RATING.maxReviewWeight,
    );
  });

  it('falls with reports against the author that the admin team upheld, never below the floor', () => {
    expect(reviewWeight({ ...member, upheldAgainst: 1 })).toBe(0.75);
    expect(reviewWeight({ ...member, upheldAgainst: 10 })).toBe(TRUSTED_RATING.minWeight);
  });
});

describe('vote weight', () => {
  it('counts a new wallet little and an established member fully', () => {
    expect(voteWeight({ level: 1, accountAgeDays: 0 })).toBe(0.06);
    expect(voteWeight({ level: 9, accountAgeDays: 365 })).toBe(1);
    expect(voteWeight({ level: 2, accountAgeDays: 3 })).toBe(0.2);
  });

  it('stays inside its bounds', () => {
    for (const level of [1, 2, 3, 4, 5, 9])
      for (const days of [0, 0.5, 3, 10, 60, 1000]) {
        const w = voteWeight({ level, accountAgeDays: days });
        expect(w).toBeGreaterThanOrEqual(TRUSTED_RATING.minWeight);
        expect(w).toBeLessThanOrEqual(TRUSTED_RATING.maxVoteWeight);
      }
  });
});

describe('factors', () => {
  it('are monotonic', () => {
    for (let l = 1; l < 9; l++) expect(levelFactor(l + 1)).toBeGreaterThanOrEqual(levelFactor(l));
    const days = [0, 1, 7, 30, 90];
    for (let i = 1; i < days.length; i++)
      expect(accountAgeFactor(days[i]!)).toBeGreaterThan(accountAgeFactor(days[i - 1]!));
    expect(historyFactor(10, 0)).toBe(1);
    expect(historyFactor(0, 0)).toBe(0.6);
    expect(historyFactor(0, 5)).toBe(0);
  });
});

describe('trusted rating', () => {
  it('equals the plain Bayesian average when every review weighs 1', () => {
    const reviews = [5, 4, 4, 3].map((rate) => ({ rate, weight: 1 }));
    expect(trustedRating(reviews, 3.5)).toBeCloseTo(bayesianAverage(16, 4, 3.5), 10);
  });

  it('moves less for a fresh wallet than for an established member', () => {
    const base = [5, 5, 4].map((rate) => ({ rate, weight: 1 }));
    const before = trustedRating(base, 4);
    const byFresh = trustedRating([...base, { rate: 1, weight: reviewWeight(fresh) }], 4);
    const byMember = trustedRating([...base, { rate: 1, weight: reviewWeight(member) }], 4);
    expect(before - byFresh).toBeGreaterThan(0);
    expect(before - byFresh).toBeLessThan((before - byMember) / 10);
  });

  it('is barely moved by thirty fresh wallets giving five stars', () => {
    const sybils = Array.from({ length: 30 }, () => ({ rate: 5, weight: reviewWeight(fresh) }));
    expect(trustedRating(sybils, 3.5)).toBeLessThan(3.7);
    expect(weightedMean(sybils)).toBeCloseTo(5, 10);
  });

  it('is the global mean without reviews', () => {
    expect(trustedRating([], 3.8)).toBe(3.8);
    expect(weightedMean([])).toBe(0);
  });

  it('takes the mean weighted by the weights', () => {
    expect(
      weightedMean([
        { rate: 5, weight: 1 },
        { rate: 1, weight: 0.25 },
      ]),
    ).toBeCloseTo(4.2, 10);
  });
});

describe('trusted Popular score', () => {
  const votes = [
    { voterId: 1, value: 1, weight: 1 },
    { voterId: 2, value: 1, weight: 0.06 },
    { voterId: 3, value: -1, weight: 0.5 },
    { voterId: 4, value: 0, weight: 1 },
  ];

  it('sums the votes by their weights', () => {
    expect(weightedVoteTotals(votes)).toEqual({ up: 1.06, down: 0.5 });
    expect(trustedPopularScore(votes)).toBeCloseTo(wilsonLowerBound(1.06, 0.5), 12);
  });

  it('gives votes from a flagged ring no weight', () => {
    expect(weightedVoteTotals(votes, new Set([1, 3]))).toEqual({ up: 0.06, down: 0 });
  });

  it('ranks ten new-wallet upvotes below three from established members', () => {
    const newbies = Array.from({ length: 10 }, (_, i) => ({ voterId: i, value: 1, weight: 0.06 }));
    const members = Array.from({ length: 3 }, (_, i) => ({ voterId: i, value: 1, weight: 1 }));
    expect(trustedPopularScore(members)).toBeGreaterThan(trustedPopularScore(newbies));
    expect(trustedPopularScore([])).toBe(0);
  });
});
