// GET /api/public/projects-reviews-statistic: platform totals shown on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { projectKeys } from './project-keys';

export interface PlatformStatistic {
  projects: number;
  reviews: number;
  reviewers: number;
  votes: number;
}

export async function getProjectsStatistic(signal?: AbortSignal) {
  const body = await api.get<ApiAnswer<'/api/public/projects-reviews-statistic'>>(
    '/public/projects-reviews-statistic',
    {
      auth: false,
      signal,
    },
  );
  return body.data;
}

export const projectsStatisticQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.statistic,
    queryFn: ({ signal }) => getProjectsStatistic(signal),
    staleTime: 5 * 60_000,
  });

export function useProjectsStatistic() {
  return useQuery(projectsStatisticQueryOptions());
}
