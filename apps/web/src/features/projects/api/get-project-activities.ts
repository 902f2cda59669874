// GET /api/public/project/{id}/activities: reviews by token holders and by reviewer level.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { projectKeys } from './project-keys';

export type ProjectActivities = ApiAnswer<'/api/public/project/{id}/activities'>['data'];

export async function getProjectActivities(projectId: string, signal?: AbortSignal) {
  const body = await api.get(`/public/project/${encodeURIComponent(projectId)}/activities`, {
    auth: false,
    signal,
  });
  return body.data;
}

export const projectActivitiesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.activities(projectId),
    queryFn: ({ signal }) => getProjectActivities(projectId, signal),
  });

export function useProjectActivities(projectId: string) {
  return useQuery(projectActivitiesQueryOptions(projectId));
}
