// Drives the guided hints (spec 4): 2000 ms after each route change the first pending hint
// whose target is on the page shows; closing it removes it from the stored list ('hints')
// and moves on to the next one on the page; an empty or invalid stored list restores them all.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';
import { TIMERS } from '@chainreview/shared/limits';
import { storage } from '@/lib/storage';
import { firstPresentHint, pageTour, pendingHints, tipNumber, type TourHint } from '../hints';

/** The first visible element carrying data-hint="<hint>". */
export function findHintTarget(hint: TourHint, root: ParentNode = document): HTMLElement | null {
  const candidates = root.querySelectorAll<HTMLElement>(`[data-hint="${hint}"]`);
  for (const el of candidates) {
    if (el.getClientRects().length === 0) continue;
    const style = window.getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    return el;
  }
  return null;
}

/** A modal, or something else marked data-hint-blocker (the level-up popup), is on screen:
 * hints wait until it is gone. */
function blocked(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [data-hint-blocker]') !== null;
}

export interface ActiveHint {
  hint: TourHint;
  target: HTMLElement;
  /** 1-based place of this hint among the hints this page shows, and their number. */
  index: number;
  total: number;
}

/** The page is still loading (a skeleton marked aria-busy in the main area). */
function loading(): boolean {
  return document.querySelector('main [aria-busy="true"]') !== null;
}

const BLOCKED_RECHECK_MS = 500;
/** How long past the 2 s delay a loading page may hold its hints back (its tour is counted
 * from what has loaded, so a slow list does not change the numbering half-way). */
const LOADING_WAIT_MS = 5000;

export function useHintTour(): {
  active: ActiveHint | null;
  close: (hint: TourHint) => void;
  skipAll: () => void;
} {
  const { pathname } = useLocation();
  const [active, setActive] = useState<ActiveHint | null>(null);
  // The page's tour, fixed when its first hint shows, so closing one counts on (2 of 5).
  const tour = useRef<TourHint[] | null>(null);

  const pick = useCallback((): ActiveHint | null => {
    const pending = pendingHints(storage.getHints());
    const present = (h: TourHint) => findHintTarget(h) !== null;
    const hint = firstPresentHint(pending, present);
    const target = hint ? findHintTarget(hint) : null;
    if (!hint || !target) return null;
    tour.current ??= pageTour(pending, present);
    if (!tour.current.includes(hint)) tour.current = [...tour.current, hint];
    return { hint, target, ...tipNumber(tour.current, hint) };
  }, []);

  useEffect(() => {
    setActive(null);
    tour.current = null;
    let timer: ReturnType<typeof setTimeout>;
    let waitedForLoading = 0;
    const show = () => {
      const stillLoading = loading() && waitedForLoading < LOADING_WAIT_MS;
      if (stillLoading) waitedForLoading += BLOCKED_RECHECK_MS;
      if (blocked() || stillLoading) {
        timer = setTimeout(show, BLOCKED_RECHECK_MS);
        return;
      }
      setActive(pick());
    };
    timer = setTimeout(show, TIMERS.hintDelay);
    return () => clearTimeout(timer);
  }, [pathname, pick]);

  const close = useCallback(
    (hint: TourHint) => {
      storage.dismissHint(hint);
      setActive(pick());
    },
    [pick],
  );

  const skipAll = useCallback(() => {
    storage.set('hints', ['DONE']);
    setActive(null);
  }, []);

  return { active, close, skipAll };
}
