import { describe, expect, it } from 'vitest';
import { popupToShow, shouldCheckLevelUp } from './score-check';

const config = {
  scoreLevel: [
    { level: 1, max: 49 },
    { level: 2, max: 149 },
    { level: 9, max: null },
  ],
  fullEnergyLevel: 3,
  reviewEnergy: 10,
};

describe('level-up score check', () => {
  it('skips the check when the score left to the level maximum is below fullEnergyLevel x reviewEnergy', () => {
    expect(shouldCheckLevelUp({ score: 10, level: 1 }, config)).toBe(true); // 39 left
    expect(shouldCheckLevelUp({ score: 19, level: 1 }, config)).toBe(true); // 30 left
    expect(shouldCheckLevelUp({ score: 20, level: 1 }, config)).toBe(false); // 29 left
    expect(shouldCheckLevelUp({ score: 51, level: 2 }, config)).toBe(true);
  });

  it('always checks at a level without a maximum, and falls back to the shared constants', () => {
    expect(shouldCheckLevelUp({ score: 99_999, level: 3 }, config)).toBe(true);
    expect(shouldCheckLevelUp({ score: 0, level: 1 }, null)).toBe(true);
    expect(shouldCheckLevelUp({ score: 45, level: 1 }, null)).toBe(false);
  });

  it('shows the highest new level when several popups wait', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(popupToShow([])).toBeNull();
    expect(
      popupToShow([
        { id: '1', type: 'level_up', newLevel: 2, levelName: 'JUNIOR_MEMBER', createdAt: at },
        { id: '2', type: 'level_up', newLevel: 3, levelName: 'MEMBER', createdAt: at },
      ])?.id,
    ).toBe('2');
  });
});
