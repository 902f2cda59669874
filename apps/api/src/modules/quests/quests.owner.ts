// The owner's side: drafts for their project, publishing once the escrow deposit is verified
// on chain, and cancelling.
import type { Address, Hash } from 'viem';
import { escrowQuestId, processContent, type QuestBody, type Quest } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/transaction.ts';
import { projectChainId } from '../../chain/clients.ts';
import { cancelledEvents, escrowReceipt, fundedEvents } from '../../chain/quest-escrow.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { assertOwnImageUrl } from '../storage/index.ts';
import {
  cancelQuestRow,
  findProjectRow,
  insertQuest,
  publishQuestRow,
  updateQuestRow,
  lockQuest,
  replaceTasks,
  type QuestJoined,
} from './quests.repository.ts';
import {
  type ProjectRow,
  type UserRow,
  assertVisible,
  loadQuest,
  requireChain,
  requireConfirmed,
  requireState,
  stateOf,
} from './quests.common.ts';
import {
  amountPerWinnerOf,
  cancelNeedsRefund,
  fundsExactly,
  fundsQuestId,
  isEditable,
  ownsProject,
  requireDescriptionText,
  requireNotEnded,
  requireTimes,
  rewardTokenOf as rewardTokenFor,
  taskValues,
  type RewardToken,
} from './quests.rules.ts';
import { announceStarts } from './quests.settlement.ts';
import { getQuest } from './quests.listing.ts';

function rewardTokenOf(deps: Deps, body: QuestBody, project: ProjectRow): RewardToken {
  const { chainId, busdAddress } = deps.config.donation;
  return rewardTokenFor(
    body.reward.token,
    { chainId, busdAddress },
    project,
    projectChainId(deps.config, project),
  );
}

async function questValues(deps: Deps, viewer: UserRow, body: QuestBody, project: ProjectRow) {
  const now = deps.now();
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  requireTimes(startsAt, endsAt, now);
  const processed = processContent(body.description);
  if (!processed.ok) throw badRequest(processed.error);
  requireDescriptionText(processed.value.text);
  for (const url of processed.value.imageUrls) await assertOwnImageUrl(deps, viewer.id, url);
  const banner = body.bannerUrl?.trim() || null;
  if (banner) await assertOwnImageUrl(deps, viewer.id, banner);
  const token = rewardTokenOf(deps, body, project);
  const amount = amountPerWinnerOf(body.reward.amountPerWinner, token.decimals);
  const eligibility = body.eligibility!;
  return {
    quest: {
      title: body.title,
      summary: body.summary,
      description: processed.value.content,
      descriptionText: processed.value.text,
      bannerUrl: banner,
      startsAt,
      endsAt,
      eligibility: {
        everyone: eligibility.everyone,
        minLevel: eligibility.minLevel,
        minHolding: eligibility.minHolding,
        followProject: eligibility.followProject,
        minAccountAgeDays: eligibility.minAccountAgeDays,
      },
      rewardMethod: body.reward.method,
      rewardToken: body.reward.token,
      rewardTokenAddress: token.address,
      rewardTokenSymbol: token.symbol,
      rewardDecimals: token.decimals,
      amountPerWinner: amount.toString(),
      winners: body.reward.winners,
      xp: body.reward.xp,
      chainId: deps.config.donation.chainId,
      updatedAt: now,
    },
    tasks: taskValues(body.tasks),
  };
}

async function ownedProject(deps: Deps, viewer: UserRow, projectId: string) {
  const project = await findProjectRow(deps.db, Number(projectId));
  ownsProject(project, viewer.address);
  return project;
}

export async function createQuest(deps: Deps, viewer: UserRow, body: QuestBody): Promise<Quest> {
  const project = await ownedProject(deps, viewer, body.projectId);
  const values = await questValues(deps, viewer, body, project);
  const id = await transaction(deps, async (tx) => {
    const questId = await insertQuest(tx, {
      ...values.quest,
      projectId: project.id,
      creatorId: viewer.id,
    });
    await replaceTasks(tx, questId, values.tasks);
    return questId;
  });
  return getQuest(deps, String(id), viewer);
}

