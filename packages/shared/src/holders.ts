// Holder tiers by share of the project token's supply (DESIGN.md 4, spec 5).
import type { HolderBadge } from './enums.ts';

export interface HolderTier {
  badgeLevel: HolderBadge;
  /** Percent of supply, inclusive lower bound. */
  min: number;
  /** Percent of supply, exclusive upper bound; null for the top tier. */
  max: number | null;
}

export const TOKEN_HOLDER_PERCENT: readonly HolderTier[] = [
  { badgeLevel: 'SHRIMP', min: 0, max: 0.001 },
  { badgeLevel: 'CRAB', min: 0.001, max: 0.01 },
  { badgeLevel: 'OCTOPUS', min: 0.01, max: 0.05 },
  { badgeLevel: 'FISH', min: 0.05, max: 0.1 },
  { badgeLevel: 'DOLPHIN', min: 0.1, max: 0.5 },
  { badgeLevel: 'SHARK', min: 0.5, max: 1 },
  { badgeLevel: 'WHALE', min: 1, max: 5 },
  { badgeLevel: 'HUMPBACK', min: 5, max: null },
];

/** The tier for a balance, or null unless both balance and percent are above 0. */
export function holderTier(balance: bigint, totalSupply: bigint): HolderTier | null {
  if (balance <= 0n || totalSupply <= 0n) return null;
  // percent with 1e-8 precision, computed in integers to avoid float overflow on 1e27 supplies
  const percent = Number((balance * 10n ** 10n) / totalSupply) / 1e8;
  if (percent <= 0) return null;
  return (
    TOKEN_HOLDER_PERCENT.find((t) => percent >= t.min && (t.max === null || percent < t.max)) ??
    null
  );
}
