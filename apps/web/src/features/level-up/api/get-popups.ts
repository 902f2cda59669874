// GET /api/popup: pending level-up popups (spec 3 "Popup": a list whose items carry newLevel).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Popup } from '@chainreview/shared/schemas/notification';
import { api } from '@/lib/api-client';

export const popupsQueryKey = ['popup'] as const;

export async function getPopups(signal?: AbortSignal): Promise<Popup[]> {
  const body = await api.get('/popup', { signal });
  return body.data;
}

export const popupsQueryOptions = () =>
  queryOptions({
    queryKey: popupsQueryKey,
    queryFn: ({ signal }) => getPopups(signal),
    staleTime: 0,
    retry: false,
  });

export function usePopups(enabled: boolean) {
  return useQuery({ ...popupsQueryOptions(), enabled });
}
