// Scroll restoration: back/forward (and a reload) return to where the page was scrolled; any
// other navigation goes to its #hash or to the top, unless it asked to keep the position.
import { useContext, useLayoutEffect } from 'react';
import { RouterContext, StateContext } from './provider';
import { decode } from './store';

const SCROLL_STORAGE_KEY = 'cr-scroll-positions';

export function ScrollRestoration() {
  const router = useContext(RouterContext)!;
  const { location, action, preventScrollReset } = useContext(StateContext)!;
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved))
        if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
    } catch {
      // none saved, or storage unavailable
    }
    const save = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(
          SCROLL_STORAGE_KEY,
          JSON.stringify(Object.fromEntries(router.scrollPositions)),
        );
      } catch {
        // storage full or unavailable: positions are kept for this page only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    const y = action === 'POP' ? router.scrollPositions.get(location.key) : undefined;
    if (y !== undefined) return window.scrollTo(0, y);
    const target = location.hash && document.getElementById(decode(location.hash.slice(1)));
    if (target) return target.scrollIntoView();
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location, action, preventScrollReset]);
  return null;
}
