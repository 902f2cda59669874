// GET /api/(public/)projects/{chain}/{address}: one project by chain and the address (or id)
// taken from the last segment of its slug. 404 means 'can_not_find_project'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getProject(chain: string, key: string, signal?: AbortSignal) {
  const body = await api.get(
    `/projects/${encodeURIComponent(chain.toLowerCase())}/${encodeURIComponent(key)}`,
    { publicWhenAnonymous: true, signal },
  );
  return body.data;
}

export const projectQueryKey = (chain: string, key: string) =>
  ['projects', 'detail', chain.toLowerCase(), key.toLowerCase()] as const;

export const projectQueryOptions = (chain: string, key: string) =>
  queryOptions({
    queryKey: projectQueryKey(chain, key),
    queryFn: ({ signal }) => getProject(chain, key, signal),
  });

export function useProject(chain: string, key: string) {
  return useQuery({ ...projectQueryOptions(chain, key), enabled: Boolean(chain && key) });
}
