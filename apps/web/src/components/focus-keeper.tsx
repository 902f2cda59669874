// Keeps keyboard focus on the page, never on <body>: when a modal dialog closes, focus goes
// back to what opened it (also for dialogs that mount already open, which Mantine's own
// focus return does not see); when the focused control is replaced (Connect Wallet becoming
// the account menu after sign-in), focus moves to the control that took its place, found by
// the same data-focus-key; failing both, to the page's H1.
import { useEffect } from 'react';

const MODAL = '[role="dialog"][aria-modal="true"]';
/** Let the dialog's own focus return run first. */
const SETTLE_MS = 60;

function lost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

function replacement(el: HTMLElement | null): HTMLElement | null {
  if (!el) return null;
  if (el.isConnected && el.getClientRects().length > 0) return el;
  const key = el.dataset.focusKey;
  if (!key) return null;
  for (const candidate of document.querySelectorAll<HTMLElement>(`[data-focus-key="${key}"]`)) {
    if (candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}

function focusHeading(): void {
  const h1 = document.querySelector<HTMLElement>('main h1, h1');
  if (!h1) return;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.focus({ preventScroll: true });
}

export function FocusKeeper() {
  useEffect(() => {
    /** The last focused element outside any modal dialog or menu. */
    let lastOutside: HTMLElement | null = null;
    /** What had focus when the open dialog(s) opened. */
    let trigger: HTMLElement | null = null;
    let open = document.querySelector(MODAL) !== null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      // a menu or popover hands focus back to its own target when it closes
      if (target.closest(`${MODAL}, [role="menu"], [role="listbox"], .mantine-Popover-dropdown`))
        return;
      lastOutside = target;
    };

    const restore = (to: HTMLElement | null) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!lost() || document.querySelector(MODAL)) return;
        const target = replacement(to);
        if (target) target.focus({ preventScroll: true });
        else focusHeading();
      }, SETTLE_MS);
    };

    const observer = new MutationObserver(() => {
      const nowOpen = document.querySelector(MODAL) !== null;
      if (nowOpen && !open) trigger = lastOutside;
      if (!nowOpen && open) restore(trigger);
      else if (!nowOpen && lastOutside && !lastOutside.isConnected && lost()) restore(lastOutside);
      open = nowOpen;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  return null;
}
