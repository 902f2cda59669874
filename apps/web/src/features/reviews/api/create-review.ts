// POST /api/project/{projectId}/reviews: writes the viewer's one review of a project.
// Answers the review and the energy it cost. 409 Conflict: already reviewed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { invalidateAfterReviewWrite, prependProjectReview, reviewKeys } from './review-cache';

export type ReviewWriteResult = ApiAnswer<'/api/project/{projectId}/reviews', 'post'>;

export async function createReview(
  projectId: string,
  body: ReviewBody,
): Promise<ReviewWriteResult> {
  return api.post(`/project/${encodeURIComponent(projectId)}/reviews`, body);
}

export function useCreateReview(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview(projectId, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(reviewKeys.mine(projectId), data);
      queryClient.setQueryData(reviewKeys.detail(data.id), data);
      prependProjectReview(queryClient, data);
      invalidateAfterReviewWrite(queryClient);
    },
  });
}
