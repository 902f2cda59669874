// Quests: owners create drafts for their project and publish them only once the server has
// verified the escrow deposit on chain; participants join when eligible (read at join time,
// the token balance on chain), complete tasks (checked against our data and the chain, or
// declared), and win by FCFS (the order the server records completions, serialized on the
// quest row) or by a lucky draw seeded by the first block after the end. Winners claim on chain
// with an EIP-712 voucher, from the end to the claim deadline (the escrow's window); the claim
// is then recorded from its receipt.
import {
  formatUnits,
  getAddress,
  isAddress,
  isAddressEqual,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem';
import {
  CHAIN_INFO,
  QUEST_LIMITS,
  activeConditions,
  canQuest,
  claimDeadline,
  claimWindowAt,
  escrowQuestId,
  fcfsFull,
  isCheckedTask,
  isId,
  listMeta,
  luckyDraw,
  luckyDrawSeed,
  processContent,
  questStateAt,
  questTimesProblem,
  toUnits,
  type QuestAction,
  type QuestBody,
  type QuestConditionResult,
  type QuestListQuery,
  type QuestState,
  type QuestTaskKind,
  type QuestVoucher,
  type QuestWinners,
  type Quest,
  type QuestViewer,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { confirmationsFor } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lockUsers, transaction } from '../../db/transaction.ts';
import type { users } from '../../db/schema.ts';
import { projectChainId, publicClientFor } from '../../chain/clients.ts';
import { erc20Abi } from '../../chain/erc20.ts';
import {
  cancelledEvents,
  claimedEvents,
  escrowReceipt,
  firstBlockAfter,
  fundedEvents,
  hasClaimedOnChain,
  questChain,
  signVoucher,
  type QuestChain,
} from '../../chain/quest-escrow.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { awardXp } from '../reputation/index.ts';
import { announce, notify } from '../notifications/index.ts';
import { assertOwnImageUrl } from '../storage/index.ts';
import {
  cancelQuestByEscrowId,
  cancelQuestRow,
  claimStartNotice,
  completerIds,
  doneTaskIds,
  findProjectRow,
  findQuestRow,
  insertParticipant,
  insertQuest,
  insertTaskCompletion,
  lockParticipant,
  markClaimed,
  publishQuestRow,
  updateParticipant,
  updateQuestRow,
  findParticipant,
  findQuestJoined,
  hasActiveReview,
  hasDonatedToProjectReviewer,
  isFollowingProject,
  listCreatorQuests,
  listQuestRows,
  lockQuest,
  notifyFollowersOfStart,
  projectsOwnedBy,
  questsToAnnounce,
  questsToSettle,
  replaceTasks,
  tasksOf,
  winnersOf,
  type QuestJoined,
  type QuestRow,
  type QuestTaskRow,
} from './quests.repository.ts';

type UserRow = typeof users.$inferSelect;
type ProjectRow = QuestJoined['project'];

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function stateOf(quest: QuestRow, now: Date): QuestState {
  return questStateAt(quest, now);
}

function requireState(action: QuestAction, state: QuestState): void {
  if (canQuest(action, state)) return;
  if (action === 'update' || action === 'publish') throw conflict('quest_not_editable');
  if (action === 'cancel') throw conflict('quest_not_cancellable');
  if (action === 'claim') throw new AppError(422, 'quest_not_settled');
  throw new AppError(422, 'quest_not_live');
}

function pool(quest: QuestRow): bigint {
  return BigInt(quest.amountPerWinner) * BigInt(quest.winners);
}

function toQuest(
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

// ---- chain reads ---------------------------------------------------------------------------

/**
 * The project's token on its own chain (in demo mode the dev chain's tokens on the dev chain),
 * or null when it has none we can read.
 */
function projectToken(deps: Deps, project: ProjectRow) {
  if (!project.contractAddress || !isAddress(project.contractAddress, { strict: false }))
    return null;
  const chainId = projectChainId(deps.config, project);
  const client = chainId ? publicClientFor(deps.config, chainId) : null;
  if (!client || !chainId) return null;
  return { chainId, client, address: getAddress(project.contractAddress) };
}

async function withTimeout<T>(work: Promise<T>, ms = 4000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The holder's balance of the project's token and its decimals; null when unreadable. */
async function tokenBalance(
  deps: Deps,
  project: ProjectRow,
  holder: string,
): Promise<{ balance: bigint; decimals: number } | null> {
  const token = projectToken(deps, project);
  if (!token) return null;
  try {
    const [balance, decimals] = await withTimeout(
      Promise.all([
        token.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder as Address],
        }),
        project.decimals !== null
          ? Promise.resolve(project.decimals)
          : token.client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'decimals',
            }),
      ]),
    );
    return { balance, decimals: Number(decimals) };
  } catch (error) {
    deps.log.warn({ err: error, project: project.id }, 'quest token balance read failed');
    return null;
  }
}

