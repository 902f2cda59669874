// The admin console's calls (/api/admin/...), all under the ['admin'] query key so that every
// action refreshes the queues, their counts and the audit list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '@chainreview/shared';
import { api } from '@/lib/api-client';
import type { ApiAnswer, ApiPath } from '@/lib/api-types';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

export interface Page<T> {
  data: T[];
  meta: { limit: number; offset: number; total: number };
}
export const ADMIN_PAGE_SIZE = 10;

// the admin lists' rows as the API's document describes them (api-schema.d.ts)
export type AdminProject = ApiAnswer<'/api/admin/projects'>['data'][number];
export type ReportGroup = ApiAnswer<'/api/admin/reports'>['data'][number];
export type EditRequestRow = ApiAnswer<'/api/admin/edit-requests'>['data'][number];
export type AdminUser = ApiAnswer<'/api/admin/users'>['data'][number];

type Query = Record<string, string | number | boolean | undefined>;
// the queues share one list helper: its rows are typed by the caller from the document
const getPage = <T>(path: ApiPath<'get'>, query: Query) => api.request<Page<T>>(path, { query });

export const useAdminCounts = () =>
  useQuery({
    queryKey: adminKeys.counts,
    queryFn: async () => (await api.get('/admin/counts')).data,
  });

export const useAdminList = <T>(name: string, path: ApiPath<'get'>, query: Query) =>
  useQuery({
    queryKey: adminKeys.queue(name, query),
    queryFn: () => getPage<T>(path, query),
    placeholderData: keepPreviousData,
  });

export const useAuditList = (query: Query) =>
  useAdminList<AuditEntry>('audit', '/admin/audit', query);

/** One admin action: PUT to `path` with `body`; refreshes everything under ['admin']. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) =>
      // the console's rows build these paths from their ids (the document's PUT paths)
      api.request<unknown>(path as ApiPath<'put'>, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.projects });
    },
  });
}

export type VoteIntegrityRunResult = ApiAnswer<'/api/admin/vote-integrity/run', 'post'>['data'];

/** POST /admin/vote-integrity/run: run the vote-integrity check now; refreshes the admin lists
 *  and the trust figures. */
export function useRunVoteIntegrityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post('/admin/vote-integrity/run', {})).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.trust });
    },
  });
}
