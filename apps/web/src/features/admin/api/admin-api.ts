// The admin console's calls (/api/admin/...), all under the ['admin'] query key so that every
// action refreshes the queues, their counts and the audit list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '@chainreview/shared';
import type { Project } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

export interface Page<T> {
  data: T[];
  meta: { limit: number; offset: number; total: number };
}
export const ADMIN_PAGE_SIZE = 10;

export interface AdminProject extends Project {
  featureRank: number;
  status: 'pending' | 'active' | 'blocked';
}
export interface ReportGroup {
  targetType: 'review' | 'reply';
  targetId: string;
  target: {
    text: string;
    status: string;
    authorId: string;
    authorAddress: string;
    reviewId: string;
    projectId: string | null;
  } | null;
  totalWeight: number;
  reports: {
    id: string;
    reporter: { id: string; address: string; displayName: string | null };
    reason: string;
    note: string;
    weight?: number;
    createdAt: string;
  }[];
}
export interface EditRequestRow {
  id: string;
  projectId: string;
  projectName: string;
  requester: { id: string; address: string; displayName: string | null };
  diff: { field: string; current: unknown; proposed: unknown }[];
  note: string;
  status: 'open' | 'accepted' | 'rejected';
  createdAt: string;
}
export interface AdminUser {
  id: string;
  address: string;
  displayName: string | null;
  role: string;
  status: 'active' | 'blocked';
  reviewsCount: number;
  createdAt: string;
}

type Query = Record<string, string | number | boolean | undefined>;
const get = <T>(path: string, query: Query) => api.get<T>(path, { query });

export const useAdminCounts = () =>
  useQuery({
    queryKey: adminKeys.counts,
    queryFn: async () =>
      (
        await api.get<{
          data: { submissions: number; reports: number; editRequests: number; appeals?: number };
        }>('/admin/counts')
      ).data,
  });

export const useAdminList = <T>(name: string, path: string, query: Query) =>
  useQuery({
    queryKey: adminKeys.queue(name, query),
    queryFn: () => get<Page<T>>(path, query),
    placeholderData: keepPreviousData,
  });

export const useAuditList = (query: Query) =>
  useAdminList<AuditEntry>('audit', '/admin/audit', query);

/** One admin action: PUT to `path` with `body`; refreshes everything under ['admin']. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) =>
      api.put<{ data: unknown }>(path, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.projects });
    },
  });
}

export interface VoteIntegrityRunResult {
  votesScanned: number;
  serialVotesReversed: number;
  ringsFlagged: number;
}

/** POST /admin/vote-integrity/run: run the vote-integrity check now; refreshes the admin lists
 *  and the trust figures. */
export function useRunVoteIntegrityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ data: VoteIntegrityRunResult }>('/admin/vote-integrity/run', {})).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.trust });
    },
  });
}
