// The quest rules without a database or a chain: which state allows which action, the pool and
// the escrow id, the answer a quest row makes, who sees a draft, when a transaction has the
// chain's confirmations, and the owner's side: the reward token and the checks of a quest's
// times, content and funding event. Taking part (eligibility, tasks, places, the draw, claims)
// is in quests.participation.rules.ts.
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
  escrowQuestId,
  isCheckedTask,
  questStateAt,
  questTimesProblem,
  toUnits,
  type QuestAction,
  type QuestBody,
  type QuestRewardToken,
  type QuestState,
  type QuestStateInput,
  type QuestTaskKind,
  type Quest,
  type QuestViewer,
} from '@chainreview/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { QuestJoined, QuestRow, QuestTaskRow } from './quests.repository.ts';

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