async function ownQuest(deps: Deps, viewer: UserRow, id: string): Promise<QuestJoined> {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  if (joined.quest.creatorId !== viewer.id) throw forbidden('only_owner_can_create_quest');
  return joined;
}

export async function updateQuest(
  deps: Deps,
  viewer: UserRow,
  id: string,
  body: QuestBody,
): Promise<Quest> {
  const joined = await ownQuest(deps, viewer, id);
  requireState('update', stateOf(joined.quest, deps.now()));
  const project = await ownedProject(deps, viewer, body.projectId);
  const values = await questValues(deps, viewer, body, project);
  await transaction(deps, async (tx) => {
    const locked = await lockQuest(tx, joined.quest.id);
    if (!isEditable(locked)) throw conflict('quest_not_editable');
    await updateQuestRow(tx, joined.quest.id, { ...values.quest, projectId: project.id });
    await replaceTasks(tx, joined.quest.id, values.tasks);
  });
  return getQuest(deps, id, viewer);
}

/**
 * Publishing: the funding transaction must be a successful call of the escrow whose
 * QuestFunded event funds exactly this quest (id, funder, token, pool and times), and have
 * the chain's confirmations (409 quest_funding_unconfirmed until then; the client asks again).
 */
export async function publishQuest(
  deps: Deps,
  viewer: UserRow,
  id: string,
  transactionHash: string,
): Promise<Quest> {
  const joined = await ownQuest(deps, viewer, id);
  const { quest } = joined;
  requireState('publish', stateOf(quest, deps.now()));
  requireNotEnded(quest.endsAt, deps.now());
  const chain = requireChain(deps);
  const receipt = await escrowReceipt(chain, transactionHash.toLowerCase() as Hash);
  if (!receipt) throw badRequest('quest_funding_invalid');
  const expectedId = escrowQuestId(viewer.address as Address, quest.id);
  const event = fundedEvents(chain, receipt.logs).find((e) =>
    fundsQuestId(e.args, expectedId, quest.id),
  );
  if (!event || !fundsExactly(event.args, quest, viewer.address))
    throw badRequest('quest_funding_invalid');
  // the pool counts once its deposit has the chain's confirmations: until then, ask again
  await requireConfirmed(deps, chain, receipt.blockNumber, 'quest_funding_unconfirmed');
  const now = deps.now();
  const published = await transaction(deps, (tx) =>
    publishQuestRow(tx, quest.id, {
      publishedAt: now,
      fundTxHash: transactionHash.toLowerCase(),
      escrowAddress: chain.escrowAddress,
      escrowQuestId: expectedId.toString(),
      updatedAt: now,
    }),
  );
  if (!published) throw conflict('quest_not_editable');
  await announceStarts(deps);
  return getQuest(deps, id, viewer);
}

/**
 * A draft is cancelled at once; a funded quest before its start only with the escrow's
 * cancel transaction (which refunded the owner on chain), once it has the chain's
 * confirmations (409 quest_cancel_unconfirmed until then; the client asks again).
 */
export async function cancelQuest(
  deps: Deps,
  viewer: UserRow,
  id: string,
  transactionHash: string | null | undefined,
): Promise<Quest> {
  const joined = await ownQuest(deps, viewer, id);
  const state = stateOf(joined.quest, deps.now());
  requireState('cancel', state);
  if (cancelNeedsRefund(state)) {
    if (!transactionHash) throw badRequest('quest_cancel_not_refunded');
    const chain = requireChain(deps);
    const receipt = await escrowReceipt(chain, transactionHash.toLowerCase() as Hash);
    const event = receipt
      ? cancelledEvents(chain, receipt.logs).find(
          (e) => String(e.args.questId) === joined.quest.escrowQuestId,
        )
      : undefined;
    if (!event) throw badRequest('quest_cancel_not_refunded');
    // cancelled here once the refund has the chain's confirmations, as the escrow indexer would
    await requireConfirmed(deps, chain, receipt!.blockNumber, 'quest_cancel_unconfirmed');
  }
  const now = deps.now();
  await cancelQuestRow(deps.db, joined.quest.id, now);
  return getQuest(deps, id, viewer);
}
