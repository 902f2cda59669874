import { describe, expect, it } from 'vitest';
import { currentEnergy, energyPercent } from './energy.ts';
import { errorText, joinErrorTexts } from './errors.ts';
import { holderTier } from './holders.ts';
import {
  levelForScore,
  levelProgress,
  maxEnergyForLevel,
  nextLevelThreshold,
  SCORE_LEVELS,
} from './levels.ts';
import { isVoteChange, nextVote, voteDelta } from './votes.ts';

describe('levels', () => {
  it('has nine levels indexable by level minus one', () => {
    expect(SCORE_LEVELS).toHaveLength(9);
    SCORE_LEVELS.forEach((l, i) => expect(l.level).toBe(i + 1));
    expect(SCORE_LEVELS[2]).toMatchObject({ name: 'MEMBER', min: 150, max: 399 });
    expect(SCORE_LEVELS[8]).toMatchObject({
      name: 'IMMORTAL',
      min: 40000,
      max: null,
      maxEnergy: 120,
    });
  });

  it('maps scores to levels at the thresholds', () => {
    expect(levelForScore(0).level).toBe(1);
    expect(levelForScore(49).level).toBe(1);
    expect(levelForScore(50).level).toBe(2);
    expect(levelForScore(149).level).toBe(2);
    expect(levelForScore(150).level).toBe(3);
    expect(levelForScore(39999).level).toBe(8);
    expect(levelForScore(40000).level).toBe(9);
    expect(levelForScore(-5).level).toBe(1);
  });

  it('gives the next threshold, 0 past the top level', () => {
    expect(nextLevelThreshold(1)).toBe(50);
    expect(nextLevelThreshold(8)).toBe(40000);
    expect(nextLevelThreshold(9)).toBe(0);
    expect(levelProgress(100)).toBe(50);
    expect(levelProgress(50000)).toBe(100);
  });

  it('falls back to a max energy of 1 for an unknown level', () => {
    expect(maxEnergyForLevel(1)).toBe(30);
    expect(maxEnergyForLevel(42)).toBe(1);
  });
});

describe('energy', () => {
  const reset = new Date('2026-01-01T00:00:00Z');
  it('keeps spent energy until the recycle step has passed, then refills in full', () => {
    const before = currentEnergy(
      { lastEnergy: 5, lastResetEnergy: reset },
      2,
      new Date('2026-01-01T23:59:59Z'),
    );
    expect(before.lastEnergy).toBe(5);
    const now = new Date('2026-01-02T00:00:00Z');
    const after = currentEnergy({ lastEnergy: 5, lastResetEnergy: reset }, 2, now);
    expect(after).toEqual({ lastEnergy: 40, lastResetEnergy: now });
  });
  it('caps the bar at 100 percent and treats a missing max as 1', () => {
    expect(energyPercent(50, 30)).toBe(100);
    expect(energyPercent(15, 30)).toBe(50);
    expect(energyPercent(1, 0)).toBe(100);
  });
});

describe('votes', () => {
  it('follows the state machine of spec 4', () => {
    expect(nextVote('none', 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('down', 'up')).toBe('up');
    expect(nextVote('none', 'down')).toBe('down');
    expect(nextVote('down', 'down')).toBe('none');
    expect(nextVote('up', 'down')).toBe('down');
  });
  it('moves the counters as the spec says', () => {
    expect(voteDelta('none', 'up')).toEqual({ up: 1, down: 0 });
    expect(voteDelta('up', 'none')).toEqual({ up: -1, down: 0 });
    expect(voteDelta('down', 'up')).toEqual({ up: 1, down: -1 });
    expect(voteDelta('up', 'down')).toEqual({ up: -1, down: 1 });
  });
  it('treats a first vote as free and a switch or removal as a change', () => {
    expect(isVoteChange('none', 'up')).toBe(false);
    expect(isVoteChange('up', 'none')).toBe(true);
    expect(isVoteChange('up', 'down')).toBe(true);
  });
});

describe('holder tiers', () => {
  const supply = 1_000_000n * 10n ** 18n;
  it('chooses no tier without a balance', () => {
    expect(holderTier(0n, supply)).toBeNull();
    expect(holderTier(10n, 0n)).toBeNull();
  });
  it('picks the tier by percent of supply', () => {
    expect(holderTier(5n * 10n ** 18n, supply)?.badgeLevel).toBe('SHRIMP'); // 0.0005 %
    expect(holderTier(50n * 10n ** 18n, supply)?.badgeLevel).toBe('CRAB'); // 0.005 %
    expect(holderTier(4_000n * 10n ** 18n, supply)?.badgeLevel).toBe('DOLPHIN'); // 0.4 %
    expect(holderTier(5_000n * 10n ** 18n, supply)?.badgeLevel).toBe('SHARK'); // 0.5 % opens SHARK
    expect(holderTier(60_000n * 10n ** 18n, supply)?.badgeLevel).toBe('HUMPBACK'); // 6 %
  });
});

describe('error texts', () => {
  it('maps codes and aliases to the spec texts, unknown codes as they are', () => {
    expect(errorText('not_enough_energy')).toBe('Out of energy.');
    expect(errorText('NOT_ENOUGH_ENERGY')).toBe('Out of energy.');
    expect(errorText('Conflict')).toBe('Already review this project.');
    expect(errorText('weird_code')).toBe('weird_code');
    expect(joinErrorTexts(['do_not_spam', 'limit_rate'])).toBe(
      'Do not spam. Please wait a few minutes before you try again.',
    );
  });
});
