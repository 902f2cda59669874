// PUT /api/replies/{replyId} {content}: the owner edits a reply; it replaces the old one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reply } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewKeys, type Paginated } from './review-keys';

export async function updateReply(replyId: string, content: string): Promise<Reply> {
  const body = await api.put(`/replies/${encodeURIComponent(replyId)}`, {
    content,
  });
  return body.data;
}

export function useUpdateReply(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, content }: { replyId: string; content: string }) =>
      updateReply(replyId, content),
    onSuccess: (reply) => {
      queryClient.setQueriesData<Paginated<Reply>>(
        { queryKey: reviewKeys.replies(reviewId) },
        (old) => old && { ...old, data: old.data.map((r) => (r.id === reply.id ? reply : r)) },
      );
    },
  });
}
