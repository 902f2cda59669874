// Reputation inside the caller's transaction: energy spent with a lazy full refill, XP as a
// ledger whose sum is the score (never below 0), level-ups recorded as a popup and a
// notification. Callers pass their transaction so the cause and its effects commit together.
import { ENERGY, currentEnergy, levelForScore, type XpReason } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  insertLedgerEntry,
  insertPopup,
  lockUserRow,
  setEnergy,
  setScore,
  sumLedger,
} from './reputation.repository.ts';

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
  const level = levelForScore(user.score).level;
  const state = currentEnergy(
    { lastEnergy: user.lastEnergy, lastResetEnergy: user.lastResetEnergy },
    level,
    now,
    stepSeconds,
  );
  if (cost <= 0) return state.lastEnergy;
  if (state.lastEnergy < cost) throw unprocessable('not_enough_energy');
  const left = state.lastEnergy - cost;
  await setEnergy(tx, userId, left, state.lastResetEnergy);
  return left;
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
  const applied = amount < 0 ? Math.max(amount, -user.score) : amount;
  if (applied === 0) return { score: user.score, levelUp: null };
  const score = user.score + applied;
  await insertLedgerEntry(tx, {
    userId,
    amount: applied,
    reason,
    sourceType: source.type,
    sourceId: source.id,
    actorId,
    createdAt: now,
  });
  const before = levelForScore(user.score).level;
  const after = levelForScore(score);
  await setScore(tx, userId, score, after.level);
  if (after.level > before) {
    await insertPopup(tx, {
      userId,
      type: 'level_up',
      data: { newLevel: after.level, levelName: after.name },
      createdAt: now,
    });
    await notify(tx, {
      userId,
      type: 'up_level',
      action: 'display_profile',
      objectId: String(after.level),
      meta: { newLevel: after.level, levelName: after.name },
      now,
    });
    return { score, levelUp: after.level };
  }
  return { score, levelUp: null };
}

/** Score equals the sum of the ledger (a check used by tests and admin tools). */
export async function ledgerSum(tx: DbOrTx, userId: number): Promise<number> {
  return sumLedger(tx, userId);
}
