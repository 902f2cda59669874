// Every threshold of the domain rules, tested on both sides of its boundary: a limit moved by
// one unit (or a level threshold by 10 %) fails here. Mutation testing (`npm run mutation`)
// measures how much of packages/shared these tests pin.
import { describe, expect, it } from 'vitest';
import { currentEnergy, ENERGY, energyPercent } from './energy.ts';
import { holderTier, TOKEN_HOLDER_PERCENT } from './holders.ts';
import {
  levelForScore,
  levelProgress,
  maxEnergyForLevel,
  nextLevelThreshold,
  PUBLIC_SOCIAL_LINKS_LEVEL,
  SCORE_LEVELS,
} from './levels.ts';
import { LIMITS, LOGIN_CODE, RATE_LIMITS, SESSION_TTL_SECONDS } from './limits.ts';
import {
  ACTIVITY_WEIGHTS,
  bayesianAverage,
  GOOD_RATING_PRIOR,
  isNewGem,
  NEW_GEM,
  newGemCreatedAfter,
  newGemScore,
  popularScore,
  trendingScore,
  wilsonLowerBound,
} from './ranking.ts';
import { REPORT_RULES, reportsHide, reportWeight, type ReporterStanding } from './reports.ts';
import { REVIEW_SIGNATURE_MAX_SKEW_SECONDS } from './review-signature.ts';
import { replyBodySchema, reportBodySchema, reviewFieldErrors } from './schemas/review.ts';
import { updateMeSchema } from './schemas/user.ts';
import { donateLogBodySchema } from './schemas/donation.ts';
import { httpsLinkSchema } from './schemas/project.ts';
import {
  accountAgeFactor,
  historyFactor,
  levelFactor,
  reviewWeight,
  TRUSTED_RATING,
  trustedPopularScore,
  trustedRating,
  voteWeight,
  weightedMean,
  weightedVoteTotals,
  type AuthorStanding,
} from './trusted-rating.ts';
import { isVoteChange, nextVote, voteDelta } from './votes.ts';
import { donationXp, voteXp } from './xp.ts';

const DAY_MS = 86_400_000;

describe('level thresholds', () => {
  const mins = [0, 50, 150, 400, 1000, 2500, 6000, 15000, 40000];
  const energy = [30, 40, 50, 60, 70, 80, 90, 100, 120];

  it('opens each level at its minimum score, not one point before', () => {
    mins.forEach((min, i) => expect(levelForScore(min).level, `score ${min}`).toBe(i + 1));
    mins
      .slice(1)
      .forEach((min, i) => expect(levelForScore(min - 1).level, `score ${min - 1}`).toBe(i + 1));
    expect(levelForScore(Number.MAX_SAFE_INTEGER).level).toBe(9);
    expect(levelForScore(-1)).toBe(SCORE_LEVELS[0]);
  });

  it('has contiguous inclusive ranges, the energy maxima and names of each level', () => {
    expect(SCORE_LEVELS.map((l) => l.min)).toEqual(mins);
    expect(SCORE_LEVELS.map((l) => l.max)).toEqual([...mins.slice(1).map((m) => m - 1), null]);
    expect(SCORE_LEVELS.map((l) => l.maxEnergy)).toEqual(energy);
    expect(SCORE_LEVELS.map((l) => l.name)).toEqual([
      'NEWBIE',
      'JUNIOR_MEMBER',
      'MEMBER',
      'FULL_MEMBER',
      'SENIOR_MEMBER',
      'PROFESSIONAL',
      'HERO',
      'LEGEND',
      'IMMORTAL',
    ]);
    energy.forEach((max, i) => expect(maxEnergyForLevel(i + 1)).toBe(max));
    expect(maxEnergyForLevel(0)).toBe(1);
    expect(maxEnergyForLevel(10)).toBe(1);
    expect(PUBLIC_SOCIAL_LINKS_LEVEL).toBe(3);
  });

  it('gives the next threshold of every level and the progress between them', () => {
    mins.slice(1).forEach((next, i) => expect(nextLevelThreshold(i + 1)).toBe(next));
    expect(nextLevelThreshold(9)).toBe(0);
    expect(levelProgress(0)).toBe(0);
    expect(levelProgress(25)).toBe(50);
    expect(levelProgress(49)).toBe(98);
    expect(levelProgress(50)).toBe(0);
    expect(levelProgress(100)).toBe(50);
    expect(levelProgress(275)).toBe(50);
    expect(levelProgress(39_999)).toBeCloseTo(99.996, 3);
    expect(levelProgress(40_000)).toBe(100);
    expect(levelProgress(-10)).toBe(0);
  });
});

