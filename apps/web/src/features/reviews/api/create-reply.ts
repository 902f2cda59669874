// POST /api/reviews/{reviewId}/replies {content}: a reply in plain text (2..1000 characters).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reply } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewKeys, updateCachedReview } from './review-cache';

export async function createReply(reviewId: string, content: string): Promise<Reply> {
  const body = await api.post(`/reviews/${encodeURIComponent(reviewId)}/replies`, {
    content,
  });
  return body.data;
}

export function useCreateReply(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createReply(reviewId, content),
    onSuccess: () => {
      updateCachedReview(queryClient, reviewId, (review) => ({
        ...review,
        repliesCount: review.repliesCount + 1,
      }));
      return queryClient.invalidateQueries({ queryKey: reviewKeys.replies(reviewId) });
    },
  });
}
