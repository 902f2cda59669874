import { describe, expect, it } from 'vitest';
import {
  bayesianAverage,
  isNewGem,
  NEW_GEM,
  newGemScore,
  popularScore,
  trendingScore,
  wilsonLowerBound,
} from './ranking.ts';

describe('ranking', () => {
  it('ranks fifty 4.8s above one 5 with the Bayesian average', () => {
    const mean = 3.8;
    expect(bayesianAverage(50 * 4.8, 50, mean)).toBeGreaterThan(bayesianAverage(5, 1, mean));
    expect(bayesianAverage(0, 0, mean)).toBeCloseTo(mean);
  });

  it('ranks many mostly-positive votes above a single upvote with the Wilson bound', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(90, 10)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(5, 5)).toBeLessThan(wilsonLowerBound(9, 1));
    expect(wilsonLowerBound(100, 0)).toBeLessThan(1);
  });

  it('decays trending activity and ignores events outside the window', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const day = 86_400_000;
    const recent = trendingScore([{ at: new Date(now.getTime() - day), kind: 'review' }], now, 7);
    const older = trendingScore(
      [{ at: new Date(now.getTime() - 6 * day), kind: 'review' }],
      now,
      7,
    );
    const outside = trendingScore(
      [{ at: new Date(now.getTime() - 8 * day), kind: 'review' }],
      now,
      7,
    );
    expect(recent).toBeGreaterThan(older);
    expect(outside).toBe(0);
    expect(
      trendingScore([{ at: new Date(now.getTime() - 8 * day), kind: 'review' }], now, 30),
    ).toBeGreaterThan(0);
  });

  it('weighs engagement in Popular', () => {
    expect(
      popularScore({ reviews: 1, votes: 0, followers: 0, donations: 0, replies: 0 }),
    ).toBeGreaterThan(
      popularScore({ reviews: 0, votes: 1, followers: 0, donations: 0, replies: 0 }),
    );
  });

  it('gives New Gems only to young reviewed projects, younger first', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const young = new Date('2026-06-20T00:00:00Z');
    const older = new Date('2026-04-20T00:00:00Z');
    expect(newGemScore(4.5, 3, young, now)).toBeGreaterThan(newGemScore(4.5, 3, older, now));
    expect(newGemScore(4.5, 0, young, now)).toBe(0);
    expect(newGemScore(4.5, 3, new Date('2025-01-01T00:00:00Z'), now)).toBe(0);
  });

  describe('New Gem bounds', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const young = ago(10);

    it('takes projects up to maxAgeDays old, not a day older', () => {
      expect(isNewGem({ createdAt: ago(NEW_GEM.maxAgeDays), reviewCount: 3 }, now)).toBe(true);
      expect(isNewGem({ createdAt: ago(NEW_GEM.maxAgeDays + 1), reviewCount: 3 }, now)).toBe(false);
      expect(
        isNewGem({ createdAt: ago(NEW_GEM.maxAgeDays).toISOString(), reviewCount: 3 }, now),
      ).toBe(true);
    });

    it('needs at least minReviews reviews', () => {
      expect(isNewGem({ createdAt: young, reviewCount: NEW_GEM.minReviews }, now)).toBe(true);
      expect(isNewGem({ createdAt: young, reviewCount: NEW_GEM.minReviews - 1 }, now)).toBe(false);
    });

    it('stops at maxReviews: a well-reviewed project is no discovery', () => {
      expect(isNewGem({ createdAt: young, reviewCount: NEW_GEM.maxReviews }, now)).toBe(true);
      expect(isNewGem({ createdAt: young, reviewCount: NEW_GEM.maxReviews + 1 }, now)).toBe(false);
      expect(newGemScore(4.5, NEW_GEM.maxReviews, young, now)).toBeGreaterThan(0);
      expect(newGemScore(4.5, NEW_GEM.maxReviews + 1, young, now)).toBe(0);
    });
  });
});
