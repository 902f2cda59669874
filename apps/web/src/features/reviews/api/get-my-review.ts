// GET /api/project/{projectId}/my-review: the viewer's review of a project, or null.
// Fetched without retry (spec 7); only when signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { reviewKeys } from './review-keys';

export async function getMyReview(projectId: string, signal?: AbortSignal): Promise<Review | null> {
  const body = await api.get(`/project/${encodeURIComponent(projectId)}/my-review`, { signal });
  return body.data;
}

export const myReviewQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(projectId),
    queryFn: ({ signal }) => getMyReview(projectId, signal),
    retry: false,
  });

export function useMyReview(projectId: string | undefined) {
  const { isAuthenticated } = useSession();
  return useQuery({
    ...myReviewQueryOptions(projectId ?? ''),
    enabled: isAuthenticated && Boolean(projectId),
  });
}
