// The trust module's pure rules: a voter's weight from their row (level by score, account age
// never negative) and the Popular score with the voter's own vote, which a flagged ring drops.
import { describe, expect, it } from 'vitest';
import { levelForScore, voteWeight, wilsonLowerBound } from '@chainreview/shared';
import { popularScoreWith, voteWeightOf } from '../src/modules/trust/index.ts';

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
