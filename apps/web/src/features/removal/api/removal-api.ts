// Removal with a trace: the author's appeal, a project's count of removed reviews and the
// public monthly figures (a removed review's tombstone is tombstone.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const removalKeys = {
  all: [...queryRoots.trust, 'removal'] as const,
  appeal: (reviewId: string) => [...queryRoots.trust, 'removal', 'appeal', reviewId] as const,
  project: (projectId: string) => [...queryRoots.trust, 'removal', 'project', projectId] as const,
  transparency: [...queryRoots.trust, 'removal', 'transparency'] as const,
};

/**
 * The viewer's appeal of a removed review: null when none yet, undefined when the viewer is not
 * its author (the API answers 403) or is signed out.
 */
export function useMyAppeal(reviewId: string, signedIn: boolean) {
  return useQuery({
    queryKey: removalKeys.appeal(reviewId),
    enabled: signedIn,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get(`/reviews/${reviewId}/appeal`, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return undefined;
        throw error;
      }
    },
  });
}

export function useFileAppeal(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(`/reviews/${reviewId}/appeal`, { message }).then((b) => b.data),
    onSuccess: (appeal) => queryClient.setQueryData(removalKeys.appeal(reviewId), appeal),
  });
}

export function useProjectRemovals(projectId: string) {
  return useQuery({
    queryKey: removalKeys.project(projectId),
    queryFn: ({ signal }) =>
      api
        .get(`/public/transparency/projects/${encodeURIComponent(projectId)}`, { signal })
        .then((b) => b.data.removedReviews),
  });
}

export function useTransparency() {
  return useQuery({
    queryKey: removalKeys.transparency,
    queryFn: ({ signal }) => api.get('/public/transparency', { signal }).then((b) => b.data.months),
  });
}
