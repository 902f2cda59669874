// Energy: a per-level budget spent on reviews and vote changes, refilled lazily
// once lastResetEnergy + recycleEnergyStep has passed (spec 4, DESIGN.md 4).
import { maxEnergyForLevel } from './levels.ts';

export const ENERGY = {
  reviewEnergy: 10,
  /** Cost of each vote change after the first vote on a review. */
  voteEnergy: 1,
  recycleEnergyStep: 86_400,
  /** How many full reviews a full bar must allow before a level-up check is skipped (spec 5). */
  fullEnergyLevel: 3,
} as const;

export interface EnergyState {
  lastEnergy: number;
  lastResetEnergy: Date;
}

/** Energy available now: full once the recycle step has passed since the last reset. */
export function currentEnergy(
  state: EnergyState,
  level: number,
  now: Date,
  stepSeconds: number = ENERGY.recycleEnergyStep,
): EnergyState {
  const max = maxEnergyForLevel(level);
  if (now.getTime() >= state.lastResetEnergy.getTime() + stepSeconds * 1000) {
    return { lastEnergy: max, lastResetEnergy: now };
  }
  return { lastEnergy: Math.min(state.lastEnergy, max), lastResetEnergy: state.lastResetEnergy };
}

/** Energy bar percent, capped at 100, with the spec's fallback max of 1. */
export function energyPercent(current: number, max: number): number {
  const safeMax = max > 0 ? max : 1;
  return Math.min(100, Math.max(0, (current / safeMax) * 100));
}
