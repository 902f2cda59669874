// An avatar upload: POST /api/storage/upload (PNG/JPEG, at most 1 MiB, checked here first),
// then PUT /api/me {avatarUrl} with the uploaded file's URL.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@chainreview/shared/schemas/user';
import { apiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { imageFileProblem, uploadImage } from '@/lib/upload';
import { userKeys } from '@/lib/user-keys';
import { updateProfile } from './update-profile';

export async function uploadAvatar(file: File): Promise<Me> {
  const problem = imageFileProblem(file);
  if (problem) throw await apiError(400, [problem]);
  const image = await uploadImage(file);
  return updateProfile({ avatarUrl: image.url });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: userKeys.byAddress(me.address) });
    },
  });
}
