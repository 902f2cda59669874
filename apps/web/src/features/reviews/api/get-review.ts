// GET /api/(public/)reviews/{reviewId}: one review (404 can_not_find_review).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export async function getReview(reviewId: string, signal?: AbortSignal): Promise<Review> {
  const body = await api.get(`/reviews/${encodeURIComponent(reviewId)}`, {
    publicWhenAnonymous: true,
    signal,
  });
  return body.data;
}

export const reviewQueryOptions = (reviewId: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(reviewId),
    queryFn: ({ signal }) => getReview(reviewId, signal),
  });

export function useReview(reviewId: string) {
  return useQuery({ ...reviewQueryOptions(reviewId), enabled: Boolean(reviewId) });
}
