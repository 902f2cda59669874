// Quests: enums, states and their time-driven transitions, eligibility and task kinds, limits,
// reward split and the lucky-draw seed. Pure rules shared by the API and the web; no I/O.
import {
  encodeAbiParameters,
  encodePacked,
  hexToBigInt,
  keccak256,
  type Address,
  type Hex,
} from 'viem';

export const QUEST_STATES = ['draft', 'upcoming', 'live', 'ended', 'settled', 'cancelled'] as const;
export type QuestState = (typeof QUEST_STATES)[number];

/** The quest list's tabs: live; upcoming; ended (ended and settled). */
export const QUEST_LIST_STATUSES = ['live', 'upcoming', 'ended'] as const;
export type QuestListStatus = (typeof QUEST_LIST_STATUSES)[number];

/** How winners are picked: first to complete (order recorded by the server) or a lucky draw. */
export const QUEST_REWARD_METHODS = ['fcfs', 'lucky_draw'] as const;
export type QuestRewardMethod = (typeof QUEST_REWARD_METHODS)[number];

/** Pool currency: native BNB, BUSD, or any ERC-20 given by address. */
export const QUEST_REWARD_TOKENS = ['bnb', 'busd', 'erc20'] as const;
export type QuestRewardToken = (typeof QUEST_REWARD_TOKENS)[number];

/** Tasks the server checks against real data. */
export const QUEST_CHECKED_TASKS = [
  'follow_project',
  'review_project',
  'min_level',
  'hold_token',
  'donate_reviewer',
] as const;
/** Tasks the participant declares done (a URL is required where the kind links somewhere). */
export const QUEST_DECLARED_TASKS = ['discord', 'telegram', 'twitter', 'url'] as const;
export const QUEST_TASK_KINDS = [...QUEST_CHECKED_TASKS, ...QUEST_DECLARED_TASKS] as const;
export type QuestTaskKind = (typeof QUEST_TASK_KINDS)[number];
export type QuestCheckedTask = (typeof QUEST_CHECKED_TASKS)[number];

export function isCheckedTask(kind: QuestTaskKind): kind is QuestCheckedTask {
  return (QUEST_CHECKED_TASKS as readonly string[]).includes(kind);
}

/** Eligibility to participate (spec: 'Please set the eligibility to participate in the quest'). */
export const QUEST_ELIGIBILITY = ['everyone', 'min_level', 'token_holder'] as const;
export type QuestEligibility = (typeof QUEST_ELIGIBILITY)[number];

/** The conditions a quest can set; each one the owner leaves unset does not apply. */
export const QUEST_CONDITIONS = [
  'min_level',
  'min_holding',
  'follow_project',
  'account_age',
] as const;
export type QuestCondition = (typeof QUEST_CONDITIONS)[number];

/** A quest's eligibility as stored: `everyone`, or the conditions that apply (all must be met). */
export interface QuestEligibilityRules {
  everyone: boolean;
  minLevel: number | null;
  /** Whole tokens of the project's token (decimal string), read on chain at join time. */
  minHolding: string | null;
  followProject: boolean;
  minAccountAgeDays: number | null;
}

/** The conditions of these rules that apply (none when everyone may join). */
export function activeConditions(rules: QuestEligibilityRules): QuestCondition[] {
  if (rules.everyone) return [];
  const list: QuestCondition[] = [];
  if (rules.minLevel !== null && rules.minLevel > 1) list.push('min_level');
  if (rules.minHolding !== null && Number(rules.minHolding) > 0) list.push('min_holding');
  if (rules.followProject) list.push('follow_project');
  if (rules.minAccountAgeDays !== null && rules.minAccountAgeDays > 0) list.push('account_age');
  return list;
}

/** Whether the owner has set the eligibility: everyone, or at least one condition. */
export function eligibilityIsSet(rules: QuestEligibilityRules): boolean {
  return rules.everyone || activeConditions(rules).length > 0;
}

/** Declared tasks link somewhere the participant goes: the URL is required and shown. */
export function taskNeedsUrl(kind: QuestTaskKind): boolean {
  return (QUEST_DECLARED_TASKS as readonly string[]).includes(kind);
}

