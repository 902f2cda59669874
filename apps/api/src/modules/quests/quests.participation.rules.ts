// The rules of taking part in a quest, without a database or a chain: eligibility and tasks
// from already-read facts, an FCFS completion's place, the lucky draw's winners, the winners'
// answer, and the claim window and voucher lifetime.
import { formatUnits, isAddressEqual, type Address } from 'viem';
import {
  QUEST_LIMITS,
  claimDeadline,
  claimWindowAt,
  fcfsFull,
  isId,
  luckyDraw,
  luckyDrawSeed,
  toUnits,
  type QuestConditionResult,
  type QuestEligibilityRules,
  type QuestWinners,
} from '@chainreview/shared';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ParticipantRow, QuestRow } from './quests.repository.ts';
import { seconds } from './quests.rules.ts';

// ---- eligibility and tasks ----------------------------------------------------------------

/** A token balance as read on chain, with the token's decimals. */
export interface BalanceRead {
  balance: bigint;
  decimals: number;
}

/** Level `level` reaches the required one (level 1 when none is set). */
export function levelMet(level: number, minLevel: number | null): boolean {
  return level >= (minLevel ?? 1);
}

/** Whole days since `createdAt`. */
export function accountAgeDays(createdAt: Date, now: Date): number {
  return Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000);
}

/** Whether a balance holds at least `amount` whole tokens ('0' when none is set). */
export function holdsAtLeast(read: BalanceRead | null, amount: string | null): boolean {
  if (!read) return false;
  const need = toUnits(amount ?? '0', read.decimals);
  return need !== null && read.balance >= need;
}

/** What one condition of a quest's eligibility says of a user, from what was read for it. */
export function conditionResult(
  condition: QuestConditionResult['condition'],
  rules: QuestEligibilityRules,
  facts: {
    level: number;
    createdAt: Date;
    now: Date;
    follows?: boolean;
    holding?: BalanceRead | null;
  },
): QuestConditionResult {
  if (condition === 'min_level')
    return {
      condition,
      required: String(rules.minLevel),
      actual: String(facts.level),
      met: levelMet(facts.level, rules.minLevel),
    };
  if (condition === 'follow_project') {
    const follows = facts.follows === true;
    return { condition, required: 'true', actual: String(follows), met: follows };
  }
  if (condition === 'account_age') {
    const days = accountAgeDays(facts.createdAt, facts.now);
    return {
      condition,
      required: String(rules.minAccountAgeDays),
      actual: String(days),
      met: days >= (rules.minAccountAgeDays ?? 0),
    };
  }
  const read = facts.holding ?? null;
  return {
    condition,
    required: rules.minHolding ?? '0',
    actual: read ? formatUnits(read.balance, read.decimals) : null,
    met: holdsAtLeast(read, rules.minHolding),
  };
}

/**
 * Refuses a join unless every condition is met; a balance the node would not give is not a
 * 'no', so it is answered as the chain being unavailable.
 */
export function requireEligible(conditions: QuestConditionResult[]): void {
  if (conditions.some((c) => c.condition === 'min_holding' && c.actual === null))
    throw new AppError(503, 'chain_unavailable');
  if (!conditions.every((c) => c.met)) throw forbidden('quest_not_eligible');
}

/** A task of the quest by the id in the path; not found otherwise. */
export function findTask<T extends { id: number }>(tasks: T[], taskId: string): T {
  const task = isId(taskId) ? tasks.find((t) => t.id === Number(taskId)) : undefined;
  if (!task) throw notFound('not_found');
  return task;
}

/** Whether this check completes the quest: every task done, and no completion recorded yet. */
export function completesQuest(
  tasks: Array<{ id: number }>,
  doneIds: number[],
  completedAt: Date | null,
): boolean {
  return tasks.every((t) => doneIds.includes(t.id)) && !completedAt;
}

/**
 * A completion's place under the quest row's lock: the next sequence number, a win while FCFS
 * places remain, the quest settled once the last place is taken, and a time (read once the lock
 * is held) that never runs before the check's own.
 */
