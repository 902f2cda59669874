// GET /api/(public/)campaigns/{id}: one quest; signed in, with the viewer's eligibility,
// task states and reward. 404 (quest_not_found) for a missing quest or someone else's draft.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';
import { questKeys } from './quest-keys';

export async function getQuest(id: string, signal?: AbortSignal): Promise<Quest> {
  const body = await api.get(`/campaigns/${encodeURIComponent(id)}`, {
    publicWhenAnonymous: true,
    signal,
  });
  return body.data;
}

export const questQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questKeys.detail(id),
    queryFn: ({ signal }) => getQuest(id, signal),
    retry: false,
  });

export function useQuest(id: string) {
  return useQuery({ ...questQueryOptions(id), enabled: Boolean(id) });
}
