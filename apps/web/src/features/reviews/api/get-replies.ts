// GET /api/(public/)reviews/{reviewId}/replies: a page of a review's replies, oldest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const REPLIES_PAGE_SIZE = LIMITS.pageSize.default;

export async function getReplies(reviewId: string, page: number, signal?: AbortSignal) {
  return api.get(`/reviews/${encodeURIComponent(reviewId)}/replies`, {
    publicWhenAnonymous: true,
    signal,
    query: { limit: REPLIES_PAGE_SIZE, offset: (page - 1) * REPLIES_PAGE_SIZE },
  });
}

export const repliesQueryOptions = (reviewId: string, page: number) =>
  queryOptions({
    queryKey: [...reviewKeys.replies(reviewId), { page }] as const,
    queryFn: ({ signal }) => getReplies(reviewId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useReplies(reviewId: string, page: number) {
  return useQuery(repliesQueryOptions(reviewId, page));
}
