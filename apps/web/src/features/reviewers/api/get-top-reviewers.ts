// GET /api/public/users/top-reviewers: the most active reviewers of a 7/30/90-day window
// (reviews written in the window, then XP).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeWindow } from '@chainreview/shared/enums';
import { api } from '@/lib/api-client';

export interface TopReviewersParams {
  window: TimeWindow;
  limit: number;
  offset?: number;
}

export async function getTopReviewers(params: TopReviewersParams, signal?: AbortSignal) {
  return api.get('/public/users/top-reviewers', {
    query: { ...params },
    auth: false,
    signal,
  });
}

export const topReviewersQueryOptions = (params: TopReviewersParams) =>
  queryOptions({
    queryKey: ['reviewers', 'top', params],
    queryFn: ({ signal }) => getTopReviewers(params, signal),
  });

export function useTopReviewers(params: TopReviewersParams) {
  return useQuery(topReviewersQueryOptions(params));
}
