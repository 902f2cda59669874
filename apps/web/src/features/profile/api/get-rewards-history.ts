// GET /api/public/users/{userId}/rewards-history?type=review_reward|reward_received: the XP
// ledger, newest first (review rewards: publishing, votes, replies; received: donations).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import type { ListMeta } from '@chainreview/shared/schemas/common';
import type { RewardEntry } from '@chainreview/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/user-keys';

export type RewardType = 'review_reward' | 'reward_received';
export const REWARDS_PAGE_SIZE = LIMITS.pageSize.default;

export async function getRewardsHistory(
  userId: string,
  type: RewardType,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: RewardEntry[]; meta: ListMeta }> {
  return api.get(`/public/users/${encodeURIComponent(userId)}/rewards-history`, {
    auth: false,
    query: { type, limit: REWARDS_PAGE_SIZE, offset: (page - 1) * REWARDS_PAGE_SIZE },
    signal,
  });
}

export const rewardsHistoryQueryOptions = (userId: string, type: RewardType, page: number) =>
  queryOptions({
    queryKey: userKeys.rewards(userId, type, page),
    queryFn: ({ signal }) => getRewardsHistory(userId, type, page, signal),
    placeholderData: keepPreviousData,
  });

export function useRewardsHistory(userId: string, type: RewardType, page: number) {
  return useQuery(rewardsHistoryQueryOptions(userId, type, page));
}
