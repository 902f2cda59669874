// GET /api/public/system-configs: chains, levels, energy costs, donation settings, demo flag.
// Fetched once at start without retry (spec 7); several features read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemConfig } from '@chainreview/shared';
import { api } from './api-client';

export async function getSystemConfig(): Promise<SystemConfig> {
  const body = await api.get('/public/system-configs', { auth: false });
  return body.data;
}

export const systemConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system-configs'],
    queryFn: getSystemConfig,
    staleTime: Infinity,
    retry: false,
  });

export function useSystemConfig() {
  return useQuery(systemConfigQueryOptions());
}
