// Participants: joining when eligible, completing tasks, and FCFS wins recorded in the order
// the server serializes completions on the quest row.
import { formatUnits } from 'viem';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lockUsers, transaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { awardXp } from '../reputation/index.ts';
import { announce, notify } from '../notifications/index.ts';
import {
  doneTaskIds,
  insertParticipant,
  insertTaskCompletion,
  lockParticipant,
  updateParticipant,
  updateQuestRow,
  findParticipant,
  lockQuest,
  tasksOf,
  type QuestRow,
} from './quests.repository.ts';
import { type UserRow, assertVisible, loadQuest, requireState, stateOf } from './quests.common.ts';
import { conditionsFor, taskDone } from './quests.eligibility.ts';
import {
  completesQuest,
  completionOf,
  findTask,
  requireEligible,
} from './quests.participation.rules.ts';

export async function joinQuest(deps: Deps, viewer: UserRow, id: string) {
  const joined = await loadQuest(deps, id);
  assertVisible(joined, viewer);
  requireState('join', stateOf(joined.quest, deps.now()));
  requireEligible(await conditionsFor(deps, joined, viewer));
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
  const task = findTask(tasks, taskId);
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
  if (completesQuest(tasks, done, participant.completedAt)) {
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
    const completion = completionOf(quest, now, deps.now());
    const state = stateOf(quest, now);
    if (state !== 'live') throw new AppError(422, 'quest_not_live');
    const participant = await lockParticipant(tx, questId, userId);
    if (!participant || participant.completedAt) return false;
    const { wins } = completion;
    await updateParticipant(tx, questId, userId, completion.participant);
    // every FCFS place taken: the result is final, winners may claim now
    await updateQuestRow(tx, questId, completion.quest);
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

export async function notifyWin(
  tx: DbOrTx,
  quest: QuestRow,
  userId: number,
  amount: string,
  now: Date,
) {
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
