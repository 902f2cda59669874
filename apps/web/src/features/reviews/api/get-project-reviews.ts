// GET /api/(public/)project/{projectId}/reviews: one page (5) of a project's reviews with
// sort, star filter and language (cards: without the plain text `contentText`). The previous page stays on screen while the next loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import type { ReviewCard } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewKeys, type Paginated, type ProjectReviewsParams } from './review-keys';

export const PROJECT_REVIEWS_PAGE_SIZE = LIMITS.pageSize.projectReviews;

export async function getProjectReviews(
  projectId: string,
  params: ProjectReviewsParams,
  signal?: AbortSignal,
): Promise<Paginated<ReviewCard>> {
  return api.get(`/project/${encodeURIComponent(projectId)}/reviews`, {
    publicWhenAnonymous: true,
    signal,
    query: {
      limit: PROJECT_REVIEWS_PAGE_SIZE,
      offset: (params.page - 1) * PROJECT_REVIEWS_PAGE_SIZE,
      filter: params.filter,
      sort: params.sort,
      language: params.language || undefined,
    },
  });
}

export const projectReviewsQueryOptions = (projectId: string, params: ProjectReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.projectPage(projectId, params),
    queryFn: ({ signal }) => getProjectReviews(projectId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useProjectReviews(projectId: string, params: ProjectReviewsParams) {
  return useQuery(projectReviewsQueryOptions(projectId, params));
}