/** A whole-token amount ('12.5') in the token's smallest unit; null when malformed. */
export function toUnits(amount: string, decimals: number): bigint | null {
  const m = /^(\d{1,30})(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export const QUEST_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMax: 5000,
  tasksMin: 1,
  tasksMax: 10,
  winnersMin: 1,
  winnersMax: 10_000,
  /** Shortest and longest run between start and end. */
  minDurationMs: 60 * 60 * 1000,
  maxDurationMs: 90 * 24 * 60 * 60 * 1000,
  /** Winners can claim for this long after the end; then the funder reclaims the rest. */
  claimWindowMs: 30 * 24 * 60 * 60 * 1000,
  /**
   * The shortest claim window the escrow accepts (QuestEscrow.MIN_CLAIM_WINDOW): a quest whose
   * claim deadline comes sooner after its end cannot be funded.
   */
  minClaimWindowMs: 24 * 60 * 60 * 1000,
  /** A claim voucher is valid this long after it is issued. */
  voucherTtlMs: 60 * 60 * 1000,
  /** XP for completing every task of a quest. */
  completionXp: 20,
  pageSize: 10,
  summaryMax: 300,
  taskLabelMax: 120,
  /** A start this far in the past still counts as 'now' (the owner fills the form first). */
  startGraceMs: 15 * 60 * 1000,
  xpMax: 200,
  accountAgeMaxDays: 3650,
} as const;

export interface QuestTimes {
  startsAt: Date;
  endsAt: Date;
}

export interface QuestStateInput extends QuestTimes {
  publishedAt: Date | null;
  cancelledAt: Date | null;
  settledAt: Date | null;
}

/** The state of a quest at `now`: time moves upcoming -> live -> ended; the server settles. */
export function questStateAt(q: QuestStateInput, now: Date): QuestState {
  if (q.cancelledAt) return 'cancelled';
  if (!q.publishedAt) return 'draft';
  if (q.settledAt) return 'settled';
  if (now < q.startsAt) return 'upcoming';
  if (now < q.endsAt) return 'live';
  return 'ended';
}

/** Explicit actions and the states they may be taken from. */
export const QUEST_ACTIONS = {
  update: ['draft'],
  publish: ['draft'],
  cancel: ['draft', 'upcoming'],
  join: ['live'],
  checkTask: ['live'],
  settle: ['ended'],
  claim: ['settled'],
} as const satisfies Record<string, readonly QuestState[]>;
export type QuestAction = keyof typeof QUEST_ACTIONS;

export function canQuest(action: QuestAction, state: QuestState): boolean {
  return (QUEST_ACTIONS[action] as readonly QuestState[]).includes(state);
}

/** Why the times are invalid, or null. `now` matters only for a quest being published. */
export function questTimesProblem(
  t: QuestTimes,
  now: Date,
): 'QUEST_START_IN_PAST' | 'QUEST_END_BEFORE_START' | 'QUEST_DURATION' | null {
  if (t.startsAt.getTime() < now.getTime() - QUEST_LIMITS.startGraceMs)
    return 'QUEST_START_IN_PAST';
  const d = t.endsAt.getTime() - t.startsAt.getTime();
  if (d <= 0) return 'QUEST_END_BEFORE_START';
  if (d < QUEST_LIMITS.minDurationMs || d > QUEST_LIMITS.maxDurationMs) return 'QUEST_DURATION';
  return null;
}

export function claimDeadline(endsAt: Date): Date {
  return new Date(endsAt.getTime() + QUEST_LIMITS.claimWindowMs);
}

/** Whether the escrow accepts this claim deadline: at least minClaimWindowMs after the end. */
export function claimWindowOk(endsAt: Date, deadline: Date): boolean {
  return deadline.getTime() - endsAt.getTime() >= QUEST_LIMITS.minClaimWindowMs;
}

/**
 * Where `now` stands in a quest's claim window: the escrow pays winners only from the end to
 * the claim deadline (both included), even when FCFS has settled the winners earlier.
 */
export function claimWindowAt(endsAt: Date, now: Date): 'not_open' | 'open' | 'closed' {
  if (now.getTime() < endsAt.getTime()) return 'not_open';
  if (now.getTime() > claimDeadline(endsAt).getTime()) return 'closed';
  return 'open';
}

/**
 * FCFS needs no draw: once every winner's place is taken the result is final, so the quest
 * settles at once (its winners claim from the end on, like everyone's). A lucky draw settles
 * after the end.
 */
export function fcfsFull(method: QuestRewardMethod, completed: number, winners: number): boolean {
  return method === 'fcfs' && completed >= winners;
}

/**
 * Each winner's share of the pool (in the token's smallest unit): the pool split evenly, the
 * remainder of the division going one unit each to the first winners, so the sum is the pool.
 */
export function rewardShares(pool: bigint, winners: number): bigint[] {
  if (winners <= 0 || pool <= 0n) return [];
  const n = BigInt(winners);
  const base = pool / n;
  const rest = Number(pool % n);
  return Array.from({ length: winners }, (_, i) => base + (i < rest ? 1n : 0n));
}

/**
 * The lucky-draw seed: keccak256(hash of the first block mined after the end time, quest id).
 * Both inputs are public, so anyone can recompute it.
 */
export function luckyDrawSeed(blockHash: Hex, questId: number | bigint): Hex {
  return keccak256(encodePacked(['bytes32', 'uint256'], [blockHash, BigInt(questId)]));
}

/**
 * Picks `winners` of `participants` (sorted by id so the input order cannot change the result)
 * with a Fisher-Yates shuffle driven by keccak256(seed, round). Deterministic from the seed.
 */
export function luckyDraw<T extends string | number>(
  seed: Hex,
  participants: readonly T[],
  winners: number,
): T[] {
  const pool = [...participants].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const take = Math.min(winners, pool.length);
  for (let i = 0; i < take; i++) {
    const r = hexToBigInt(keccak256(encodePacked(['bytes32', 'uint256'], [seed, BigInt(i)])));
    const j = i + Number(r % BigInt(pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}

/**
 * The escrow's id of a quest: keccak256(abi.encode(funder, ref)) (QuestEscrow.questIdOf),
 * where `ref` is the server's quest id. Tying the id to its funder means nobody can fund an
 * id first to block the owner's deposit.
 */
export function escrowQuestId(funder: Address, ref: number | bigint): bigint {
  return hexToBigInt(
    keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [funder, BigInt(ref)]),
    ),
  );
}

/** The EIP-712 typed data of a claim voucher (QuestEscrow.sol). */
export const QUEST_VOUCHER_DOMAIN = { name: 'ChainReview QuestEscrow', version: '1' } as const;
export const QUEST_VOUCHER_TYPES = {
  Claim: [
    { name: 'questId', type: 'uint256' },
    { name: 'claimer', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;
