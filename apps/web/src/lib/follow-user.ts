// POST / DELETE /api/follows/{userId}/user and GET /api/follows/users (spec 4: follow other
// users, never oneself). In lib because the profile and the review hover card both use it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { meQueryKey } from './session';
import { userKeys } from './user-keys';

export async function followUser(userId: string): Promise<void> {
  await api.post(`/follows/${encodeURIComponent(userId)}/user`);
}

export async function unfollowUser(userId: string): Promise<void> {
  await api.delete(`/follows/${encodeURIComponent(userId)}/user`);
}

/** Sets the follow state; "already in that state" answers count as success. */
export async function setUserFollowed(userId: string, follow: boolean): Promise<void> {
  try {
    if (follow) await followUser(userId);
    else await unfollowUser(userId);
  } catch (error) {
    if (follow && error instanceof ApiError && error.codes.includes('already_follow_this_user'))
      return;
    if (!follow && error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Which of these users the viewer follows: GET /api/follows/users?user_ids=a-b. */
export async function getFollowedUsers(userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const body = await api.get('/follows/users', {
    query: { user_ids: userIds.join('-') },
  });
  return body.data.data;
}

export const followedUsersQueryOptions = (userIds: readonly string[]) =>
  queryOptions({
    queryKey: userKeys.followed(userIds),
    queryFn: () => getFollowedUsers(userIds),
    staleTime: 30_000,
  });

export function useFollowedUsers(userIds: readonly string[], enabled = true) {
  return useQuery({
    ...followedUsersQueryOptions(userIds),
    enabled: enabled && userIds.length > 0,
  });
}

export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: string; follow: boolean }) =>
      setUserFollowed(userId, follow),
    onSettled: () => {
      // Profiles (isFollowed, follower counts), lists and statistics, and the viewer's own
      // following count.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
