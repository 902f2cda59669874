// Reputation inside the caller's transaction: energy spent with a lazy full refill, XP as a
// ledger whose sum is the score (never below 0), level-ups recorded as a popup and a
// notification. Callers pass their transaction so the cause and its effects commit together.
import { ENERGY, type XpReason } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import {
  insertLedgerEntry,
  insertPopup,
  lockUserRow,
  setEnergy,
  setScore,
  sumLedger,
} from './reputation.repository.ts';
import { levelUpEffects, planEnergy, planXp } from './reputation.rules.ts';

export { levelUpEffects, planEnergy, planXp };
export type { EnergyPlan, XpPlan } from './reputation.rules.ts';

/** Locks the user row for the rest of the transaction. */
async function lockUser(tx: DbOrTx, userId: number) {
  const row = await lockUserRow(tx, userId);
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** Spends energy or throws not_enough_energy; returns what is left. */
export async function spendEnergy(
  tx: DbOrTx,
  userId: number,
  cost: number,
  now: Date,
  stepSeconds: number = ENERGY.recycleEnergyStep,
): Promise<number> {
  const user = await lockUser(tx, userId);
  const plan = planEnergy(user, cost, now, stepSeconds);
  if (plan.write) await setEnergy(tx, userId, plan.left, plan.lastResetEnergy);
  return plan.left;
}

export interface XpSource {
  type: 'review' | 'reply' | 'donation' | 'vote' | 'quest';
  id: string;
}

/**
 * Adds a ledger row and moves the score by the same amount. A loss is clamped so the score
 * stays at or above 0 (the ledger row records what was actually taken).
 */
export async function awardXp(
  tx: DbOrTx,
  userId: number,
  amount: number,
  reason: XpReason,
  source: XpSource,
  actorId: number | null,
  now: Date,
): Promise<{ score: number; levelUp: number | null }> {
  const user = await lockUser(tx, userId);
  const plan = planXp(user, [{ amount, reason }]);
  const [entry] = plan.ledger;
  if (!entry) return { score: user.score, levelUp: null };
  await insertLedgerEntry(tx, {
    userId,
    amount: entry.amount,
    reason,
    sourceType: source.type,
    sourceId: source.id,
    actorId,
    createdAt: now,
  });
  await setScore(tx, userId, plan.score, plan.level);
  const [levelUp] = plan.levelUps;
  if (!levelUp) return { score: plan.score, levelUp: null };
  const effects = levelUpEffects(userId, levelUp, now);
  await insertPopup(tx, effects.popup);
  await notify(tx, effects.notification);
  return { score: plan.score, levelUp: levelUp.level };
}

/** Score equals the sum of the ledger (a check used by tests and admin tools). */
export async function ledgerSum(tx: DbOrTx, userId: number): Promise<number> {
  return sumLedger(tx, userId);
}
