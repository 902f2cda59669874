// Below-the-fold parts of a first screen: their code loads when they come near the
// viewport, at the first key press (a keyboard user tabs down into them before they would
// scroll into view), or when a guided hint's turn comes for a target inside them, instead of
// with the page. Until then a placeholder of about their size holds their place. A part shown
// once shows at once on a later visit of its page (back and forward land where they were).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { HintName } from '@/lib/hint-target';

/** Dispatched on a waiting part's placeholder to load it now (the guided hints do). */
export const WAKE_EVENT = 'cr-wake';

/** The placeholder of a part not loaded yet that will hold `hint`'s target, if any. */
export function deferredHintHolder(hint: HintName): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-hint-deferred~="${hint}"]`);
}

const wakers = new Set<() => void>();
const shown = new Set<string>();
let keyPressed = false;

function onFirstKey() {
  keyPressed = true;
  window.removeEventListener('keydown', onFirstKey, true);
  for (const wake of wakers) wake();
  wakers.clear();
}

/**
 * True once the element is within `margin` of the viewport, a key has been pressed or the
 * element got WAKE_EVENT, and from then on for every element of the same `name`.
 */
export function useNearViewport(
  ref: { current: Element | null },
  name: string,
  margin = '100px',
): boolean {
  const [near, setNear] = useState(
    () => keyPressed || shown.has(name) || typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const wake = () => {
      shown.add(name);
      setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    element.addEventListener(WAKE_EVENT, wake);
    wakers.add(wake);
    window.addEventListener('keydown', onFirstKey, true);
    return () => {
      observer.disconnect();
      element.removeEventListener(WAKE_EVENT, wake);
      wakers.delete(wake);
    };
  }, [ref, name, margin, near]);
  return near;
}

/**
 * Renders `children` (lazy components) once near the viewport; `placeholder` before that, and
 * marked busy while their code loads.
 */
export function DeferredSection({
  name,
  placeholder,
  hints,
  children,
}: {
  /** Which part this is: once shown, it shows at once wherever it comes again. */
  name: string;
  placeholder: ReactNode;
  /** The guided hints whose targets are inside. */
  hints?: readonly HintName[];
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, name);
  if (near) return <Suspense fallback={<div aria-busy>{placeholder}</div>}>{children}</Suspense>;
  return (
    <div ref={ref} data-hint-deferred={hints?.join(' ')}>
      {placeholder}
    </div>
  );
}
