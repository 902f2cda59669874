// The first load's render in steps: what is below the first screen renders one task after what
// is on it, so no single task holds the main thread for the whole page (on a phone the first
// render alone was a 300 ms task). After the first load (a route change or the first input),
// everything renders at once: a later page's parts would only flicker.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

let firstLoad = typeof window !== 'undefined';

/** Ends the first load: at the first input, or when the router moves to another page. */
export function endFirstLoad() {
  firstLoad = false;
  window.removeEventListener('pointerdown', endFirstLoad, true);
  window.removeEventListener('keydown', endFirstLoad, true);
}

if (firstLoad) {
  window.addEventListener('pointerdown', endFirstLoad, true);
  window.addEventListener('keydown', endFirstLoad, true);
}

/**
 * `children` one task later during the first load (`placeholder`, of their height, until
 * then); at once after it.
 */
export function RenderLater({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [ready, setReady] = useState(() => !firstLoad);
  useLayoutEffect(() => (ready ? undefined : nextTask(() => setReady(true))), [ready]);
  return <>{ready ? children : placeholder}</>;
}