// ---- eligibility and tasks -----------------------------------------------------------------

async function conditionsFor(
  deps: Deps,
  joined: QuestJoined,
  user: UserRow,
): Promise<QuestConditionResult[]> {
  const rules = joined.quest.eligibility;
  const now = deps.now();
  const results: QuestConditionResult[] = [];
  for (const condition of activeConditions(rules)) {
    if (condition === 'min_level') {
      results.push({
        condition,
        required: String(rules.minLevel),
        actual: String(user.level),
        met: user.level >= (rules.minLevel ?? 1),
      });
    } else if (condition === 'follow_project') {
      const follows = await isFollowingProject(deps.db, user.id, joined.project.id);
      results.push({ condition, required: 'true', actual: String(follows), met: follows });
    } else if (condition === 'account_age') {
      const days = Math.floor((now.getTime() - user.createdAt.getTime()) / 86_400_000);
      results.push({
        condition,
        required: String(rules.minAccountAgeDays),
        actual: String(days),
        met: days >= (rules.minAccountAgeDays ?? 0),
      });
    } else {
      const read = await tokenBalance(deps, joined.project, user.address);
      const need = read ? toUnits(rules.minHolding ?? '0', read.decimals) : null;
      results.push({
        condition,
        required: rules.minHolding ?? '0',
        actual: read ? formatUnits(read.balance, read.decimals) : null,
        met: !!read && need !== null && read.balance >= need,
      });
    }
  }
  return results;
}

/** Whether a checked task is done for this user now (declared tasks are always accepted). */
async function taskDone(
  deps: Deps,
  joined: QuestJoined,
  task: QuestTaskRow,
  user: UserRow,
): Promise<boolean> {
  const projectId = joined.project.id;
  switch (task.kind as QuestTaskKind) {
    case 'follow_project':
      return isFollowingProject(deps.db, user.id, projectId);
    case 'review_project':
      return hasActiveReview(deps.db, user.id, projectId);
    case 'min_level':
      return user.level >= (task.minLevel ?? 1);
    case 'hold_token': {
      const read = await tokenBalance(deps, joined.project, user.address);
      if (!read) throw new AppError(503, 'chain_unavailable');
      const need = toUnits(task.minAmount ?? '0', read.decimals);
      return need !== null && read.balance >= need;
    }
    case 'donate_reviewer':
      return hasDonatedToProjectReviewer(deps.db, user.id, projectId, joined.quest.startsAt);
    default:
      return true;
  }
}

async function viewerOfQuest(deps: Deps, joined: QuestJoined, user: UserRow): Promise<QuestViewer> {
  const [participant, done, conditions] = await Promise.all([
    findParticipant(deps.db, joined.quest.id, user.id),
    doneTaskIds(deps.db, joined.quest.id, user.id),
    conditionsFor(deps, joined, user),
  ]);
  return {
    joined: !!participant,
    eligible: conditions.every((c) => c.met),
    conditions,
    doneTaskIds: done.map(String),
    completed: !!participant?.completedAt,
    winner: participant?.winnerRank != null,
    rewardAmount: participant?.rewardAmount ?? null,
    claimed: !!participant?.claimedAt,
    claimTxHash: participant?.claimTxHash ?? null,
  };
}

// ---- reading -------------------------------------------------------------------------------

