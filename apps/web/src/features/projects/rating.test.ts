import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../test/fake-api';
import { isNewGem, starShares } from './rating';

describe('star shares', () => {
  it('gives each star its whole percent of all ratings, 5 stars first', () => {
    const shares = starShares({ star5: 24, star4: 9, star3: 0, star2: 2, star1: 3 });
    expect(shares.map((s) => s.star)).toEqual([5, 4, 3, 2, 1]);
    expect(shares.map((s) => s.percent)).toEqual([63, 24, 0, 5, 8]);
    expect(shares.map((s) => s.count)).toEqual([24, 9, 0, 2, 3]);
  });

  it('shows 0 percent everywhere when there are no ratings', () => {
    expect(
      starShares({ star5: 0, star4: 0, star3: 0, star2: 0, star1: 0 }).map((s) => s.percent),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives 100 percent to the only star used', () => {
    expect(starShares({ star5: 0, star4: 7, star3: 0, star2: 0, star1: 0 })[1]!.percent).toBe(100);
  });
});

describe('new gems', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('takes young, reviewed, rated projects', () => {
    expect(isNewGem(makeProject({ createdAt: '2026-05-01T00:00:00Z', reviewCount: 3 }), now)).toBe(
      true,
    );
  });
  it('leaves out old, unreviewed or unrated projects', () => {
    expect(isNewGem(makeProject({ createdAt: '2025-12-01T00:00:00Z' }), now)).toBe(false);
    expect(isNewGem(makeProject({ createdAt: '2026-05-01T00:00:00Z', reviewCount: 0 }), now)).toBe(
      false,
    );
    expect(
      isNewGem(makeProject({ createdAt: '2026-05-01T00:00:00Z', goodRatingScore: 0 }), now),
    ).toBe(false);
  });
});
