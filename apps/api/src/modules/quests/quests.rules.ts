// The quest rules without a database or a chain: which state allows which action, the pool and
// the escrow id, the answer a quest row makes, who sees a draft, the reward token, the checks of
// a quest's times, content and funding event, eligibility and tasks from already-read facts, an
// FCFS completion's place, the lucky draw's winners, the claim window and voucher lifetime, and
// when a transaction has the chain's confirmations.
import {
  formatUnits,
  getAddress,
  isAddress,
  isAddressEqual,
  zeroAddress,
  type Address,
} from 'viem';
import {
  CHAIN_INFO,
  QUEST_LIMITS,
  canQuest,
  claimDeadline,
  claimWindowAt,
  escrowQuestId,
  fcfsFull,
  isCheckedTask,
  isId,
  luckyDraw,
  luckyDrawSeed,
  questStateAt,
  questTimesProblem,
  toUnits,
  type QuestAction,
  type QuestBody,
  type QuestConditionResult,
  type QuestEligibilityRules,
  type QuestRewardToken,
  type QuestState,
  type QuestStateInput,
  type QuestTaskKind,
  type Quest,
  type QuestViewer,
  type QuestWinners,
} from '@chainreview/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ParticipantRow, QuestJoined, QuestRow, QuestTaskRow } from './quests.repository.ts';

/** Whole unix seconds of a time (what the escrow's times are in). */
export function seconds(d: Date): number {
  return Math.floor(d.getTime() / 1000);
}

export function stateOf(quest: QuestStateInput, now: Date): QuestState {
  return questStateAt(quest, now);
}

/** Refuses an action its state does not allow, with the code that names why. */
export function requireState(action: QuestAction, state: QuestState): void {
  if (canQuest(action, state)) return;
  if (action === 'update' || action === 'publish') throw conflict('quest_not_editable');
  if (action === 'cancel') throw conflict('quest_not_cancellable');
  if (action === 'claim') throw new AppError(422, 'quest_not_settled');
  throw new AppError(422, 'quest_not_live');
}

/** The whole deposit: every winner's amount (smallest units). */
export function pool(quest: Pick<QuestRow, 'amountPerWinner' | 'winners'>): bigint {
  return BigInt(quest.amountPerWinner) * BigInt(quest.winners);
}

/** The escrow's id of a quest: the one recorded at publishing, else its creator's `questIdOf`. */
export function escrowIdOf({ quest, creator }: Pick<QuestJoined, 'quest' | 'creator'>): bigint {
  return quest.escrowQuestId
    ? BigInt(quest.escrowQuestId)
    : escrowQuestId(creator.address as Address, quest.id);
}

export function toQuest(
  { quest, project, creator }: QuestJoined,
  tasks: QuestTaskRow[],
  now: Date,
  viewer: QuestViewer | null,
  escrowAddress: string | null,
): Quest {
  const deadline = claimDeadline(quest.endsAt);
  return {
    id: String(quest.id),
    project: {
      id: String(project.id),
      name: project.name,
      symbol: project.symbol,
      chain: project.chain,
      contractAddress: project.contractAddress,
      avatarUrl: project.avatarUrl,
      ownerAddress: project.ownerAddress,
    },
    creator: { id: String(creator.id), address: creator.address, displayName: creator.displayName },
    title: quest.title,
    summary: quest.summary,
    description: quest.description,
    descriptionText: quest.descriptionText,
    bannerUrl: quest.bannerUrl,
    startsAt: quest.startsAt.toISOString(),
    endsAt: quest.endsAt.toISOString(),
    claimDeadline: deadline.toISOString(),
    state: stateOf(quest, now),
    eligibility: quest.eligibility,
    tasks: tasks.map((t) => ({
      id: String(t.id),
      kind: t.kind as QuestTaskKind,
      verified: isCheckedTask(t.kind as QuestTaskKind),
      label: t.label,
      url: t.url,
      minLevel: t.minLevel,
      minAmount: t.minAmount,
    })),
    reward: {
      method: quest.rewardMethod,
      token: quest.rewardToken,
      tokenAddress: quest.rewardTokenAddress,
      tokenSymbol: quest.rewardTokenSymbol,
      decimals: quest.rewardDecimals,
      amountPerWinner: quest.amountPerWinner,
      amountPerWinnerFormatted: formatUnits(BigInt(quest.amountPerWinner), quest.rewardDecimals),
      winners: quest.winners,
      pool: pool(quest).toString(),
      poolFormatted: formatUnits(pool(quest), quest.rewardDecimals),
      xp: quest.xp,
    },
    funding: {
      chainId: quest.chainId,
      escrowAddress: quest.escrowAddress ?? escrowAddress,
      questId: String(quest.id),
      escrowQuestId: (
        quest.escrowQuestId ?? escrowQuestId(creator.address as Address, quest.id)
      ).toString(),
      startTime: seconds(quest.startsAt),
      endTime: seconds(quest.endsAt),
      claimDeadline: seconds(deadline),
      transactionHash: quest.fundTxHash,
    },
    participantsCount: quest.participantsCount,
    completedCount: quest.completedCount,
    createdAt: quest.createdAt.toISOString(),
    viewer,
  };
}

/** A draft is seen by its creator only. */
export function assertVisible(
  joined: { quest: Pick<QuestRow, 'publishedAt' | 'creatorId'> },
  viewer: { id: number } | null,
): void {
  if (!joined.quest.publishedAt && joined.quest.creatorId !== viewer?.id)
    throw notFound('quest_not_found');
}