async function loadQuest(deps: Deps, id: string): Promise<QuestJoined> {
  if (!isId(id)) throw notFound('quest_not_found');
  const joined = await findQuestJoined(deps.db, Number(id));
  if (!joined) throw notFound('quest_not_found');
  return joined;
}

/** A draft is seen by its creator only. */
function assertVisible(joined: QuestJoined, viewer: UserRow | null) {
  if (!joined.quest.publishedAt && joined.quest.creatorId !== viewer?.id)
    throw notFound('quest_not_found');
}

export async function listQuests(deps: Deps, query: QuestListQuery) {
  const now = deps.now();
  const { rows, total } = await listQuestRows(deps.db, query, now);
  const tasks = await tasksOf(
    deps.db,
    rows.map((r) => r.quest.id),
  );
  const escrow = deps.config.quest.escrowAddress ?? null;
  return {
    data: rows.map((row) =>
      toQuest(
        row,
        tasks.filter((t) => t.questId === row.quest.id),
        now,
        null,
        escrow,
      ),
    ),
    meta: listMeta(query.limit, query.offset, total),
  };
}

export async function myQuestProjects(deps: Deps, viewer: UserRow) {
  const rows = await projectsOwnedBy(deps.db, viewer.address);
  return rows.map((p) => ({
    id: String(p.id),
    name: p.name,
    symbol: p.symbol,
    chain: p.chain,
    contractAddress: p.contractAddress,
    avatarUrl: p.avatarUrl,
    ownerAddress: p.ownerAddress,
  }));
}

export async function myQuests(deps: Deps, viewer: UserRow) {
  const now = deps.now();
  const rows = await listCreatorQuests(deps.db, viewer.id);
  const tasks = await tasksOf(
    deps.db,
    rows.map((r) => r.quest.id),
  );
  const escrow = deps.config.quest.escrowAddress ?? null;
  return rows.map((row) =>
    toQuest(
      row,
      tasks.filter((t) => t.questId === row.quest.id),
      now,
      null,
      escrow,
    ),
  );
}

export async function getQuest(deps: Deps, id: string, viewer: UserRow | null): Promise<Quest> {
  let joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  if (stateOf(joined.quest, deps.now()) === 'ended') {
    await settleQuest(deps, joined.quest.id);
    joined = await loadQuest(deps, id);
  }
  const tasks = await tasksOf(deps.db, [joined.quest.id]);
  const v = viewer ? await viewerOfQuest(deps, joined, viewer) : null;
  return toQuest(joined, tasks, deps.now(), v, deps.config.quest.escrowAddress ?? null);
}

// ---- the owner -----------------------------------------------------------------------------

interface RewardToken {
  address: string;
  symbol: string;
  decimals: number;
}

function rewardTokenOf(deps: Deps, body: QuestBody, project: ProjectRow): RewardToken {
  const chainId = deps.config.donation.chainId;
  const nativeSymbol =
    Object.values(CHAIN_INFO).find((c) => c.chainId === chainId)?.symbol ?? 'BNB';
  if (body.reward.token === 'bnb')
    return { address: zeroAddress, symbol: nativeSymbol, decimals: 18 };
  if (body.reward.token === 'busd') {
    const busd = deps.config.donation.busdAddress;
    if (!busd) throw badRequest('quest_token_unavailable');
    return { address: getAddress(busd), symbol: 'BUSD', decimals: 18 };
  }
  // the project's own ERC-20, when it lives on the quest network
  if (
    !project.contractAddress ||
    !isAddress(project.contractAddress, { strict: false }) ||
    projectChainId(deps.config, project) !== chainId
  )
    throw badRequest('quest_token_unavailable');
  return {
    address: getAddress(project.contractAddress),
    symbol: project.symbol ?? 'TOKEN',
    decimals: project.decimals ?? 18,
  };
}