describe('energy boundaries', () => {
  const reset = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(reset.getTime() + ms);

  it('refills exactly when the recycle step has passed, not a millisecond before', () => {
    expect(ENERGY).toEqual({
      reviewEnergy: 10,
      voteEnergy: 1,
      recycleEnergyStep: 86_400,
      fullEnergyLevel: 3,
    });
    const state = { lastEnergy: 3, lastResetEnergy: reset };
    expect(currentEnergy(state, 1, at(DAY_MS - 1))).toEqual(state);
    expect(currentEnergy(state, 1, at(DAY_MS))).toEqual({
      lastEnergy: 30,
      lastResetEnergy: at(DAY_MS),
    });
    // a custom step moves the boundary with it
    expect(currentEnergy(state, 9, at(59_999), 60).lastEnergy).toBe(3);
    expect(currentEnergy(state, 9, at(60_000), 60).lastEnergy).toBe(120);
  });

  it('caps kept energy at the level maximum', () => {
    const over = { lastEnergy: 45, lastResetEnergy: reset };
    expect(currentEnergy(over, 2, at(1)).lastEnergy).toBe(40);
    expect(currentEnergy(over, 3, at(1)).lastEnergy).toBe(45);
  });

  it('keeps the bar between 0 and 100 percent', () => {
    expect(energyPercent(30, 30)).toBe(100);
    expect(energyPercent(31, 30)).toBe(100);
    expect(energyPercent(29, 30)).toBeCloseTo(96.667, 3);
    expect(energyPercent(0, 30)).toBe(0);
    expect(energyPercent(-5, 30)).toBe(0);
    expect(energyPercent(0.5, 0)).toBe(50);
    expect(energyPercent(0.5, -3)).toBe(50);
    expect(energyPercent(1, 0.5)).toBe(100);
  });
});

