// Reputation inside the caller's transaction: energy spent with a lazy full refill, XP as a
// ledger whose sum is the score (never below 0), level-ups recorded as a popup and a
// notification. Callers pass their transaction so the cause and its effects commit together.
import { ENERGY, currentEnergy, levelForScore, type XpReason } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import { notify, type NotifyInput } from '../notifications/index.ts';
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

/** What a user's energy becomes when `cost` is spent now (a full refill first if one is due). */
export interface EnergyPlan {
  /** Energy left after the spend. */
  left: number;
  lastResetEnergy: Date;
  /** False when nothing needs writing (nothing was spent). */
  write: boolean;
}

/** Plans spending `cost` from the user's stored energy, or throws not_enough_energy. */
export function planEnergy(
  user: { score: number; lastEnergy: number; lastResetEnergy: Date },
  cost: number,
  now: Date,
  stepSeconds: number = ENERGY.recycleEnergyStep,
): EnergyPlan {
  const level = levelForScore(user.score).level;
  const state = currentEnergy(
    { lastEnergy: user.lastEnergy, lastResetEnergy: user.lastResetEnergy },
    level,
    now,
    stepSeconds,
  );
  if (cost <= 0)
    return { left: state.lastEnergy, lastResetEnergy: state.lastResetEnergy, write: false };
  if (state.lastEnergy < cost) throw unprocessable('not_enough_energy');
  return { left: state.lastEnergy - cost, lastResetEnergy: state.lastResetEnergy, write: true };
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

/** The ledger rows, score and level-ups that a run of XP entries gives a user. */
export interface XpPlan {
  /** What each entry actually moved (a loss clamped at the score; zero moves are left out). */
  ledger: Array<{ amount: number; reason: XpReason }>;
  score: number;
  level: number;
  /** Each level reached on the way up, in order. */
  levelUps: Array<{ level: number; name: string }>;
}

/**
 * Applies XP entries in order to a score: a loss is clamped so the score stays at or above 0
 * (the ledger row records what was actually taken); a level-up is each entry that raises the level.
 */
export function planXp(
  user: { score: number; level: number },
  entries: ReadonlyArray<{ amount: number; reason: XpReason }>,
): XpPlan {
  const plan: XpPlan = { ledger: [], score: user.score, level: user.level, levelUps: [] };
  for (const { amount, reason } of entries) {
    // a score is never below 0, so a gain passes the clamp unchanged either way
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent (score >= 0)
    const applied = amount < 0 ? Math.max(amount, -plan.score) : amount;
    if (applied === 0) continue;
    const before = levelForScore(plan.score).level;
    plan.score += applied;
    const after = levelForScore(plan.score);
    plan.level = after.level;
    plan.ledger.push({ amount: applied, reason });
    if (after.level > before) plan.levelUps.push({ level: after.level, name: after.name });
  }
  return plan;
}

/** The popup and the notification that tell a user they reached a level. */
export function levelUpEffects(
  userId: number,
  levelUp: { level: number; name: string },
  now: Date,
) {
  return {
    popup: {
      userId,
      type: 'level_up',
      data: { newLevel: levelUp.level, levelName: levelUp.name },
      createdAt: now,
    },
    notification: {
      userId,
      type: 'up_level',
      action: 'display_profile',
      objectId: String(levelUp.level),
      meta: { newLevel: levelUp.level, levelName: levelUp.name },
      now,
    } satisfies NotifyInput,
  };
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
