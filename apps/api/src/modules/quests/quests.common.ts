// What every quest service shares: the quest's state and response shape, loading a visible
// quest, and the escrow chain with its confirmation rule.
import { formatUnits, type Address } from 'viem';
import {
  canQuest,
  claimDeadline,
  escrowQuestId,
  isCheckedTask,
  isId,
  questStateAt,
  type QuestAction,
  type QuestState,
  type QuestTaskKind,
  type Quest,
  type QuestViewer,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { confirmationsFor } from '../../config.ts';
import type { users } from '../../db/schema.ts';
import { questChain, type QuestChain } from '../../chain/quest-escrow.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  findQuestJoined,
  type QuestJoined,
  type QuestRow,
  type QuestTaskRow,
} from './quests.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = QuestJoined['project'];

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function stateOf(quest: QuestRow, now: Date): QuestState {
  return questStateAt(quest, now);
}

export function requireState(action: QuestAction, state: QuestState): void {
  if (canQuest(action, state)) return;
  if (action === 'update' || action === 'publish') throw conflict('quest_not_editable');
  if (action === 'cancel') throw conflict('quest_not_cancellable');
  if (action === 'claim') throw new AppError(422, 'quest_not_settled');
  throw new AppError(422, 'quest_not_live');
}

export function pool(quest: QuestRow): bigint {
  return BigInt(quest.amountPerWinner) * BigInt(quest.winners);
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

export async function loadQuest(deps: Deps, id: string): Promise<QuestJoined> {
  if (!isId(id)) throw notFound('quest_not_found');
  const joined = await findQuestJoined(deps.db, Number(id));
  if (!joined) throw notFound('quest_not_found');
  return joined;
}

/** A draft is seen by its creator only. */
export function assertVisible(joined: QuestJoined, viewer: UserRow | null) {
  if (!joined.quest.publishedAt && joined.quest.creatorId !== viewer?.id)
    throw notFound('quest_not_found');
}

export function requireChain(deps: Deps) {
  const chain = questChain(deps.config);
  if (!chain) throw badRequest('quests_disabled');
  return chain;
}

/**
 * A transaction counts once its block has the chain's confirmations, its own included; short
 * of them the answer is 409 with `code` and the client asks again.
 */
export async function requireConfirmed(
  deps: Deps,
  chain: QuestChain,
  blockNumber: bigint,
  code: 'quest_funding_unconfirmed' | 'quest_claim_unconfirmed' | 'quest_cancel_unconfirmed',
) {
  const head = await chain.client.getBlockNumber({ cacheTime: 0 }).catch(() => null);
  if (head === null) throw new AppError(503, 'chain_unavailable');
  if (head - blockNumber + 1n < BigInt(confirmationsFor(deps.config, chain.chainId)))
    throw conflict(code);
}
