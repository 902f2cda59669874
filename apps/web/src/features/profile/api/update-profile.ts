// PUT /api/me: display name, bio, language, avatar and social links; the answer is the new
// profile, which replaces the session's copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '@chainreview/shared/schemas/user';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { userKeys } from '@/lib/user-keys';

export async function updateProfile(input: UpdateMe): Promise<Me> {
  const body = await api.put('/me', input);
  return body.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: userKeys.byAddress(me.address) });
    },
  });
}
