// A review's signed payload (public) and its edit history.
import { useQuery } from '@tanstack/react-query';
import type { ReviewSignaturePayload, ReviewVersion } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-cache';

export type ReviewSignatureResponse = ReviewSignaturePayload & { reviewId: string; author: string };

export function useReviewSignature(reviewId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reviewKeys.all, 'signature', reviewId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ReviewSignatureResponse }>(
          `/public/reviews/${encodeURIComponent(reviewId)}/signature`,
          { signal },
        )
        .then((body) => body.data),
    enabled,
  });
}

export function useReviewVersions(reviewId: string, updatedAt: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reviewKeys.all, 'versions', reviewId, updatedAt],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ReviewVersion[] }>(`/reviews/${encodeURIComponent(reviewId)}/versions`, {
          publicWhenAnonymous: true,
          signal,
        })
        .then((body) => body.data),
    enabled,
  });
}
