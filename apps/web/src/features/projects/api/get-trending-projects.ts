// GET /api/public/projects-trending: the Trending section (time-decayed activity per window).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeWindow } from '@chainreview/shared/enums';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export async function getTrendingProjects(window: TimeWindow, limit: number, signal?: AbortSignal) {
  const body = await api.get('/public/projects-trending', {
    query: { window, limit },
    auth: false,
    signal,
  });
  return body.data;
}

export const trendingProjectsQueryOptions = (window: TimeWindow, limit: number) =>
  queryOptions({
    queryKey: projectKeys.trending(window, limit),
    queryFn: ({ signal }) => getTrendingProjects(window, limit, signal),
  });

export function useTrendingProjects(window: TimeWindow, limit: number) {
  return useQuery(trendingProjectsQueryOptions(window, limit));
}
