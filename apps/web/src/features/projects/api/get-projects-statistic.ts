// GET /api/public/projects-reviews-statistic: platform totals shown on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { projectKeys } from './project-keys';

export type PlatformStatistic = ApiAnswer<'/api/public/projects-reviews-statistic'>['data'];

export async function getProjectsStatistic(signal?: AbortSignal) {
  const body = await api.get('/public/projects-reviews-statistic', {
    auth: false,
    signal,
  });
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
