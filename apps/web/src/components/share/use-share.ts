// Share flow (spec 4): the dialog opens at once, with the link, QR code and targets; the card
// image takes its place when it is made and loaded (a skeleton of its size until then). A card
// that fails leaves the dialog without an image, nothing else.
import { useCallback, useRef, useState } from 'react';
import { SHARE_CARD, type ShareCardKind } from '@chainreview/shared/share';
import { useSession } from '@/lib/session';
import { createShareImage, preloadImage, publicShareImage } from './share-image';

export function useShare(kind: ShareCardKind, id: string) {
  const session = useSession();
  const [image, setImage] = useState<string | null>(null);
  const [imagePending, setImagePending] = useState(false);
  const [opened, setOpened] = useState(false);
  const running = useRef(false);

  const start = useCallback(async () => {
    setOpened(true);
    if (running.current) return;
    running.current = true;
    setImagePending(true);
    try {
      const url = session.isAuthenticated
        ? await createShareImage(kind, id)
        : publicShareImage(kind, id);
      await preloadImage(url);
      setImage(url);
    } catch {
      // the dialog stays useful without its card
    } finally {
      running.current = false;
      setImagePending(false);
    }
  }, [session.isAuthenticated, kind, id]);

  const { width, height } = SHARE_CARD[kind];
  return {
    start,
    image,
    imagePending,
    /** width / height of the card, so its placeholder takes the card's room. */
    imageRatio: width / height,
    opened,
    close: () => setOpened(false),
  };
}
