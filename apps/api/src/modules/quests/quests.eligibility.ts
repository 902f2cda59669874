// Eligibility and tasks: a participant's conditions (the project token balance read on chain
// at join time, our own data) and whether a checked task is done.
import { getAddress, isAddress, type Address } from 'viem';
import {
  activeConditions,
  type QuestConditionResult,
  type QuestTaskKind,
  type QuestViewer,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { projectChainId, publicClientFor } from '../../chain/clients.ts';
import { erc20Abi } from '../../chain/erc20.ts';
import { AppError } from '../../lib/errors.ts';
import {
  doneTaskIds,
  findParticipant,
  hasActiveReview,
  hasDonatedToProjectReviewer,
  isFollowingProject,
  type QuestJoined,
  type QuestTaskRow,
} from './quests.repository.ts';
import type { ProjectRow, UserRow } from './quests.common.ts';
import {
  conditionResult,
  holdsAtLeast,
  levelMet,
  type BalanceRead,
} from './quests.participation.rules.ts';

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

export async function withTimeout<T>(work: Promise<T>, ms = 4000): Promise<T> {
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
): Promise<BalanceRead | null> {
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

export async function conditionsFor(
  deps: Deps,
  joined: QuestJoined,
  user: UserRow,
): Promise<QuestConditionResult[]> {
  const rules = joined.quest.eligibility;
  const now = deps.now();
  const results: QuestConditionResult[] = [];
  for (const condition of activeConditions(rules)) {
    // only the condition being checked is read, from our data or the chain
    const facts = { level: user.level, createdAt: user.createdAt, now };
    if (condition === 'follow_project') {
      const follows = await isFollowingProject(deps.db, user.id, joined.project.id);
      results.push(conditionResult(condition, rules, { ...facts, follows }));
    } else if (condition === 'min_holding') {
      const holding = await tokenBalance(deps, joined.project, user.address);
      results.push(conditionResult(condition, rules, { ...facts, holding }));
    } else {
      results.push(conditionResult(condition, rules, facts));
    }
  }
  return results;
}

/** Whether a checked task is done for this user now (declared tasks are always accepted). */
export async function taskDone(
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
      return levelMet(user.level, task.minLevel);
    case 'hold_token': {
      const read = await tokenBalance(deps, joined.project, user.address);
      if (!read) throw new AppError(503, 'chain_unavailable');
      return holdsAtLeast(read, task.minAmount);
    }
    case 'donate_reviewer':
      return hasDonatedToProjectReviewer(deps.db, user.id, projectId, joined.quest.startsAt);
    default:
      return true;
  }
}

export async function viewerOfQuest(
  deps: Deps,
  joined: QuestJoined,
  user: UserRow,
): Promise<QuestViewer> {
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
