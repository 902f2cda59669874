// Settlement: the lucky draw after the end, the lifecycle job's announcements, the winners list.
import { canQuest, type QuestWinners } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/transaction.ts';
import { firstBlockAfter, questChain } from '../../chain/quest-escrow.ts';
import { announce } from '../notifications/index.ts';
import {
  claimStartNotice,
  completerIds,
  findQuestRow,
  updateParticipant,
  updateQuestRow,
  lockQuest,
  notifyFollowersOfStart,
  questsToAnnounce,
  questsToSettle,
  winnersOf,
} from './quests.repository.ts';
import { assertVisible, loadQuest, stateOf } from './quests.common.ts';
import { notifyWin } from './quests.participants.ts';
import { withTimeout } from './quests.eligibility.ts';
import {
  drawWinners,
  listsWinners,
  showsDraw,
  toQuestWinners,
} from './quests.participation.rules.ts';

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
      const { seed, winners } = drawWinners(draw.hash, questId, completers, locked.winners);
      for (const { userId, rank } of winners) {
        await updateParticipant(tx, questId, userId, {
          winnerRank: rank,
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

export async function announceStarts(deps: Deps): Promise<boolean> {
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
  const rows = listsWinners(quest) ? await winnersOf(deps.db, quest.id) : [];
  const drawParticipants = showsDraw(quest) ? await completerIds(deps.db, quest.id) : null;
  return toQuestWinners(quest, rows, drawParticipants);
}
