import { describe, expect, it } from 'vitest';
import { formatBadgeCount, notificationHref, notificationQuote } from './notification-view';

describe('notification view rules', () => {
  it("caps the badge at '99+' from 100 and hides it at 0", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(4321)).toBe('99+');
  });

  it('cuts the quote at 150 characters with an ellipsis and keeps shorter ones whole', () => {
    const long = 'a'.repeat(151);
    expect(notificationQuote(long)).toBe(`${'a'.repeat(150)}...`);
    expect(notificationQuote('a'.repeat(150))).toBe('a'.repeat(150));
    expect(notificationQuote('  two\n lines ')).toBe('two lines');
    expect(notificationQuote(null)).toBeNull();
  });

  it('routes by action: review, donations tab of /me, /me', () => {
    expect(notificationHref({ action: 'display_review', objectId: '42' })).toBe('/reviews/42');
    expect(notificationHref({ action: 'display_donate', objectId: '42' })).toBe(
      '/me?tab=donations',
    );
    expect(notificationHref({ action: 'display_profile', objectId: '3' })).toBe('/me');
    // the integrity job's notifications to the admin team open the console's integrity tab
    expect(
      notificationHref({ action: 'display_profile', objectId: null, event: 'vote_ring_flagged' }),
    ).toBe('/admin?tab=integrity');
    expect(
      notificationHref({ action: 'display_profile', objectId: null, event: 'content_blocked' }),
    ).toBe('/me');
  });
});
