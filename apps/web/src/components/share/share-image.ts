// The share image of a project or review (spec 4, 7): signed in, the server makes the card
// and answers its versioned URL (POST /storage/share-{kind}/{id}); anonymous, the public
// card URL is used as is. Either way the image is loaded before the dialog opens.
import type { ShareCardKind } from '@chainreview/shared/share';
import { api } from '@/lib/api-client';

export async function createShareImage(kind: ShareCardKind, id: string): Promise<string> {
  const res = await api.post(`/storage/share-${kind}/${encodeURIComponent(id)}`);
  return res.data.url;
}

export const publicShareImage = (kind: ShareCardKind, id: string) =>
  `/api/public/share/${kind}/${encodeURIComponent(id)}.png`;

/** Resolves once the browser holds the image (so the dialog shows it at once). */
export function preloadImage(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`share image failed: ${src}`));
    img.src = src;
  });
}
