// Below-the-fold parts of a first screen (issue 10): their code loads when they come near the
// viewport, or at the first key press (a keyboard user tabs down into them before they would
// scroll into view), instead of with the page. Until then a placeholder of about their size
// holds their place.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const wakers = new Set<() => void>();
let keyPressed = false;

function onFirstKey() {
  keyPressed = true;
  window.removeEventListener('keydown', onFirstKey, true);
  for (const wake of wakers) wake();
  wakers.clear();
}

/** True once the element is within `margin` of the viewport, or a key has been pressed. */
export function useNearViewport(
  ref: { current: Element | null },
  margin = '100px',
  enabled = true,
): boolean {
  const [near, setNear] = useState(() => keyPressed || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    const wake = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    wakers.add(wake);
    window.addEventListener('keydown', onFirstKey, true);
    return () => {
      observer.disconnect();
      wakers.delete(wake);
    };
  }, [ref, margin, near, enabled]);
  return near;
}

/**
 * Renders `children` (lazy components) once near the viewport; `placeholder` before that and
 * while their code loads.
 */
export function DeferredSection({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={ref}>{placeholder}</div>;
}
