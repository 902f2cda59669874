// The reputation module's pure rules at their limits: spending energy (with the lazy refill),
// applying XP to a score (a loss clamped at zero, each level reached), and what a level-up says.
import { describe, expect, it } from 'vitest';
import { ENERGY, levelForScore, maxEnergyForLevel } from '@chainreview/shared';
import { levelUpEffects, planEnergy, planXp } from '../src/modules/reputation/index.ts';

const now = new Date('2026-03-01T12:00:00Z');
const step = ENERGY.recycleEnergyStep;
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('planEnergy', () => {
  const user = (lastEnergy: number, resetSecondsAgo = 60) => ({
    score: 0,
    lastEnergy,
    lastResetEnergy: ago(resetSecondsAgo),
  });

  it('spends exactly what is left, and refuses one more than that', () => {
    expect(planEnergy(user(5), 5, now)).toEqual({
      left: 0,
      lastResetEnergy: ago(60),
      write: true,
    });
    expect(() => planEnergy(user(5), 6, now)).toThrow(
      expect.objectContaining({ codes: ['not_enough_energy'] }),
    );
  });

  it('writes nothing for a free action, even with no energy left', () => {
    expect(planEnergy(user(0), 0, now)).toEqual({
      left: 0,
      lastResetEnergy: ago(60),
      write: false,
    });
  });

  it('refills to the level maximum once the step has passed, not a second before', () => {
    const max = maxEnergyForLevel(1);
    expect(planEnergy(user(0, step), 1, now)).toEqual({
      left: max - 1,
      lastResetEnergy: now,
      write: true,
    });
    expect(() => planEnergy(user(0, step - 1), 1, now)).toThrow(
      expect.objectContaining({ codes: ['not_enough_energy'] }),
    );
    // a free action reports the refilled bar too
    expect(planEnergy(user(0, step), 0, now).left).toBe(max);
  });

  it('refills to the maximum of the level the score gives', () => {
    const level3 = { score: levelForScore(150).min, lastEnergy: 0, lastResetEnergy: ago(step) };
    expect(planEnergy(level3, 0, now).left).toBe(maxEnergyForLevel(3));
  });

  it('uses the step it is given', () => {
    expect(planEnergy(user(0, 10), 0, now, 10).left).toBe(maxEnergyForLevel(1));
    expect(planEnergy(user(0, 10), 0, now, 11).left).toBe(0);
  });
});

describe('planXp', () => {
  it('adds a gain and records it', () => {
    expect(planXp({ score: 10, level: 1 }, [{ amount: 5, reason: 'upvote_received' }])).toEqual({
      ledger: [{ amount: 5, reason: 'upvote_received' }],
      score: 15,
      level: 1,
      levelUps: [],
    });
  });

  it('clamps a loss at the score, takes all of an equal loss, and drops a zero move', () => {
    expect(planXp({ score: 3, level: 1 }, [{ amount: -5, reason: 'downvote_received' }])).toEqual({
      ledger: [{ amount: -3, reason: 'downvote_received' }],
      score: 0,
      level: 1,
      levelUps: [],
    });
    expect(
      planXp({ score: 5, level: 1 }, [{ amount: -5, reason: 'downvote_received' }]).ledger,
    ).toEqual([{ amount: -5, reason: 'downvote_received' }]);
    expect(
      planXp({ score: 5, level: 1 }, [{ amount: -4, reason: 'downvote_received' }]).score,
    ).toBe(1);
    expect(planXp({ score: 0, level: 1 }, [{ amount: -5, reason: 'downvote_received' }])).toEqual({
      ledger: [],
      score: 0,
      level: 1,
      levelUps: [],
    });
  });

  it('records a level-up at the threshold, not one point below it', () => {
    const second = levelForScore(50);
    expect(planXp({ score: 48, level: 1 }, [{ amount: 1, reason: 'upvote_received' }])).toEqual({
      ledger: [{ amount: 1, reason: 'upvote_received' }],
      score: 49,
      level: 1,
      levelUps: [],
    });
    expect(planXp({ score: 49, level: 1 }, [{ amount: 1, reason: 'upvote_received' }])).toEqual({
      ledger: [{ amount: 1, reason: 'upvote_received' }],
      score: 50,
      level: second.level,
      levelUps: [{ level: second.level, name: second.name }],
    });
  });

  it('records no level-up on a fall and lowers the level', () => {
    expect(planXp({ score: 50, level: 2 }, [{ amount: -1, reason: 'downvote_received' }])).toEqual({
      ledger: [{ amount: -1, reason: 'downvote_received' }],
      score: 49,
      level: 1,
      levelUps: [],
    });
  });

  it('applies entries in order, each level reached once', () => {
    const plan = planXp({ score: 45, level: 1 }, [
      { amount: 10, reason: 'upvote_received' },
      { amount: -10, reason: 'downvote_received' },
      { amount: 200, reason: 'review_published' },
    ]);
    expect(plan.score).toBe(245);
    expect(plan.level).toBe(3);
    expect(plan.ledger.map((entry) => entry.amount)).toEqual([10, -10, 200]);
    expect(plan.levelUps.map((up) => up.level)).toEqual([2, 3]);
  });
});

describe('levelUpEffects', () => {
  it('is a level_up popup and an up_level notification naming the level', () => {
    expect(levelUpEffects(7, { level: 3, name: 'MEMBER' }, now)).toEqual({
      popup: {
        userId: 7,
        type: 'level_up',
        data: { newLevel: 3, levelName: 'MEMBER' },
        createdAt: now,
      },
      notification: {
        userId: 7,
        type: 'up_level',
        action: 'display_profile',
        objectId: '3',
        meta: { newLevel: 3, levelName: 'MEMBER' },
        now,
      },
    });
  });
});
