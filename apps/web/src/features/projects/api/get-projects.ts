// GET /api/(public/)projects: the catalogue, filtered and sorted, and the ranked search when
// a keyword is given (spec 7; the nav search asks for 5). Viewer-dependent (isFollowed).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Chain, ProjectCategory, ProjectType, TimeWindow } from '@chainreview/shared/enums';
import type { ProjectSort } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { projectKeys } from './project-keys';

export interface ProjectListParams {
  limit?: number;
  offset?: number;
  keyword?: string;
  chain?: Chain;
  category?: ProjectCategory;
  type?: ProjectType;
  sort?: ProjectSort;
  order?: 'asc' | 'desc';
  window?: TimeWindow;
}

export type ProjectPage = ApiAnswer<'/api/projects'>;

export async function getProjects(
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  return api.get('/projects', {
    query: { ...params },
    publicWhenAnonymous: true,
    signal,
  });
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
  });

export function useProjects(
  params: ProjectListParams,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...projectsQueryOptions(params),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