describe('votes: every transition', () => {
  const states = ['none', 'up', 'down'] as const;
  it('charges a change or a removal, never a first vote or a re-vote from none', () => {
    const charged = new Set(['up>none', 'up>down', 'down>none', 'down>up']);
    for (const from of states)
      for (const to of states)
        expect(isVoteChange(from, to), `${from}>${to}`).toBe(charged.has(`${from}>${to}`));
  });

  it('moves each counter by the difference of the two states', () => {
    const count = { none: [0, 0], up: [1, 0], down: [0, 1] } as const;
    for (const from of states)
      for (const to of states)
        expect(voteDelta(from, to), `${from}>${to}`).toEqual({
          up: count[to][0] - count[from][0],
          down: count[to][1] - count[from][1],
        });
    expect(nextVote('none', 'down')).toBe('down');
    expect(nextVote('down', 'down')).toBe('none');
  });

  it('gives XP for each transition and whole dollars of a donation', () => {
    expect(voteXp('down', 'down')).toEqual([]);
    expect(voteXp('none', 'none')).toEqual([]);
    expect(voteXp('up', 'down')).toEqual([
      { amount: -2, reason: 'upvote_removed' },
      { amount: -1, reason: 'downvote_received' },
    ]);
    expect(voteXp('down', 'up')).toEqual([
      { amount: 1, reason: 'downvote_removed' },
      { amount: 2, reason: 'upvote_received' },
    ]);
    expect(donationXp(1)).toBe(1);
    expect(donationXp(0.999)).toBe(0);
    expect(donationXp(0)).toBe(0);
    expect(donationXp(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('holder tiers at their boundaries', () => {
  // 1e8 units of supply: one unit is 1e-6 percent, so every tier edge is exact
  const supply = 100_000_000n;
  const units = (percent: number) => BigInt(Math.round(percent * 1_000_000));

  it('opens each tier at its minimum percent and closes it one unit below the next', () => {
    // SHRIMP opens at any holding above 0 (tested below); each later tier at its minimum
    TOKEN_HOLDER_PERCENT.slice(1).forEach((tier, i) => {
      expect(holderTier(units(tier.min), supply)?.badgeLevel, `${tier.min} %`).toBe(
        tier.badgeLevel,
      );
      expect(holderTier(units(tier.min) - 1n, supply)?.badgeLevel, `below ${tier.min} %`).toBe(
        TOKEN_HOLDER_PERCENT[i]!.badgeLevel,
      );
    });
    expect(TOKEN_HOLDER_PERCENT.map((t) => [t.badgeLevel, t.min, t.max])).toEqual([
      ['SHRIMP', 0, 0.001],
      ['CRAB', 0.001, 0.01],
      ['OCTOPUS', 0.01, 0.05],
      ['FISH', 0.05, 0.1],
      ['DOLPHIN', 0.1, 0.5],
      ['SHARK', 0.5, 1],
      ['WHALE', 1, 5],
      ['HUMPBACK', 5, null],
    ]);
  });

  it('gives the smallest holding a tier and refuses none, negative or dust below precision', () => {
    expect(holderTier(1n, supply)?.badgeLevel).toBe('SHRIMP');
    expect(holderTier(supply, supply)?.badgeLevel).toBe('HUMPBACK');
    expect(holderTier(0n, supply)).toBeNull();
    expect(holderTier(-1n, supply)).toBeNull();
    expect(holderTier(1n, -1n)).toBeNull();
    // 1 unit of 1e12 is below the 1e-8 percent precision
    expect(holderTier(1n, 10n ** 12n)).toBeNull();
    expect(holderTier(1n, 10n ** 10n)?.badgeLevel).toBe('SHRIMP');
  });
});

describe('trusted rating factors at their boundaries', () => {
  it('weighs levels 1 to 5 and above', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(levelFactor)).toEqual([0.3, 0.3, 0.5, 0.7, 0.8, 1, 1, 1]);
  });

  it('weighs account age by day 1, 7, 30 and 90', () => {
    expect([0, 0.99, 1, 6.99, 7, 29.99, 30, 89.99, 90, 400].map(accountAgeFactor)).toEqual([
      0.2, 0.2, 0.4, 0.4, 0.7, 0.7, 0.9, 0.9, 1, 1,
    ]);
  });

  it('weighs history by 1, 3 and 10 reviews before, minus each upheld report', () => {
    expect([0, 1, 2, 3, 9, 10, 50].map((n) => historyFactor(n, 0))).toEqual([
      0.6, 0.8, 0.8, 0.9, 0.9, 1, 1,
    ]);
    expect(historyFactor(10, 1)).toBe(0.75);
    expect(historyFactor(10, 4)).toBe(0);
    expect(historyFactor(0, 3)).toBe(0);
  });

  const author = (over: Partial<AuthorStanding> = {}): AuthorStanding => ({
    level: 5,
    accountAgeDays: 90,
    reviewsBefore: 10,
    upheldAgainst: 0,
    holderBadge: null,
    ...over,
  });

  it('clamps weights between the minimum and the maxima', () => {
    expect(TRUSTED_RATING.minWeight).toBe(0.05);
    expect(TRUSTED_RATING.maxVoteWeight).toBe(1);
    expect(TRUSTED_RATING.maxReviewWeight).toBe(1.5);
    expect(TRUSTED_RATING.upheldAgainstPenalty).toBe(0.25);
    expect(TRUSTED_RATING.prior).toBe(10);
    expect(voteWeight({ level: 5, accountAgeDays: 90 })).toBe(1);
    expect(voteWeight({ level: 1, accountAgeDays: 0 })).toBe(0.06);
    expect(voteWeight({ level: 2, accountAgeDays: 7 })).toBe(0.35);
    expect(reviewWeight(author())).toBe(1);
    expect(reviewWeight(author({ upheldAgainst: 4 }))).toBe(0.05);
    expect(reviewWeight(author({ level: 1, accountAgeDays: 0, reviewsBefore: 0 }))).toBe(0.05);
    expect(reviewWeight(author({ level: 1, accountAgeDays: 1, reviewsBefore: 0 }))).toBe(0.072);
  });

  it('multiplies a review by the holder factor of each tier, up to 1.5', () => {
    const factors = {
      SHRIMP: 1.05,
      CRAB: 1.1,
      OCTOPUS: 1.15,
      FISH: 1.2,
      DOLPHIN: 1.25,
      SHARK: 1.3,
      WHALE: 1.4,
      HUMPBACK: 1.5,
    } as const;
    expect(TRUSTED_RATING.holderFactor).toEqual(factors);
    for (const [badge, factor] of Object.entries(factors))
      expect(reviewWeight(author({ holderBadge: badge as keyof typeof factors }))).toBe(factor);
    expect(reviewWeight(author({ holderBadge: 'HUMPBACK', reviewsBefore: 9 }))).toBe(1.35);
  });

  it('averages by weight and pulls few reviews towards the global mean', () => {
    expect(weightedMean([])).toBe(0);
    expect(weightedMean([{ rate: 5, weight: 0 }])).toBe(0);
    expect(
      weightedMean([
        { rate: 5, weight: 3 },
        { rate: 1, weight: 1 },
      ]),
    ).toBe(4);
    expect(trustedRating([], 3)).toBe(3);
    expect(trustedRating([{ rate: 5, weight: 10 }], 3)).toBe(4);
    expect(trustedRating([{ rate: 5, weight: 1 }], 3, 1)).toBe(4);
  });

  it('counts vote weights unless the voter is in an uncleared ring', () => {
    const votes = [
      { voterId: 1, value: 1, weight: 0.5 },
      { voterId: 2, value: -1, weight: 0.25 },
      { voterId: 3, value: 1, weight: 1 },
      { voterId: 4, value: 0, weight: 1 },
    ];
    expect(weightedVoteTotals(votes)).toEqual({ up: 1.5, down: 0.25 });
    expect(weightedVoteTotals(votes, new Set([3]))).toEqual({ up: 0.5, down: 0.25 });
    expect(trustedPopularScore(votes, new Set([3]))).toBe(wilsonLowerBound(0.5, 0.25));
    expect(trustedPopularScore(votes)).toBeGreaterThan(trustedPopularScore(votes, new Set([3])));
  });
});

describe('report weights at their boundaries', () => {
  const reporter = (over: Partial<ReporterStanding> = {}): ReporterStanding => ({
    level: 5,
    accountAgeDays: 30,
    reviewsCount: 3,
    upheld: 0,
    dismissed: 0,
    ...over,
  });

  it('keeps the rules', () => {
    expect(REPORT_RULES).toEqual({
      hideThreshold: 2,
      dailyLimit: 10,
      minWeight: 0.02,
      maxWeight: 1.5,
      upheldBonus: 0.1,
      upheldBonusCap: 0.5,
      dismissedPenalty: 0.25,
    });
  });

  it('weighs the level at 2, 3 and 5', () => {
    expect([1, 2, 3, 4, 5, 9].map((level) => reportWeight(reporter({ level })))).toEqual([
      0.2, 0.5, 0.8, 0.8, 1, 1,
    ]);
  });

  it('weighs the account age at day 1, 7 and 30', () => {
    expect(
      [0, 0.99, 1, 6.99, 7, 29.99, 30].map((accountAgeDays) =>
        reportWeight(reporter({ accountAgeDays })),
      ),
    ).toEqual([0.25, 0.25, 0.5, 0.5, 0.8, 0.8, 1]);
  });

  it('weighs the reviews written at 1 and 3', () => {
    expect([0, 1, 2, 3].map((reviewsCount) => reportWeight(reporter({ reviewsCount })))).toEqual([
      0.5, 0.8, 0.8, 1,
    ]);
  });

  it('adds upheld reports up to the cap and takes dismissed ones, within the bounds', () => {
    expect(reportWeight(reporter({ upheld: 1 }))).toBe(1.1);
    expect(reportWeight(reporter({ upheld: 5 }))).toBe(1.5);
    expect(reportWeight(reporter({ upheld: 6 }))).toBe(1.5);
    expect(reportWeight(reporter({ level: 3, upheld: 5 }))).toBe(1.3);
    expect(reportWeight(reporter({ level: 3, upheld: 6 }))).toBe(1.3);
    expect(reportWeight(reporter({ dismissed: 1 }))).toBe(0.75);
    expect(reportWeight(reporter({ dismissed: 4 }))).toBe(0.02);
    expect(reportWeight(reporter({ level: 1, accountAgeDays: 0, reviewsCount: 0 }))).toBe(0.025);
  });

  it('hides a review when open weights reach 2, not below', () => {
    expect(reportsHide([1, 1])).toBe(true);
    expect(reportsHide([1, 0.999])).toBe(false);
    expect(reportsHide([0.7, 0.7, 0.6])).toBe(true);
    expect(reportsHide([0.25, 0.25, 0.25])).toBe(false);
    expect(reportsHide([])).toBe(false);
  });
});

describe('ranking boundaries', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('makes a New Gem from 1 to 20 reviews and up to 90 days old, inclusive', () => {
    expect(NEW_GEM).toEqual({ maxAgeDays: 90, minReviews: 1, maxReviews: 20 });
    const gem = (days: number, reviewCount: number) =>
      isNewGem({ createdAt: ago(days * DAY_MS), reviewCount }, now);
    expect(gem(90, 1)).toBe(true);
    expect(gem(90.0001, 1)).toBe(false);
    expect(gem(0, 0)).toBe(false);
    expect(gem(0, 20)).toBe(true);
    expect(gem(0, 21)).toBe(false);
    expect(isNewGem({ createdAt: ago(DAY_MS).toISOString(), reviewCount: 5 }, now)).toBe(true);
    expect(newGemCreatedAfter(now)).toEqual(ago(90 * DAY_MS));
  });

  it('boosts a New Gem by its youth and scores others 0', () => {
    expect(newGemScore(4, 5, now, now)).toBe(4);
    expect(newGemScore(4, 5, ago(45 * DAY_MS), now)).toBe(3);
    expect(newGemScore(4, 5, ago(90 * DAY_MS), now)).toBe(2);
    expect(newGemScore(4, 21, now, now)).toBe(0);
    expect(newGemScore(4, 5, ago(91 * DAY_MS), now)).toBe(0);
    // created a moment in the future (clock skew) counts as newborn, not as more than new
    expect(newGemScore(4, 5, new Date(now.getTime() + 1000), now)).toBe(4);
  });

  it('counts trending activity inside the window only, halving every third of it', () => {
    expect(ACTIVITY_WEIGHTS).toEqual({ review: 5, vote: 1, follow: 2, donation: 4, reply: 1 });
    const score = (ms: number, kind: keyof typeof ACTIVITY_WEIGHTS = 'review') =>
      trendingScore([{ at: ago(ms), kind }], now, 30);
    expect(score(0)).toBe(5);
    expect(score(0, 'donation')).toBe(4);
    expect(score(10 * DAY_MS)).toBeCloseTo(2.5, 10);
    expect(score(30 * DAY_MS)).toBeCloseTo(0.625, 10);
    expect(score(30 * DAY_MS + 1)).toBe(0);
    expect(score(-1)).toBe(0);
    expect(
      trendingScore(
        [
          { at: now, kind: 'vote' },
          { at: now, kind: 'follow' },
        ],
        now,
        7,
      ),
    ).toBe(3);
  });

  it('sums popular engagement by weight and bounds the Wilson and Bayesian scores', () => {
    expect(popularScore({ reviews: 1, votes: 1, followers: 1, donations: 1, replies: 1 })).toBe(13);
    expect(popularScore({ reviews: 0, votes: 0, followers: 0, donations: 0, replies: 2 })).toBe(2);
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(1, 0)).toBeCloseTo(0.2065, 4);
    expect(wilsonLowerBound(0, 1)).toBe(0);
    expect(wilsonLowerBound(10, 0)).toBeCloseTo(0.7225, 4);
    expect(GOOD_RATING_PRIOR).toBe(10);
    expect(bayesianAverage(0, 0, 4)).toBe(4);
    expect(bayesianAverage(50, 10, 3)).toBe(4);
    expect(bayesianAverage(10, 2, 3, 0)).toBe(5);
    expect(bayesianAverage(0, 0, 3, 0)).toBe(0);
  });
});

describe('text and value limits at their boundaries', () => {
  it('keeps the values of DESIGN.md section 4', () => {
    expect(LIMITS).toMatchObject({
      reviewTitle: { min: 10, max: 100 },
      reviewContent: { min: 50, max: 5000, maxImages: 5 },
      reply: { min: 2, max: 1000 },
      displayName: { min: 3, max: 30 },
      bio: { max: 300 },
      projectDescription: { max: 2000 },
      socialLink: { max: 200 },
      reportNote: { min: 10, max: 150 },
      donation: { minBNB: 0.001, maxBNB: 10, minBUSD: 1, maxBUSD: 10000, messageMax: 200 },
      upload: { maxBytes: 1_048_576, mimeTypes: ['image/png', 'image/jpeg'] },
      jsonDepth: 64,
      recommendedContentExtra: 50,
      search: { minChars: 2, limit: 5 },
      recentSearchesMax: 10,
      pageSize: { default: 10, max: 100, projectReviews: 5, notifications: 10 },
    });
    expect(LOGIN_CODE).toEqual({ length: 12, ttlSeconds: 300 });
    expect(SESSION_TTL_SECONDS).toBe(2_592_000);
    expect(RATE_LIMITS).toEqual({
      anonymousPerMinute: 300,
      writePerMinute: 30,
      loginPerMinute: 10,
    });
    expect(REVIEW_SIGNATURE_MAX_SKEW_SECONDS).toBe(600);
  });

  it('accepts a review title, content and images at the limits and refuses one past them', () => {
    const content = (n: number) => 'x'.repeat(n);
    expect(reviewFieldErrors(content(10), content(50), 5)).toEqual([]);
    expect(reviewFieldErrors(content(100), content(5000), 0)).toEqual([]);
    expect(reviewFieldErrors(content(9), content(49), 6)).toEqual([
      'title_too_short',
      'content_too_short',
      'too_many_images',
    ]);
    expect(reviewFieldErrors(content(101), content(5001), 5)).toEqual([
      'title_too_long',
      'content_too_long',
    ]);
    // counted in characters after trimming, not in UTF-16 units
    expect(reviewFieldErrors(`  ${'😀'.repeat(10)}  `, '😀'.repeat(50), 0)).toEqual([]);
    expect(reviewFieldErrors(` ${'x'.repeat(9)} `, content(50), 0)).toEqual(['title_too_short']);
  });

  it('bounds replies, report notes, display names, bios, links and donation messages', () => {
    const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
      schema.safeParse(v).success;
    expect(ok(replyBodySchema, { content: 'ab' })).toBe(true);
    expect(ok(replyBodySchema, { content: ' a ' })).toBe(false);
    expect(ok(replyBodySchema, { content: 'x'.repeat(1000) })).toBe(true);
    expect(ok(replyBodySchema, { content: 'x'.repeat(1001) })).toBe(false);
    expect(ok(reportBodySchema, { reason: 'other', note: 'x'.repeat(10) })).toBe(true);
    expect(ok(reportBodySchema, { reason: 'other', note: ` ${'x'.repeat(9)} ` })).toBe(false);
    expect(ok(reportBodySchema, { reason: 'other', note: 'x'.repeat(150) })).toBe(true);
    expect(ok(reportBodySchema, { reason: 'other', note: 'x'.repeat(151) })).toBe(false);
    expect(ok(updateMeSchema, { displayName: 'abc' })).toBe(true);
    expect(ok(updateMeSchema, { displayName: ' ab ' })).toBe(false);
    expect(ok(updateMeSchema, { displayName: 'x'.repeat(30) })).toBe(true);
    expect(ok(updateMeSchema, { displayName: 'x'.repeat(31) })).toBe(false);
    expect(ok(updateMeSchema, { bio: 'x'.repeat(300) })).toBe(true);
    expect(ok(updateMeSchema, { bio: 'x'.repeat(301) })).toBe(false);
    const link = (n: number) => `https://a.io/${'x'.repeat(n - 'https://a.io/'.length)}`;
    expect(ok(httpsLinkSchema, link(200))).toBe(true);
    expect(ok(httpsLinkSchema, link(201))).toBe(false);
    const tx = `0x${'a'.repeat(64)}`;
    expect(ok(donateLogBodySchema, { transactionHash: tx, message: 'x'.repeat(200) })).toBe(true);
    expect(ok(donateLogBodySchema, { transactionHash: tx, message: 'x'.repeat(201) })).toBe(false);
  });
});
