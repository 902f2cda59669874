// Whether an element (the project header) has scrolled up under the 64 px sticky nav, seen
// through an IntersectionObserver rather than scroll events. Without the API (old browsers,
// jsdom) it reports true, so whatever depends on it simply shows.
import { useEffect, useState, type RefObject } from 'react';

export const NAV_HEIGHT = 64;

export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setPast(!entry.isIntersecting && entry.boundingClientRect.top < NAV_HEIGHT);
      },
      { rootMargin: `-${NAV_HEIGHT}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
