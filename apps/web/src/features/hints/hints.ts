// The guided hints' rules (spec 2, 4): the fixed order, which hint a page shows (the first
// still pending whose target, an element with data-hint="<name>", is on the page), and where
// its card goes: a sheet at the bottom on small layouts; on large layouts under the target,
// bottom-left for the project's edit, share and notify buttons.
import { HINTS, type Hint } from '@chainreview/shared/enums';

export type TourHint = Exclude<Hint, 'DONE'>;

/** An open modal dialog: a hint hides under it and leaves Escape to it. */
export const MODAL = '[role="dialog"][aria-modal="true"]';

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

/** The side a card prefers: under its target, right-aligned for the project's edit, share and
 * notify buttons (they sit at the right of the header) on large layouts. */
export type HintPlacement = 'bottom' | 'bottom-left';

const BOTTOM_LEFT: readonly TourHint[] = ['edit_project', 'share_project', 'notify_project'];

export function hintPlacement(hint: TourHint, largeLayout: boolean): HintPlacement {
  return largeLayout && BOTTOM_LEFT.includes(hint) ? 'bottom-left' : 'bottom';
}

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Side = 'below' | 'above' | 'right' | 'left';

export interface CardPosition {
  top: number;
  left: number;
  /** Where the arrow points from: its offset along the card's edge facing the target. */
  arrowOffset: number;
  side: Side;
  /** False when no place avoided every obstacle (the least covering one was taken). */
  clear: boolean;
}

const GAP = 12;
const MARGIN = 8;
const ARROW_INSET = 18;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(min, max), Math.max(min, value));

/**
 * Where a card of `card` size goes beside `target` inside the viewport, never over the target
 * or any of `obstacles` (the page's headings, tab bars and forms): under it first (aligned as
 * `placement` says), then above, right and left of it, each slid along its side when the
 * aligned spot is covered; when every spot covers something, the one covering least.
 */
export function cardPosition(
  target: Rect,
  placement: HintPlacement,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  obstacles: readonly Rect[] = [],
): CardPosition {
  const maxLeft = viewport.width - card.width - MARGIN;
  const maxTop = viewport.height - card.height - MARGIN;
  const centreX = target.left + target.width / 2;
  const centreY = target.top + target.height / 2;
  const alignedLeft =
    placement === 'bottom-left'
      ? target.left + target.width - card.width
      : centreX - card.width / 2;
  const candidates: { side: Side; top: number; lefts: number[]; tops: number[] }[] = [];
  // spots along a side: the aligned one first, then the ends of the viewport
  const xs = [alignedLeft, target.left, target.left + target.width - card.width, MARGIN, maxLeft];
  const ys = [centreY - card.height / 2, target.top, target.top + target.height - card.height];
  candidates.push({ side: 'below', top: target.top + target.height + GAP, lefts: xs, tops: [] });
  candidates.push({ side: 'above', top: target.top - GAP - card.height, lefts: xs, tops: [] });
  candidates.push({ side: 'right', top: 0, lefts: [target.left + target.width + GAP], tops: ys });
  candidates.push({ side: 'left', top: 0, lefts: [target.left - GAP - card.width], tops: ys });

  const least: { best: (CardPosition & { cost: number }) | null } = { best: null };
  const vertical = (side: Side) => side === 'below' || side === 'above';
  const consider = (side: Side, spot: { left: number; top: number }): CardPosition | null => {
    // a side that does not fit the viewport is not a place for the card at all
    if (side === 'below' && spot.top > maxTop) return null;
    if (side === 'above' && spot.top < MARGIN) return null;
    if (side === 'right' && spot.left > maxLeft) return null;
    if (side === 'left' && spot.left < MARGIN) return null;
    const left = clamp(spot.left, MARGIN, maxLeft);
    const top = clamp(spot.top, MARGIN, maxTop);
    const box = { left, top, width: card.width, height: card.height };
    // covering the target is never acceptable; obstacles count by area covered
    const cost =
      overlap(box, target) * 1000 + obstacles.reduce((sum, o) => sum + overlap(box, o), 0);
    const arrowOffset = vertical(side)
      ? clamp(centreX - left, ARROW_INSET, card.width - ARROW_INSET)
      : clamp(centreY - top, ARROW_INSET, card.height - ARROW_INSET);
    const position = { top, left, side, arrowOffset, clear: cost === 0 };
    if (!least.best || cost < least.best.cost) least.best = { ...position, cost };
    return cost === 0 ? position : null;
  };
  // next to the target first, on any side
  for (const candidate of candidates) {
    const spots = vertical(candidate.side)
      ? candidate.lefts.map((left) => ({ left, top: candidate.top }))
      : candidate.tops.map((top) => ({ left: candidate.lefts[0]!, top }));
    for (const spot of spots) {
      const found = consider(candidate.side, spot);
      if (found) return found;
    }
  }
  // then on the same side past what is in the way (under a heading that sits right below the
  // target on a phone, still pointing at it)
  for (const side of ['below', 'above'] as const) {
    const steps = obstacles
      .map((o) => (side === 'below' ? o.top + o.height + GAP : o.top - GAP - card.height))
      .filter((top) =>
        side === 'below' ? top > target.top + target.height : top < target.top - card.height,
      )
      .sort((a, b) => (side === 'below' ? a - b : b - a));
    for (const top of steps) {
      for (const left of xs) {
        const found = consider(side, { left, top });
        if (found) return found;
      }
    }
  }
  if (least.best) {
    const { cost: _cost, ...position } = least.best;
    return position;
  }
  // nothing fits the viewport: under the target, kept on screen
  const left = clamp(alignedLeft, MARGIN, maxLeft);
  return {
    top: clamp(target.top + target.height + GAP, MARGIN, maxTop),
    left,
    arrowOffset: clamp(centreX - left, ARROW_INSET, card.width - ARROW_INSET),
    side: 'below',
    clear: false,
  };
}
