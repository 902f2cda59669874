// POST / DELETE /api/follows/{projectId}/project: follow and unfollow (spec 4). The project
// on screen flips at once (isFollowed, follower count) and rolls back when the call fails;
// 409 already_follow_this_project means the server already agrees with the new state.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Project } from '@chainreview/shared/schemas/project';
import { api, ApiError } from '@/lib/api-client';

export async function followProject(projectId: string): Promise<void> {
  await api.post(`/follows/${encodeURIComponent(projectId)}/project`);
}

export async function unfollowProject(projectId: string): Promise<void> {
  await api.delete(`/follows/${encodeURIComponent(projectId)}/project`);
}

/** Sets the follow state of a project, tolerating "already in that state" answers. */
export async function setProjectFollowed(projectId: string, follow: boolean): Promise<void> {
  try {
    if (follow) await followProject(projectId);
    else await unfollowProject(projectId);
  } catch (error) {
    if (follow && error instanceof ApiError && error.codes.includes('already_follow_this_project'))
      return;
    if (!follow && error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useFollowProject(projectKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, follow }: { projectId: string; follow: boolean }) =>
      setProjectFollowed(projectId, follow),
    onMutate: async ({ follow }) => {
      await queryClient.cancelQueries({ queryKey: projectKey });
      const previous = queryClient.getQueryData<Project>(projectKey);
      if (previous) {
        const delta = follow === Boolean(previous.isFollowed) ? 0 : follow ? 1 : -1;
        queryClient.setQueryData<Project>(projectKey, {
          ...previous,
          isFollowed: follow,
          followersCount: Math.max(0, previous.followersCount + delta),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(projectKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey }),
  });
}
