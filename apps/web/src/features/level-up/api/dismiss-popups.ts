// DELETE /api/popup (all) or ?id= (one): the popup is dismissed for good (spec 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Popup } from '@chainreview/shared/schemas/notification';
import { api } from '@/lib/api-client';
import { popupsQueryKey } from './get-popups';

export async function dismissPopups(id?: string): Promise<void> {
  await api.delete('/popup', { query: { id } });
}

export function useDismissPopups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => dismissPopups(id),
    // Gone at once; a failed call only means it may show again later. A list fetched before
    // the DELETE landed must not bring it back: in-flight fetches are cancelled first, and the
    // list is fetched again once the server has answered.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: popupsQueryKey });
      queryClient.setQueryData<Popup[]>(popupsQueryKey, (list) =>
        id === undefined ? [] : list?.filter((p) => p.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  });
}