export function completionOf(
  quest: Pick<QuestRow, 'completedCount' | 'rewardMethod' | 'winners' | 'amountPerWinner'>,
  now: Date,
  lockedAt: Date,
) {
  const seq = quest.completedCount + 1;
  const wins = quest.rewardMethod === 'fcfs' && seq <= quest.winners;
  return {
    wins,
    participant: {
      completedAt: new Date(Math.max(now.getTime(), lockedAt.getTime())),
      completionSeq: seq,
      winnerRank: wins ? seq : null,
      rewardAmount: wins ? quest.amountPerWinner : null,
    },
    quest: {
      completedCount: seq,
      settledAt: fcfsFull(quest.rewardMethod, seq, quest.winners) ? now : null,
    },
  };
}

// ---- settlement and claims ----------------------------------------------------------------

/** The lucky draw of a quest from its draw block: the seed and the winners in rank order. */
export function drawWinners(
  blockHash: `0x${string}`,
  questId: number,
  completers: number[],
  winners: number,
) {
  const seed = luckyDrawSeed(blockHash, questId);
  const picked = luckyDraw(seed, completers, winners);
  return { seed, winners: picked.map((userId, i) => ({ userId, rank: i + 1 })) };
}

/** Winners are listed once settled, and for FCFS as their places are taken. */
export function listsWinners(quest: Pick<QuestRow, 'settledAt' | 'rewardMethod'>): boolean {
  return !!quest.settledAt || quest.rewardMethod === 'fcfs';
}

/** The draw is shown once a lucky draw has its block and seed. */
export function showsDraw(
  quest: Pick<QuestRow, 'rewardMethod' | 'drawBlockHash' | 'drawSeed'>,
): boolean {
  return quest.rewardMethod === 'lucky_draw' && !!quest.drawBlockHash && !!quest.drawSeed;
}

export function toQuestWinners(
  quest: QuestRow,
  rows: Array<{
    participant: ParticipantRow;
    user: { id: number; address: string; displayName: string | null };
  }>,
  drawParticipants: number[] | null,
): QuestWinners {
  return {
    questId: String(quest.id),
    method: quest.rewardMethod,
    settled: !!quest.settledAt,
    settledAt: quest.settledAt?.toISOString() ?? null,
    winners: rows.map(({ participant, user }) => ({
      rank: participant.winnerRank!,
      userId: String(user.id),
      address: user.address,
      displayName: user.displayName,
      amount: participant.rewardAmount ?? '0',
      completedAt: participant.completedAt?.toISOString() ?? null,
      claimed: !!participant.claimedAt,
      claimTxHash: participant.claimTxHash,
    })),
    draw:
      showsDraw(quest) && drawParticipants
        ? {
            blockNumber: quest.drawBlockNumber ?? 0,
            blockHash: quest.drawBlockHash!,
            seed: quest.drawSeed!,
            participants: drawParticipants.map(String),
          }
        : null,
  };
}

type WinnerFields = Pick<ParticipantRow, 'winnerRank' | 'rewardAmount' | 'claimedAt'>;

/** Only a participant with a winner's rank is a winner. */
export function requireWinner(participant: Pick<WinnerFields, 'winnerRank'> | null | undefined) {
  if (!participant || participant.winnerRank == null) throw forbidden('quest_not_winner');
}

/** A voucher goes to a winner with an amount who has not claimed yet. */
export function requireUnclaimedWin(participant: WinnerFields | null | undefined): string {
  if (!participant || participant.winnerRank == null || !participant.rewardAmount)
    throw forbidden('quest_not_winner');
  if (participant.claimedAt) throw conflict('quest_already_claimed');
  return participant.rewardAmount;
}

/** The escrow pays from the end to the claim deadline (both included) only. */
export function requireClaimWindow(endsAt: Date, now: Date): void {
  const claimWindow = claimWindowAt(endsAt, now);
  if (claimWindow === 'not_open') throw new AppError(422, 'quest_claim_not_open');
  if (claimWindow === 'closed') throw new AppError(422, 'quest_claim_closed');
}

/** A voucher's deadline (unix seconds): its lifetime from now, never past the claim deadline. */
export function voucherDeadline(now: Date, endsAt: Date): number {
  return Math.min(
    seconds(new Date(now.getTime() + QUEST_LIMITS.voucherTtlMs)),
    seconds(claimDeadline(endsAt)),
  );
}

/** Whether a RewardClaimed event is this quest's claim by this address. */
export function isClaimOf(
  args: { questId: bigint; claimer: Address },
  escrowId: bigint,
  claimer: string,
): boolean {
  return args.questId === escrowId && isAddressEqual(args.claimer, claimer as Address);
}
