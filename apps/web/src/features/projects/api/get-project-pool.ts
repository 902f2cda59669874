// GET /api/public/project/{id}/pool: the DEX pool's price and value. Unavailable pools (no
// RPC, no network, no pair) read as null: the page then shows nothing, never an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export async function getProjectPool(projectId: string, signal?: AbortSignal) {
  try {
    const body = await api.get(`/public/project/${encodeURIComponent(projectId)}/pool`, {
      auth: false,
      signal,
    });
    return body.data ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const projectPoolQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.pool(projectId),
    queryFn: ({ signal }) => getProjectPool(projectId, signal),
    staleTime: 60_000,
  });

export function useProjectPool(projectId: string, { enabled = true } = {}) {
  return useQuery({ ...projectPoolQueryOptions(projectId), enabled });
}
