// POST /api/review/{reviewId}/vote {vote}: sets the viewer's vote to up, down or none (the
// state machine of spec 4 runs in the caller). The first vote on a review is free, each
// later change costs voteEnergy; the answer says what was spent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vote } from '@chainreview/shared/enums';
import type { VoteResult } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { meQueryKey } from '@/lib/session';
import { updateCachedReview } from './review-cache';

export async function voteReview(reviewId: string, vote: Vote): Promise<VoteResult> {
  const body = await api.post(`/review/${encodeURIComponent(reviewId)}/vote`, {
    vote,
  });
  return body.data;
}

export function useVoteReview(reviewId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (vote: Vote) => voteReview(reviewId, vote),
    onSuccess: (result) => {
      updateCachedReview(queryClient, reviewId, (review) => ({
        ...review,
        upVoteCount: result.upVoteCount,
        downVoteCount: result.downVoteCount,
        vote: { userId: user?.id ?? review.vote?.userId ?? '', vote: result.vote },
      }));
      // Spec 4: energy is refreshed after a vote.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
