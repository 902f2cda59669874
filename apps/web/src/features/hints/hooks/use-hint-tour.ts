// Drives the guided hints (spec 4): 2000 ms after each route change (counted from the
// visitor's first interaction on that page: a pointer, a key or a wheel/touch scroll, so
// nobody gets a tip before they have looked at the page) the first pending hint whose target
// is on the page shows; closing it removes it from the stored list ('hints')
// and moves on to the next one on the page; an empty or invalid stored list restores them all.
// A target in a part of the page that loads as it comes near (components/deferred-section)
// counts as on the page: when its hint's turn comes, that part is woken and the hint shows
// once the target is there.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';
import { TIMERS } from '@chainreview/shared/limits';
import { WAKE_EVENT, deferredHintHolder } from '@/components/deferred-section';
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
/** How long a woken part of the page may take to bring its hint's target. */
const WAKE_WAIT_MS = 10_000;
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

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** The next hint, or 'waking' while the part of the page that holds its target loads. */
  const pick = useCallback((): ActiveHint | 'waking' | null => {
    const pending = pendingHints(storage.getHints());
    const present = (h: TourHint) => findHintTarget(h) !== null || deferredHintHolder(h) !== null;
    const hint = firstPresentHint(pending, present);
    if (!hint) return null;
    tour.current ??= pageTour(pending, present);
    if (!tour.current.includes(hint)) tour.current = [...tour.current, hint];
    const target = findHintTarget(hint);
    if (!target) {
      deferredHintHolder(hint)?.dispatchEvent(new Event(WAKE_EVENT));
      return 'waking';
    }
    return { hint, target, ...tipNumber(tour.current, hint) };
  }, []);

  const showNext = useCallback(
    (waited = 0) => {
      clearTimeout(timer.current);
      const next = pick();
      if (next === 'waking' && waited < WAKE_WAIT_MS) {
        setActive(null);
        timer.current = setTimeout(() => showNext(waited + BLOCKED_RECHECK_MS), BLOCKED_RECHECK_MS);
        return;
      }
      setActive(next === 'waking' ? null : next);
    },
    [pick],
  );

  useEffect(() => {
    setActive(null);
    tour.current = null;
    let waitedForLoading = 0;
    const show = () => {
      const stillLoading = loading() && waitedForLoading < LOADING_WAIT_MS;
      if (stillLoading) waitedForLoading += BLOCKED_RECHECK_MS;
      if (blocked() || stillLoading) {
        timer.current = setTimeout(show, BLOCKED_RECHECK_MS);
        return;
      }
      showNext();
    };
    // A programmatic scroll (scroll restoration) is not an interaction: only the visitor's own
    // input counts.
    const events = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
    const start = () => {
      events.forEach((e) => window.removeEventListener(e, start, true));
      timer.current = setTimeout(show, TIMERS.hintDelay);
    };
    events.forEach((e) => window.addEventListener(e, start, { capture: true, passive: true }));
    return () => {
      events.forEach((e) => window.removeEventListener(e, start, true));
      clearTimeout(timer.current);
    };
  }, [pathname, showNext]);

  const close = useCallback(
    (hint: TourHint) => {
      storage.dismissHint(hint);
      showNext();
    },
    [showNext],
  );

  const skipAll = useCallback(() => {
    clearTimeout(timer.current);
    storage.set('hints', ['DONE']);
    setActive(null);
  }, []);

  return { active, close, skipAll };
}