async function questValues(deps: Deps, viewer: UserRow, body: QuestBody, project: ProjectRow) {
  const now = deps.now();
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const problem = questTimesProblem({ startsAt, endsAt }, now);
  if (problem === 'QUEST_START_IN_PAST') throw badRequest('quest_start_in_past');
  if (problem === 'QUEST_END_BEFORE_START') throw badRequest('quest_end_before_start');
  if (problem === 'QUEST_DURATION') throw badRequest('quest_duration_invalid');
  const processed = processContent(body.description);
  if (!processed.ok) throw badRequest(processed.error);
  if (!processed.value.text.trim()) throw badRequest('quest_description_required');
  if ([...processed.value.text].length > QUEST_LIMITS.descriptionMax)
    throw badRequest('quest_description_required');
  for (const url of processed.value.imageUrls) await assertOwnImageUrl(deps, viewer.id, url);
  const banner = body.bannerUrl?.trim() || null;
  if (banner) await assertOwnImageUrl(deps, viewer.id, banner);
  const token = rewardTokenOf(deps, body, project);
  const amount = toUnits(body.reward.amountPerWinner, token.decimals);
  if (amount === null || amount <= 0n) throw badRequest('quest_amount_invalid');
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
    tasks: body.tasks.map((t) => ({
      kind: t.kind,
      label: t.label?.trim() || null,
      url: t.url?.trim() || null,
      minLevel: t.kind === 'min_level' ? (t.minLevel ?? null) : null,
      minAmount: t.kind === 'hold_token' ? (t.minAmount ?? null) : null,
    })),
  };
}

async function ownedProject(deps: Deps, viewer: UserRow, projectId: string) {
  const project = await findProjectRow(deps.db, Number(projectId));
  if (!project || project.status !== 'active') throw notFound('can_not_find_project');
  if (
    !project.ownerAddress ||
    !isAddress(project.ownerAddress, { strict: false }) ||
    !isAddressEqual(project.ownerAddress as Address, viewer.address as Address)
  )
    throw forbidden('only_owner_can_create_quest');
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
    if (!locked || locked.publishedAt || locked.cancelledAt) throw conflict('quest_not_editable');
    await updateQuestRow(tx, joined.quest.id, { ...values.quest, projectId: project.id });
    await replaceTasks(tx, joined.quest.id, values.tasks);
  });
  return getQuest(deps, id, viewer);
}

function requireChain(deps: Deps) {
  const chain = questChain(deps.config);
  if (!chain) throw badRequest('quests_disabled');
  return chain;
}

/**
 * A transaction counts once its block has the chain's confirmations, its own included; short
 * of them the answer is 409 with `code` and the client asks again.
 */
