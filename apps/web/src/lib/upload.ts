// POST /api/storage/upload: one PNG or JPEG of at most 1 MiB (spec 5), checked here first so
// the user learns why before the upload. Used by every form that takes an image.
import { LIMITS } from '@chainreview/shared/limits';
import { api } from './api-client';
import type { ApiAnswer } from './api-types';

export type UploadedImage = ApiAnswer<'/api/storage/upload', 'post'>['data'];

/** The error code for a file the server would refuse, or null when it may be sent. */
export function imageFileProblem(
  file: File | null | undefined,
): 'please_choose_an_image' | 'invalid_image_type' | 'file_too_large' | null {
  if (!file) return 'please_choose_an_image';
  if (!(LIMITS.upload.mimeTypes as readonly string[]).includes(file.type))
    return 'invalid_image_type';
  if (file.size > LIMITS.upload.maxBytes) return 'file_too_large';
  return null;
}

export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const body = await api.post('/storage/upload', form);
  return body.data;
}
