// Reading quests: the public list, the owner's projects and quests, one quest with the
// viewer's standing.
import { listMeta, type QuestListQuery, type Quest } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { listCreatorQuests, listQuestRows, projectsOwnedBy, tasksOf } from './quests.repository.ts';
import { type UserRow, assertVisible, loadQuest, stateOf, toQuest } from './quests.common.ts';
import { settleQuest } from './quests.settlement.ts';
import { viewerOfQuest } from './quests.eligibility.ts';

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