async function requireConfirmed(
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
  if (quest.endsAt <= deps.now()) throw badRequest('quest_duration_invalid');
  const chain = requireChain(deps);
  const receipt = await escrowReceipt(chain, transactionHash.toLowerCase() as Hash);
  if (!receipt) throw badRequest('quest_funding_invalid');
  const expectedId = escrowQuestId(viewer.address as Address, quest.id);
  const event = fundedEvents(chain, receipt.logs).find(
    (e) => e.args.questId === expectedId && e.args.ref === BigInt(quest.id),
  );
  const deadline = claimDeadline(quest.endsAt);
  if (
    !event ||
    !isAddressEqual(event.args.funder, viewer.address as Address) ||
    !isAddressEqual(event.args.token, quest.rewardTokenAddress as Address) ||
    event.args.amount !== pool(quest) ||
    Number(event.args.startTime) !== seconds(quest.startsAt) ||
    Number(event.args.endTime) !== seconds(quest.endsAt) ||
    Number(event.args.claimDeadline) !== seconds(deadline)
  )
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
  if (state === 'upcoming') {
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

// ---- participants --------------------------------------------------------------------------

export async function joinQuest(deps: Deps, viewer: UserRow, id: string) {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  requireState('join', stateOf(joined.quest, deps.now()));
  const conditions = await conditionsFor(deps, joined, viewer);
  // a balance the node would not give is not a 'no': say the chain could not be read
  if (conditions.some((c) => c.condition === 'min_holding' && c.actual === null))
    throw new AppError(503, 'chain_unavailable');
  if (!conditions.every((c) => c.met)) throw forbidden('quest_not_eligible');
  const now = deps.now();
  const created = await transaction(deps, (tx) =>
    insertParticipant(tx, joined.quest.id, viewer.id, now),
  );
  if (!created) throw conflict('quest_already_joined');
  return {
    questId: String(joined.quest.id),
    joinedAt: created.joinedAt.toISOString(),
    doneTaskIds: [],
    completed: false,
    winner: false,
  };
}

/**
 * Checks one task for the viewer; when it was the last one, records the completion. FCFS
 * places are handed out in the order these transactions take the quest row's lock, so
 * exactly `winners` completers win however many finish at once.
 */
export async function checkTask(deps: Deps, viewer: UserRow, id: string, taskId: string) {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  requireState('checkTask', stateOf(joined.quest, deps.now()));
  const participant = await findParticipant(deps.db, joined.quest.id, viewer.id);
  if (!participant) throw forbidden('quest_not_joined');
  const tasks = await tasksOf(deps.db, [joined.quest.id]);
  const task = isId(taskId) ? tasks.find((t) => t.id === Number(taskId)) : undefined;
  if (!task) throw notFound('not_found');
  if (!(await taskDone(deps, joined, task, viewer))) throw new AppError(422, 'quest_task_not_done');
  const now = deps.now();
  await insertTaskCompletion(deps.db, {
    questId: joined.quest.id,
    taskId: task.id,
    userId: viewer.id,
    doneAt: now,
  });
  const done = await doneTaskIds(deps.db, joined.quest.id, viewer.id);
  let won = false;
  if (tasks.every((t) => done.includes(t.id)) && !participant.completedAt) {
    won = await recordCompletion(deps, joined.quest.id, viewer.id, now);
  }
  const after = await findParticipant(deps.db, joined.quest.id, viewer.id);
  if (won) await announce(deps, [viewer.id]);
  return {
    questId: String(joined.quest.id),
    joinedAt: after!.joinedAt.toISOString(),
    doneTaskIds: done.map(String),
    completed: !!after!.completedAt,
    winner: after!.winnerRank != null,
  };
}

async function recordCompletion(
  deps: Deps,
  questId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  return transaction(deps, async (tx) => {
    // lock order: the user first (awardXp), then the quest row that serializes completions
    await lockUsers(tx, [userId]);
    const quest = await lockQuest(tx, questId);
    if (!quest) return false;
    // the time is read once the quest row is ours, so completion times follow the places
    const recordedAt = new Date(Math.max(now.getTime(), deps.now().getTime()));
    const state = stateOf(quest, now);
    if (state !== 'live') throw new AppError(422, 'quest_not_live');
    const participant = await lockParticipant(tx, questId, userId);
    if (!participant || participant.completedAt) return false;
    const seq = quest.completedCount + 1;
    const wins = quest.rewardMethod === 'fcfs' && seq <= quest.winners;
    await updateParticipant(tx, questId, userId, {
      completedAt: recordedAt,
      completionSeq: seq,
      winnerRank: wins ? seq : null,
      rewardAmount: wins ? quest.amountPerWinner : null,
    });
    await updateQuestRow(tx, questId, {
      completedCount: seq,
      // every FCFS place taken: the result is final, winners may claim now
      settledAt: fcfsFull(quest.rewardMethod, seq, quest.winners) ? now : null,
    });
    if (quest.xp > 0)
      await awardXp(
        tx,
        userId,
        quest.xp,
        'quest_completed',
        { type: 'quest', id: String(questId) },
        null,
        now,
      );
    if (wins) await notifyWin(tx, quest, userId, quest.amountPerWinner, now);
    return wins;
  });
}

async function notifyWin(tx: DbOrTx, quest: QuestRow, userId: number, amount: string, now: Date) {
  await notify(tx, {
    userId,
    type: 'quest_won',
    action: 'display_quest',
    objectId: String(quest.id),
    projectId: quest.projectId,
    message: quest.title,
    meta: {
      questId: String(quest.id),
      title: quest.title,
      amount: formatUnits(BigInt(amount), quest.rewardDecimals),
      donateCurrency: quest.rewardTokenSymbol,
    },
    now,
  });
}

// ---- settlement ----------------------------------------------------------------------------

/**
 * Settles an ended quest: FCFS keeps the places already recorded; a lucky draw picks its
 * winners from the completers with the seed of the first block after the end (not settled
 * until that block exists). Returns whether the quest is settled.
 */
export async function settleQuest(deps: Deps, questId: number): Promise<boolean> {
  const quest = await findQuestRow(deps.db, questId);
  if (!quest) return false;
  if (quest.settledAt) return true;
  const now = deps.now();
  if (!canQuest('settle', stateOf(quest, now))) return false;
  let draw: { number: number; hash: `0x${string}` } | null = null;
  if (quest.rewardMethod === 'lucky_draw') {
    const chain = questChain(deps.config);
    if (!chain) return false;
    try {
      draw = await withTimeout(firstBlockAfter(chain.client, quest.endsAt), 8000);
    } catch (error) {
      deps.log.warn({ err: error, questId }, 'quest draw block read failed');
      return false;
    }
    if (!draw) return false;
  }
  const winnersNotified: number[] = [];
  const settled = await transaction(deps, async (tx) => {
    const locked = await lockQuest(tx, questId);
    if (!locked || locked.settledAt) return !!locked?.settledAt;
    if (draw) {
      const completers = await completerIds(tx, questId);
      const seed = luckyDrawSeed(draw.hash, questId);
      const picked = luckyDraw(seed, completers, locked.winners);
      for (const [i, userId] of picked.entries()) {
        await updateParticipant(tx, questId, userId, {
          winnerRank: i + 1,
          rewardAmount: locked.amountPerWinner,
        });
        await notifyWin(tx, locked, userId, locked.amountPerWinner, now);
        winnersNotified.push(userId);
      }
      await updateQuestRow(tx, questId, {
        settledAt: now,
        drawBlockNumber: draw.number,
        drawBlockHash: draw.hash,
        drawSeed: seed,
      });
    } else {
      await updateQuestRow(tx, questId, { settledAt: now });
    }
    return true;
  });
  if (winnersNotified.length) await announce(deps, winnersNotified);
  return settled;
}

/**
 * The job: tell followers about quests that have started; settle the ones that ended. True
 * when a quest started or ended since the last run (cached public reads are then dropped).
 */
export async function runQuestLifecycle(deps: Deps): Promise<boolean> {
  let changed = await announceStarts(deps);
  for (const { id } of await questsToSettle(deps.db, deps.now())) {
    await settleQuest(deps, id);
    changed = true;
  }
  return changed;
}

async function announceStarts(deps: Deps): Promise<boolean> {
  const now = deps.now();
  let started = false;
  for (const quest of await questsToAnnounce(deps.db, now)) {
    const told = await transaction(deps, async (tx) => {
      if (!(await claimStartNotice(tx, quest.id, now))) return [];
      started = true;
      return notifyFollowersOfStart(tx, quest, now);
    });
    if (told.length) await announce(deps, told);
  }
  return started;
}

export async function questWinners(deps: Deps, id: string): Promise<QuestWinners> {
  let joined = await loadQuest(deps, id);
  assertVisible(joined, null);
  if (stateOf(joined.quest, deps.now()) === 'ended') {
    await settleQuest(deps, joined.quest.id);
    joined = await loadQuest(deps, id);
  }
  const { quest } = joined;
  const rows =
    quest.settledAt || quest.rewardMethod === 'fcfs' ? await winnersOf(deps.db, quest.id) : [];
  const draw =
    quest.rewardMethod === 'lucky_draw' && quest.drawBlockHash && quest.drawSeed
      ? {
          blockNumber: quest.drawBlockNumber ?? 0,
          blockHash: quest.drawBlockHash,
          seed: quest.drawSeed,
          participants: (await completerIds(deps.db, quest.id)).map(String),
        }
      : null;
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
    draw,
  };
}

// ---- claims --------------------------------------------------------------------------------

/** The escrow's id of a published quest (its owner funded it as `questIdOf(owner, id)`). */
function escrowIdOf({ quest, creator }: QuestJoined): bigint {
  return quest.escrowQuestId
    ? BigInt(quest.escrowQuestId)
    : escrowQuestId(creator.address as Address, quest.id);
}

export async function claimVoucher(deps: Deps, viewer: UserRow, id: string): Promise<QuestVoucher> {
  let joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  if (stateOf(joined.quest, deps.now()) === 'ended') {
    await settleQuest(deps, joined.quest.id);
    joined = await loadQuest(deps, id);
  }
  const { quest } = joined;
  requireState('claim', stateOf(quest, deps.now()));
  const participant = await findParticipant(deps.db, quest.id, viewer.id);
  if (!participant || participant.winnerRank == null || !participant.rewardAmount)
    throw forbidden('quest_not_winner');
  if (participant.claimedAt) throw conflict('quest_already_claimed');
  const now = deps.now();
  const deadline = claimDeadline(quest.endsAt);
  // the escrow pays from the end on only: an FCFS quest settles earlier, its claims wait
  const claimWindow = claimWindowAt(quest.endsAt, now);
  if (claimWindow === 'not_open') throw new AppError(422, 'quest_claim_not_open');
  if (claimWindow === 'closed') throw new AppError(422, 'quest_claim_closed');
  const chain = requireChain(deps);
  const claimer = getAddress(viewer.address);
  let claimed: boolean;
  try {
    claimed = await withTimeout(hasClaimedOnChain(chain, escrowIdOf(joined), claimer));
  } catch {
    throw new AppError(503, 'chain_unavailable');
  }
  if (claimed) throw conflict('quest_already_claimed');
  const expires = Math.min(
    seconds(new Date(now.getTime() + QUEST_LIMITS.voucherTtlMs)),
    seconds(deadline),
  );
  const amount = BigInt(participant.rewardAmount);
  const signature = await signVoucher(chain, {
    questId: escrowIdOf(joined),
    claimer,
    amount,
    deadline: expires,
  });
  return {
    chainId: chain.chainId,
    escrowAddress: chain.escrowAddress,
    questId: escrowIdOf(joined).toString(),
    claimer,
    amount: amount.toString(),
    deadline: expires,
    signature,
    signer: chain.signer.address,
  };
}

/**
 * Records a claim from its receipt (the RewardClaimed event of this quest and viewer) once it
 * has the chain's confirmations (409 quest_claim_unconfirmed until then; the client asks again).
 */
export async function reportClaim(
  deps: Deps,
  viewer: UserRow,
  id: string,
  transactionHash: string,
) {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  const chain = requireChain(deps);
  const receipt = await escrowReceipt(chain, transactionHash.toLowerCase() as Hash);
  const event = receipt
    ? claimedEvents(chain, receipt.logs).find(
        (e) =>
          e.args.questId === escrowIdOf(joined) &&
          isAddressEqual(e.args.claimer, viewer.address as Address),
      )
    : undefined;
  if (!event) throw badRequest('quest_claim_invalid');
  const participant = await findParticipant(deps.db, joined.quest.id, viewer.id);
  if (!participant || participant.winnerRank == null) throw forbidden('quest_not_winner');
  // marked paid once the claim has the chain's confirmations, as the escrow indexer would
  await requireConfirmed(deps, chain, receipt!.blockNumber, 'quest_claim_unconfirmed');
  await recordClaim(deps.db, deps.now(), joined.quest.id, viewer.id, transactionHash, {
    number: Number(receipt!.blockNumber),
    hash: receipt!.blockHash,
  });
  return getQuest(deps, id, viewer);
}

/**
 * Marks a winner's reward claimed by this transaction, seen in this block (once; later
 * reports keep the first). The escrow indexer forgets it if a reorganisation drops the block.
 */
export async function recordClaim(
  db: DbOrTx,
  now: Date,
  questId: number,
  userId: number,
  transactionHash: string,
  block: { number: number; hash: string },
): Promise<boolean> {
  return markClaimed(db, questId, userId, transactionHash.toLowerCase(), block, now);
}

/**
 * A cancel done on chain but never reported: the quest is cancelled here too. Only for a
 * published quest: publishing proved the owner funded that id, and only the funder cancels.
 */
export async function recordChainCancel(db: DbOrTx, now: Date, escrowId: bigint): Promise<boolean> {
  return cancelQuestByEscrowId(db, escrowId.toString(), now);
}
