// GET /api/(public/)reviews: reviews across projects, newest first by default; filtered by
// hashtag for the hashtag search, unfiltered for /recently-reviews.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const REVIEWS_PAGE_SIZE = LIMITS.pageSize.default;

export interface ReviewsParams {
  page: number;
  sort?: ReviewSort;
  hashtag?: string;
}

export async function getReviews(params: ReviewsParams, signal?: AbortSignal) {
  return api.get('/reviews', {
    publicWhenAnonymous: true,
    signal,
    query: {
      limit: REVIEWS_PAGE_SIZE,
      offset: (params.page - 1) * REVIEWS_PAGE_SIZE,
      sort: params.sort ?? 'newest',
      hashtag: params.hashtag,
    },
  });
}

export const reviewsQueryOptions = (params: ReviewsParams) =>
  queryOptions({
    queryKey: [...reviewKeys.lists, params] as const,
    queryFn: ({ signal }) => getReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useReviews(params: ReviewsParams, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(params), enabled });
}
