// Share flow (spec 4): busy while the image is made, then the dialog opens; on failure the
// busy state clears and nothing else shows.
import { useCallback, useRef, useState } from 'react';
import type { ShareCardKind } from '@chainreview/shared/share';
import { useSession } from '@/lib/session';
import { loadShareDialog } from './lazy-share-dialog';
import { createShareImage, preloadImage, publicShareImage } from './share-image';

export function useShare(kind: ShareCardKind, id: string) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const url = session.isAuthenticated
        ? await createShareImage(kind, id)
        : publicShareImage(kind, id);
      // the dialog's code loads alongside the image
      await Promise.all([preloadImage(url), loadShareDialog()]);
      setImage(url);
      setOpened(true);
    } catch {
      // spec 4: a failed share shows nothing
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [session.isAuthenticated, kind, id]);

  return { busy, start, image, opened, close: () => setOpened(false) };
}
