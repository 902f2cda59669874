// GET /api/(public/)users/address/{address}: a user's public profile (+ isFollowed when
// signed in). 404 can_not_find_user; 400 for an address that is not one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@chainreview/shared/schemas/user';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/user-keys';

export async function getUserProfile(address: string, signal?: AbortSignal): Promise<PublicUser> {
  const body = await api.get(`/users/address/${encodeURIComponent(address)}`, {
    publicWhenAnonymous: true,
    signal,
  });
  return body.data;
}

export const userProfileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: userKeys.byAddress(address),
    queryFn: ({ signal }) => getUserProfile(address, signal),
  });

export function useUserProfile(address: string, enabled = true) {
  return useQuery({ ...userProfileQueryOptions(address), enabled });
}
