// The reputation rules without a database: what spending energy leaves (a full refill first
// when one is due), what a run of XP entries does to a score and level, and the level-up messages.
import { ENERGY, currentEnergy, levelForScore, type XpReason } from '@chainreview/shared';
import { unprocessable } from '../../lib/errors.ts';
import type { NotifyInput } from '../notifications/index.ts';

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
