// GET /api/public/campaigns/{id}/winners: the winners and, for a lucky draw, its inputs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestWinners } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';
import { questKeys } from './quest-keys';

export async function getQuestWinners(id: string, signal?: AbortSignal): Promise<QuestWinners> {
  const body = await api.get(`/public/campaigns/${encodeURIComponent(id)}/winners`, {
    auth: false,
    signal,
  });
  return body.data;
}

export const questWinnersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questKeys.winners(id),
    queryFn: ({ signal }) => getQuestWinners(id, signal),
  });

export function useQuestWinners(id: string, enabled = true) {
  return useQuery({ ...questWinnersQueryOptions(id), enabled: Boolean(id) && enabled });
}
