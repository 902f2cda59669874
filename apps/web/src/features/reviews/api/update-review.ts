// PUT /api/reviews/{reviewId}: the owner edits a review (same body; costs reviewEnergy;
// 403 Forbidden for anyone else). The edited review replaces the old one everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import type { ReviewWriteResult } from './create-review';
import { invalidateAfterReviewWrite, updateCachedReview } from './review-cache';

export async function updateReview(reviewId: string, body: ReviewBody): Promise<ReviewWriteResult> {
  return api.put(`/reviews/${encodeURIComponent(reviewId)}`, body);
}

export function useUpdateReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => updateReview(reviewId, body),
    onSuccess: ({ data }) => {
      // The viewer's vote is not part of the answer: keep the one on screen.
      updateCachedReview(queryClient, reviewId, (old) => ({ ...data, vote: old.vote }));
      invalidateAfterReviewWrite(queryClient);
    },
  });
}
