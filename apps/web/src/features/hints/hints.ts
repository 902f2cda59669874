// The guided hints' rules (spec 2, 4): the fixed order, which hint a page shows (the first
// still pending whose target, an element with data-hint="<name>", is on the page), and where
// its card goes: a sheet at the bottom on small layouts; on large layouts under the target,
// bottom-left for the project's edit, share and notify buttons.
import { HINTS, type Hint } from '@chainreview/shared/enums';

export type TourHint = Exclude<Hint, 'DONE'>;

export const TOUR_HINTS = HINTS.filter((h): h is TourHint => h !== 'DONE');

/** The pending hints of a stored list, in the spec's order ('DONE' ends the tour). */
export function pendingHints(stored: readonly Hint[]): TourHint[] {
  return TOUR_HINTS.filter((h) => stored.includes(h));
}

/** The first pending hint whose target is on the page, or null. */
export function firstPresentHint(
  pending: readonly TourHint[],
  isPresent: (hint: TourHint) => boolean,
): TourHint | null {
  return pending.find((h) => isPresent(h)) ?? null;
}

/**
 * The tour of this page: the pending hints whose targets it shows, in the spec's order. Tips
 * are numbered within it ('Tip 1 of 5' on a first visit to a project page), never by their
 * place in the whole list of eight, most of which a page cannot show.
 */
export function pageTour(
  pending: readonly TourHint[],
  isPresent: (hint: TourHint) => boolean,
): TourHint[] {
  return pending.filter((h) => isPresent(h));
}

/** 1-based number and total of `hint` in the page's tour (a late target joins at its end). */
export function tipNumber(
  tour: readonly TourHint[],
  hint: TourHint,
): { index: number; total: number } {
  const at = tour.indexOf(hint);
  return at >= 0
    ? { index: at + 1, total: tour.length }
    : { index: tour.length + 1, total: tour.length + 1 };
}

export type HintPlacement = 'bottom' | 'bottom-left' | 'sheet';

const BOTTOM_LEFT: readonly TourHint[] = ['edit_project', 'share_project', 'notify_project'];

export function hintPlacement(hint: TourHint, largeLayout: boolean): HintPlacement {
  if (!largeLayout) return 'sheet';
  return BOTTOM_LEFT.includes(hint) ? 'bottom-left' : 'bottom';
}

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface CardPosition {
  top: number;
  left: number;
  /** The arrow's offset from the card's left edge. */
  arrowLeft: number;
  /** Whether the card sits under the target (arrow on top) or above it. */
  side: 'below' | 'above';
}

const GAP = 12;
const MARGIN = 8;
const ARROW_INSET = 18;

/** Where a card of `card` size goes next to `target` inside the viewport. */
export function cardPosition(
  target: Rect,
  placement: Exclude<HintPlacement, 'sheet'>,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
): CardPosition {
  const centre = target.left + target.width / 2;
  const preferred =
    placement === 'bottom-left' ? target.left + target.width - card.width : centre - card.width / 2;
  const maxLeft = Math.max(MARGIN, viewport.width - card.width - MARGIN);
  const left = Math.min(maxLeft, Math.max(MARGIN, preferred));
  const below = target.top + target.height + GAP;
  const fitsBelow = below + card.height <= viewport.height - MARGIN;
  const above = target.top - GAP - card.height;
  const side = fitsBelow || above < MARGIN ? 'below' : 'above';
  const arrowLeft = Math.min(card.width - ARROW_INSET, Math.max(ARROW_INSET, centre - left));
  return { top: side === 'below' ? below : above, left, arrowLeft, side };
}
