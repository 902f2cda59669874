// Levels, XP thresholds and energy maxima (DESIGN.md section 4; spec 3 "scoreLevel").
import { USER_LEVELS, type UserLevel } from './enums.ts';

export interface ScoreLevel {
  level: number;
  name: UserLevel;
  min: number;
  /** Inclusive upper bound; the last level has no upper bound (null). */
  max: number | null;
  maxEnergy: number;
}

const LEVEL_MINS = [0, 50, 150, 400, 1000, 2500, 6000, 15000, 40000] as const;
const LEVEL_MAX_ENERGY = [30, 40, 50, 60, 70, 80, 90, 100, 120] as const;

/** scoreLevel entries, indexable by level minus one (spec 3). */
export const SCORE_LEVELS: readonly ScoreLevel[] = USER_LEVELS.map((name, i) => ({
  level: i + 1,
  name,
  min: LEVEL_MINS[i]!,
  max: i + 1 < LEVEL_MINS.length ? LEVEL_MINS[i + 1]! - 1 : null,
  maxEnergy: LEVEL_MAX_ENERGY[i]!,
}));

export const PUBLIC_SOCIAL_LINKS_LEVEL = 3;

export function levelForScore(score: number): ScoreLevel {
  const safe = Math.max(0, score);
  let found = SCORE_LEVELS[0]!;
  for (const entry of SCORE_LEVELS) if (safe >= entry.min) found = entry;
  return found;
}

/** The next level's threshold: scoreLevel entry for level + 1, 0 if none (spec 5). */
export function nextLevelThreshold(level: number): number {
  return SCORE_LEVELS[level]?.min ?? 0;
}

/** Progress (0..100) from the current level's minimum to the next level's minimum. */
export function levelProgress(score: number): number {
  const current = levelForScore(score);
  const next = nextLevelThreshold(current.level);
  if (!next) return 100;
  return Math.min(100, Math.max(0, ((score - current.min) / (next - current.min)) * 100));
}

export function maxEnergyForLevel(level: number): number {
  return SCORE_LEVELS[level - 1]?.maxEnergy ?? 1;
}