/** Only the owner address of an active project creates quests for it. */
export function ownsProject<P extends { status: string; ownerAddress: string | null }>(
  project: P | null | undefined,
  viewerAddress: string,
): asserts project is P {
  if (!project || project.status !== 'active') throw notFound('can_not_find_project');
  if (
    !project.ownerAddress ||
    !isAddress(project.ownerAddress, { strict: false }) ||
    !isAddressEqual(project.ownerAddress as Address, viewerAddress as Address)
  )
    throw forbidden('only_owner_can_create_quest');
}

/** A transaction in block `blockNumber` has its confirmations once `head` is needed-1 blocks on. */
export function hasConfirmations(head: bigint, blockNumber: bigint, needed: number): boolean {
  return head - blockNumber + 1n >= BigInt(needed);
}

// ---- the owner's quest --------------------------------------------------------------------

export interface RewardToken {
  address: string;
  symbol: string;
  decimals: number;
}

/**
 * The pool's token on the quest network `chainId`: its native coin, BUSD when configured, or
 * the project's own ERC-20 when it lives on that network (`projectChainId`).
 */
export function rewardTokenOf(
  token: QuestRewardToken,
  network: { chainId: number; busdAddress: string | null | undefined },
  project: { contractAddress: string | null; symbol: string | null; decimals: number | null },
  projectChainId: number | null,
): RewardToken {
  const nativeSymbol =
    Object.values(CHAIN_INFO).find((c) => c.chainId === network.chainId)?.symbol ?? 'BNB';
  if (token === 'bnb') return { address: zeroAddress, symbol: nativeSymbol, decimals: 18 };
  if (token === 'busd') {
    if (!network.busdAddress) throw badRequest('quest_token_unavailable');
    return { address: getAddress(network.busdAddress), symbol: 'BUSD', decimals: 18 };
  }
  if (
    !project.contractAddress ||
    !isAddress(project.contractAddress, { strict: false }) ||
    projectChainId !== network.chainId
  )
    throw badRequest('quest_token_unavailable');
  return {
    address: getAddress(project.contractAddress),
    symbol: project.symbol ?? 'TOKEN',
    decimals: project.decimals ?? 18,
  };
}

/** Refuses a start too far in the past, an end not after the start, or a run too short or long. */
export function requireTimes(startsAt: Date, endsAt: Date, now: Date): void {
  const problem = questTimesProblem({ startsAt, endsAt }, now);
  if (problem === 'QUEST_START_IN_PAST') throw badRequest('quest_start_in_past');
  if (problem === 'QUEST_END_BEFORE_START') throw badRequest('quest_end_before_start');
  if (problem === 'QUEST_DURATION') throw badRequest('quest_duration_invalid');
}

/** The description's text must have something besides blanks, and at most descriptionMax. */
export function requireDescriptionText(text: string): void {
  if (!text.trim()) throw badRequest('quest_description_required');
  if ([...text].length > QUEST_LIMITS.descriptionMax)
    throw badRequest('quest_description_required');
}

/** The amount per winner in the token's smallest unit; refused unless a positive amount. */
export function amountPerWinnerOf(amount: string, decimals: number): bigint {
  const units = toUnits(amount, decimals);
  if (units === null || units <= 0n) throw badRequest('quest_amount_invalid');
  return units;
}

/** The task rows of a body: blanks are null, each kind keeps only its own threshold. */
export function taskValues(tasks: QuestBody['tasks']) {
  return tasks.map((t) => ({
    kind: t.kind,
    label: t.label?.trim() || null,
    url: t.url?.trim() || null,
    minLevel: t.kind === 'min_level' ? (t.minLevel ?? null) : null,
    minAmount: t.kind === 'hold_token' ? (t.minAmount ?? null) : null,
  }));
}

/** A quest is rewritten only while it is an uncancelled draft (as read under its lock). */
export function isEditable(
  locked: Pick<QuestRow, 'publishedAt' | 'cancelledAt'> | null | undefined,
): boolean {
  return !!locked && !locked.publishedAt && !locked.cancelledAt;
}

/** A quest is published only before its end. */
export function requireNotEnded(endsAt: Date, now: Date): void {
  if (endsAt <= now) throw badRequest('quest_duration_invalid');
}

export interface FundedArgs {
  questId: bigint;
  ref: bigint;
  funder: Address;
  token: Address;
  amount: bigint;
  startTime: bigint;
  endTime: bigint;
  claimDeadline: bigint;
}

/** Whether a QuestFunded event names this quest: the escrow id and the server's id. */
export function fundsQuestId(
  args: Pick<FundedArgs, 'questId' | 'ref'>,
  escrowId: bigint,
  id: number,
) {
  return args.questId === escrowId && args.ref === BigInt(id);
}

/** Whether a QuestFunded event funds exactly this quest: funder, token, pool and times. */
export function fundsExactly(
  args: FundedArgs,
  quest: Pick<
    QuestRow,
    'rewardTokenAddress' | 'amountPerWinner' | 'winners' | 'startsAt' | 'endsAt'
  >,
  funder: string,
): boolean {
  return (
    isAddressEqual(args.funder, funder as Address) &&
    isAddressEqual(args.token, quest.rewardTokenAddress as Address) &&
    args.amount === pool(quest) &&
    Number(args.startTime) === seconds(quest.startsAt) &&
    Number(args.endTime) === seconds(quest.endsAt) &&
    Number(args.claimDeadline) === seconds(claimDeadline(quest.endsAt))
  );
}

/** A quest with a deposit (upcoming) is cancelled only with the escrow's refund. */
export function cancelNeedsRefund(state: QuestState): boolean {
  return state === 'upcoming';
}

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
