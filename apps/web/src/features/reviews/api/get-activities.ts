// GET /api/public/activities: the feed of new reviews and donations, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const ACTIVITIES_PAGE_SIZE = LIMITS.pageSize.default;
export type ActivityType = 'review' | 'donate';

export async function getActivities(
  params: { page: number; type?: ActivityType },
  signal?: AbortSignal,
) {
  return api.get('/public/activities', {
    auth: false,
    signal,
    query: {
      type: params.type,
      limit: ACTIVITIES_PAGE_SIZE,
      offset: (params.page - 1) * ACTIVITIES_PAGE_SIZE,
    },
  });
}

export const activitiesQueryOptions = (params: { page: number; type?: ActivityType }) =>
  queryOptions({
    queryKey: [...reviewKeys.activities, params] as const,
    queryFn: ({ signal }) => getActivities(params, signal),
    placeholderData: keepPreviousData,
  });

export function useActivities(params: { page: number; type?: ActivityType }) {
  return useQuery(activitiesQueryOptions(params));
}
