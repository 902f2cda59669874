// GET /api/(public/)campaigns?status&projectId&limit&offset: published quests by tab.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QUEST_LIMITS } from '@chainreview/shared/quests';
import type { ListMeta } from '@chainreview/shared/schemas/common';
import type { Quest, QuestListStatus } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';
import { questKeys } from './quest-keys';

export const QUESTS_PAGE_SIZE = QUEST_LIMITS.pageSize;

export async function getQuests(
  status: QuestListStatus | null,
  projectId: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: Quest[]; meta: ListMeta }> {
  return api.get('/campaigns', {
    publicWhenAnonymous: true,
    query: {
      status: status ?? undefined,
      projectId: projectId ?? undefined,
      limit: QUESTS_PAGE_SIZE,
      offset: (page - 1) * QUESTS_PAGE_SIZE,
    },
    signal,
  });
}

export const questsQueryOptions = (
  status: QuestListStatus | null,
  projectId: string | null,
  page: number,
) =>
  queryOptions({
    queryKey: questKeys.list(status, projectId, page),
    queryFn: ({ signal }) => getQuests(status, projectId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useQuests(status: QuestListStatus | null, projectId: string | null, page = 1) {
  return useQuery(questsQueryOptions(status, projectId, page));
}
