// The level-up popup check (spec 4, 5): asked for when a profile exists, on route change,
// except on the write-review route, and skipped when the score left to the current level's
// maximum is less than fullEnergyLevel x reviewEnergy.
import { ENERGY } from '@chainreview/shared/energy';
import { SCORE_LEVELS } from '@chainreview/shared/levels';
import type { Popup } from '@chainreview/shared/schemas/notification';

export interface ScoreCheckConfig {
  scoreLevel?: ReadonlyArray<{ level: number; max: number | null }>;
  fullEnergyLevel?: number;
  reviewEnergy?: number;
}

export function shouldCheckLevelUp(
  user: { score: number; level: number; reviewEnergy?: number },
  config?: ScoreCheckConfig | null,
): boolean {
  const levels = config?.scoreLevel?.length ? config.scoreLevel : SCORE_LEVELS;
  const entry = levels[user.level - 1];
  if (!entry || entry.max === null) return true;
  const fullEnergyLevel = config?.fullEnergyLevel ?? ENERGY.fullEnergyLevel;
  const reviewEnergy = user.reviewEnergy ?? config?.reviewEnergy ?? ENERGY.reviewEnergy;
  return entry.max - user.score >= fullEnergyLevel * reviewEnergy;
}

/** The popup to show: the highest new level when several are pending. */
export function popupToShow(popups: readonly Popup[] | undefined): Popup | null {
  if (!popups?.length) return null;
  return popups.reduce((best, p) => ((p.newLevel ?? 0) > (best.newLevel ?? 0) ? p : best));
}
