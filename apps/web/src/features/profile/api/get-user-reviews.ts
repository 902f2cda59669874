// GET /api/(public/)reviews?userId=: a user's reviews for the Review History tab, newest
// first, 10 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import type { ListMeta } from '@chainreview/shared/schemas/common';
import type { Review } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/user-keys';

export const USER_REVIEWS_PAGE_SIZE = LIMITS.pageSize.default;

export async function getUserReviews(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: Review[]; meta: ListMeta }> {
  return api.get('/reviews', {
    publicWhenAnonymous: true,
    query: {
      userId,
      sort: 'newest',
      limit: USER_REVIEWS_PAGE_SIZE,
      offset: (page - 1) * USER_REVIEWS_PAGE_SIZE,
    },
    signal,
  });
}

export const userReviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: userKeys.reviews(userId, page),
    queryFn: ({ signal }) => getUserReviews(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserReviews(userId: string, page: number) {
  return useQuery(userReviewsQueryOptions(userId, page));
}
