// GET /api/public/follows/{userId}/statistic: followers, following, followed projects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { userKeys } from '@/lib/user-keys';

export type FollowStatistic = ApiAnswer<'/api/public/follows/{id}/statistic'>['data'];

export async function getFollowStatistic(
  userId: string,
  signal?: AbortSignal,
): Promise<FollowStatistic> {
  const body = await api.get(`/public/follows/${encodeURIComponent(userId)}/statistic`, {
    auth: false,
    signal,
  });
  return body.data;
}

export const followStatisticQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.followStatistic(userId),
    queryFn: ({ signal }) => getFollowStatistic(userId, signal),
  });

export function useFollowStatistic(userId: string | undefined) {
  return useQuery({ ...followStatisticQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
