// A review's signed payload (public) and its edit history.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { reviewKeys } from './review-keys';

export type ReviewSignatureResponse = ApiAnswer<'/api/public/reviews/{reviewId}/signature'>['data'];

export function useReviewSignature(reviewId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reviewKeys.all, 'signature', reviewId],
    queryFn: ({ signal }) =>
      api
        .get(`/public/reviews/${encodeURIComponent(reviewId)}/signature`, { signal })
        .then((body) => body.data),
    enabled,
  });
}

export function useReviewVersions(reviewId: string, updatedAt: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reviewKeys.all, 'versions', reviewId, updatedAt],
    queryFn: ({ signal }) =>
      api
        .get(`/reviews/${encodeURIComponent(reviewId)}/versions`, {
          publicWhenAnonymous: true,
          signal,
        })
        .then((body) => body.data),
    enabled,
  });
}
