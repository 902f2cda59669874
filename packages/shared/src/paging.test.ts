import { describe, expect, it } from 'vitest';
import {
  CURSOR_MAX_LENGTH,
  cursorSchema,
  decodeCursor,
  encodeCursor,
  updatedSinceSchema,
} from './paging.ts';

describe('cursors', () => {
  it('round-trips, keys and tags in any script, as base64url', () => {
    const cursor = { s: 'reviews:newest', k: ['2026-01-01 00:00:00.123456+00', '名前'], id: '42' };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(cursorSchema.parse(text)).toEqual(cursor);
  });

  it('refuses what is not one of ours: cursor_invalid', () => {
    const bad = [
      '',
      'not base64!',
      btoa('not json'),
      encodeCursor({ s: 'x', k: [], id: 'abc' }),
      btoa(JSON.stringify({ s: 'x', k: [{}], id: '1' })).replace(/=+$/, ''),
      btoa(JSON.stringify({ s: 'x', k: ['1', '2', '3', '4', '5'], id: '1' })).replace(/=+$/, ''),
      'A'.repeat(CURSOR_MAX_LENGTH + 1),
    ];
    for (const value of bad) {
      expect(decodeCursor(value), value).toBeNull();
      const parsed = cursorSchema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message, value).toBe('cursor_invalid');
    }
  });
});

describe('updatedSince', () => {
  it('takes an ISO date-time with Z or an offset, to the microsecond', () => {
    expect(updatedSinceSchema.parse('2026-11-28T09:00:00Z').toISOString()).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    expect(updatedSinceSchema.parse('2026-11-28T11:00:00.5+02:00').toISOString()).toBe(
      '2026-11-28T09:00:00.500Z',
    );
    expect(updatedSinceSchema.parse('2026-11-28T09:00Z').toISOString()).toBe(
      '2026-11-28T09:00:00.000Z',
    );
  });

  it('refuses a date alone, a local time and nonsense: updated_since_invalid', () => {
    for (const value of ['2026-11-28', '2026-11-28T09:00:00', 'now', '2026-19-40T09:00:00Z']) {
      const parsed = updatedSinceSchema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message, value).toBe('updated_since_invalid');
    }
  });
});
