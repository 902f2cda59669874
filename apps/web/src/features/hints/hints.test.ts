import { describe, expect, it } from 'vitest';
import { HINTS } from '@chainreview/shared/enums';
import { createStorage } from '@/lib/storage';
import {
  cardPosition,
  firstPresentHint,
  hintPlacement,
  pageTour,
  pendingHints,
  tipNumber,
  TOUR_HINTS,
} from './hints';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('guided hints', () => {
  it('follows the spec order and shows the first pending hint whose target is on the page', () => {
    expect(TOUR_HINTS).toEqual([
      'change_avatar',
      'search_projects',
      'activity',
      'edit_project',
      'share_project',
      'notify_project',
      'rate_review',
      'action_buttons',
    ]);
    const onPage = new Set(['activity', 'share_project', 'rate_review']);
    expect(firstPresentHint(TOUR_HINTS, (h) => onPage.has(h))).toBe('activity');
    expect(
      firstPresentHint(pendingHints(['rate_review', 'share_project', 'DONE']), (h) =>
        onPage.has(h),
      ),
    ).toBe('share_project');
    expect(firstPresentHint(TOUR_HINTS, () => false)).toBeNull();
  });

  it('removes a closed hint and saves the rest; the last one leaves DONE', () => {
    const store = createStorage(memory());
    expect(store.getHints()).toEqual([...HINTS]);
    store.dismissHint('change_avatar');
    expect(store.get('hints')).toEqual(HINTS.filter((h) => h !== 'change_avatar'));
    for (const hint of TOUR_HINTS) store.dismissHint(hint);
    expect(store.get('hints')).toEqual(['DONE']);
    expect(pendingHints(store.getHints())).toEqual([]);
  });

  it('restores the full list from an empty or invalid stored list', () => {
    const backend = memory();
    const store = createStorage(backend);
    backend.setItem('hints', '[]');
    expect(store.getHints()).toEqual([...HINTS]);
    backend.setItem('hints', '["change_avatar","not_a_hint"]');
    expect(store.getHints()).toEqual([...HINTS]);
    backend.setItem('hints', '{broken');
    expect(store.getHints()).toEqual([...HINTS]);
  });

  it('places cards under their target, bottom-left for edit, share and notify on large layouts', () => {
    expect(hintPlacement('edit_project', false)).toBe('bottom');
    expect(hintPlacement('search_projects', false)).toBe('bottom');
    expect(hintPlacement('edit_project', true)).toBe('bottom-left');
    expect(hintPlacement('share_project', true)).toBe('bottom-left');
    expect(hintPlacement('notify_project', true)).toBe('bottom-left');
    expect(hintPlacement('search_projects', true)).toBe('bottom');
  });

  it('keeps the card inside the viewport and flips it above a target near the bottom', () => {
    const viewport = { width: 1280, height: 800 };
    const card = { width: 320, height: 150 };
    const under = cardPosition(
      { top: 100, left: 900, width: 120, height: 36 },
      'bottom-left',
      card,
      viewport,
    );
    expect(under).toMatchObject({ side: 'below', top: 148, left: 700, clear: true });
    const centred = cardPosition(
      { top: 10, left: 0, width: 40, height: 40 },
      'bottom',
      card,
      viewport,
    );
    expect(centred.left).toBe(8);
    expect(centred.arrowOffset).toBe(18);
    const flipped = cardPosition(
      { top: 700, left: 500, width: 100, height: 40 },
      'bottom',
      card,
      viewport,
    );
    expect(flipped).toMatchObject({ side: 'above', top: 700 - 12 - 150 });
  });

  it('moves off a heading or tab bar under the target, and never onto the target', () => {
    const viewport = { width: 390, height: 844 };
    const card = { width: 320, height: 150 };
    const target = { top: 300, left: 300, width: 60, height: 36 };
    // a tab bar right under the target: the card flips above it
    const tabs = { top: 346, left: 0, width: 390, height: 48 };
    const moved = cardPosition(target, 'bottom', card, viewport, [tabs]);
    expect(moved).toMatchObject({ side: 'above', clear: true });
    const box = { ...moved, width: card.width, height: card.height };
    const hits = (a: typeof box, b: typeof tabs) =>
      a.left < b.left + b.width &&
      b.left < a.left + a.width &&
      a.top < b.top + b.height &&
      b.top < a.top + a.height;
    expect(hits(box, tabs)).toBe(false);
    expect(hits(box, target)).toBe(false);
    // with the whole screen covered by obstacles it still never covers the target
    const everywhere = { top: 0, left: 0, width: 390, height: 844 };
    const least = cardPosition(target, 'bottom', card, viewport, [everywhere]);
    expect(least.clear).toBe(false);
    expect(hits({ ...least, width: 320, height: 150 }, target)).toBe(false);
  });
});

describe('tip numbers', () => {
  it('counts only the hints the page can show, so a project page starts at Tip 1', () => {
    const projectPage = new Set([
      'search_projects',
      'activity',
      'edit_project',
      'notify_project',
      'rate_review',
      'action_buttons',
    ]);
    const tour = pageTour(TOUR_HINTS, (h) => projectPage.has(h));
    expect(tour).toEqual([
      'search_projects',
      'activity',
      'edit_project',
      'notify_project',
      'rate_review',
      'action_buttons',
    ]);
    expect(tipNumber(tour, 'search_projects')).toEqual({ index: 1, total: 6 });
    expect(tipNumber(tour, 'action_buttons')).toEqual({ index: 6, total: 6 });
    // closed ones are not pending any more: a later visit counts what is left
    const later = pageTour(pendingHints(['rate_review', 'action_buttons', 'DONE']), (h) =>
      projectPage.has(h),
    );
    expect(tipNumber(later, 'rate_review')).toEqual({ index: 1, total: 2 });
    // a target that shows up late joins at the end
    expect(tipNumber(['activity'], 'share_project')).toEqual({ index: 2, total: 2 });
  });
});
