// GET /api/(public/)users/{userId}/followers and /following: pages of users (with isFollowed
// when signed in), loaded 10 at a time in the lists' modal, each after the cursor the last
// one named (a follow made meanwhile shifts nothing: no one is listed twice or skipped).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import type { ListMeta } from '@chainreview/shared/schemas/common';
import type { PublicUser } from '@chainreview/shared/schemas/user';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/user-keys';

export type FollowDirection = 'followers' | 'following';
const PAGE = LIMITS.pageSize.default;

export async function getFollowList(
  userId: string,
  direction: FollowDirection,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ data: PublicUser[]; meta: ListMeta }> {
  return api.get(`/users/${encodeURIComponent(userId)}/${direction}`, {
    publicWhenAnonymous: true,
    query: { limit: PAGE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export const followListQueryOptions = (userId: string, direction: FollowDirection) =>
  infiniteQueryOptions({
    queryKey: userKeys.followList(userId, direction),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getFollowList(userId, direction, pageParam, signal),
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export function useFollowList(userId: string, direction: FollowDirection, enabled: boolean) {
  return useInfiniteQuery({ ...followListQueryOptions(userId, direction), enabled });
}
