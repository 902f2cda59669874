// Query keys of the projects feature, one place so lists, figures and mutations agree.
import { queryRoots } from '@/lib/query-keys';

export const projectKeys = {
  all: queryRoots.projects,
  list: (params: object) => [...queryRoots.projects, 'list', params] as const,
  statistic: [...queryRoots.projects, 'statistic'] as const,
  activities: (projectId: string) => [...queryRoots.projects, 'activities', projectId] as const,
  trending: (window: number, limit: number) =>
    [...queryRoots.projects, 'trending', window, limit] as const,
  pool: (projectId: string) => [...queryRoots.projects, 'pool', projectId] as const,
  tokenInfo: (chain: string, address: string) =>
    ['token-info', chain, address.toLowerCase()] as const,
};
