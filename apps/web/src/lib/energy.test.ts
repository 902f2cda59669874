import { describe, expect, it } from 'vitest';
import { energyView, formatCountdown } from './energy';

const reset = '2026-01-01T00:00:00.000Z';

describe('energy view', () => {
  it('shows current/max and counts down to lastResetEnergy + recycleEnergyStep while below max', () => {
    const view = energyView({ lastEnergy: 10, maxEnergy: 40, lastResetEnergy: reset }, 3600);
    expect(view).toMatchObject({ current: 10, max: 40, percent: 25 });
    expect(view.refillAt).toBe(Date.parse(reset) + 3_600_000);
  });

  it('caps the bar at 100 % and has no countdown when full', () => {
    const view = energyView({ lastEnergy: 55, maxEnergy: 40, lastResetEnergy: reset }, 3600);
    expect(view.percent).toBe(100);
    expect(view.refillAt).toBeNull();
  });

  it('falls back to a max of 1 and to the default step', () => {
    const view = energyView({ lastEnergy: 0, maxEnergy: 0, lastResetEnergy: reset }, null);
    expect(view.max).toBe(1);
    expect(view.refillAt).toBe(Date.parse(reset) + 86_400_000);
  });

  it('formats the time left as H:MM:SS and never below zero', () => {
    expect(formatCountdown(86_400_000)).toBe('24:00:00');
    expect(formatCountdown(65_500)).toBe('0:01:06');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});
