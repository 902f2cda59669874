// POST /api/review/{reviewId}/vote {vote}: sets the viewer's vote to up, down or none (the
// state machine of spec 4 runs in the caller). The first vote on a review is free, each
// later change costs voteEnergy; the answer says what was spent.
import type { QueryClient } from '@tanstack/react-query';
import type { Vote } from '@chainreview/shared/enums';
import type { VoteResult } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { updateCachedReview } from './review-cache';

export async function voteReview(reviewId: string, vote: Vote): Promise<VoteResult> {
  const body = await api.post(`/review/${encodeURIComponent(reviewId)}/vote`, {
    vote,
  });
  return body.data;
}

/**
 * Sends a vote and brings the cached review (counts and the viewer's vote) and the viewer's
 * energy up to date. Loaded on the first vote, not with every list of cards.
 */
export async function sendVote(
  queryClient: QueryClient,
  reviewId: string,
  viewerId: string | undefined,
  vote: Vote,
): Promise<VoteResult> {
  const result = await voteReview(reviewId, vote);
  updateCachedReview(queryClient, reviewId, (review) => ({
    ...review,
    upVoteCount: result.upVoteCount,
    downVoteCount: result.downVoteCount,
    vote: { userId: viewerId ?? review.vote?.userId ?? '', vote: result.vote },
  }));
  // Spec 4: energy is refreshed after a vote.
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  return result;
}
