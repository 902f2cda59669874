import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CURSOR_MAX_LENGTH,
  changedSinceQueryShape,
  cursorQueryShape,
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

describe('cursor limits at their boundaries', () => {
  const raw = (body: unknown) =>
    btoa(JSON.stringify(body)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('keeps a cursor of at most 512 characters', () => expect(CURSOR_MAX_LENGTH).toBe(512));

  it('a cursor of 512 characters is read, a longer one refused though its body is valid', () => {
    const body = (extra: number) => ({
      s: 's'.repeat(200),
      k: ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(21 + extra), ''],
      id: '1',
    });
    expect(encodeCursor(body(0))).toHaveLength(512);
    expect(decodeCursor(encodeCursor(body(0)))).toEqual(body(0));
    expect(encodeCursor(body(1))).toHaveLength(514);
    expect(decodeCursor(encodeCursor(body(1)))).toBeNull();
    expect(
      cursorSchema.safeParse(encodeCursor(body(1))).error?.issues.map((i) => i.message),
    ).toEqual(['cursor_invalid']);
  });

  it('a sort name has at most 200 characters, a key 4 values, a text value 64 characters', () => {
    expect(decodeCursor(raw({ s: 's'.repeat(200), k: [], id: '1' }))).not.toBeNull();
    expect(decodeCursor(raw({ s: 's'.repeat(201), k: [], id: '1' }))).toBeNull();
    const k4 = ['a', 1, true, null];
    expect(decodeCursor(raw({ s: 's', k: k4, id: '1' }))).toEqual({ s: 's', k: k4, id: '1' });
    expect(decodeCursor(raw({ s: 's', k: ['k'.repeat(64)], id: '1' }))).not.toBeNull();
    expect(decodeCursor(raw({ s: 's', k: ['k'.repeat(65)], id: '1' }))).toBeNull();
  });

  it('reads base64url with - and _ and refuses other characters and bad UTF-8', () => {
    // '~~~' and '???' encode to 'fn5-' and 'Pz8_' in base64url
    const cursor = { s: '~~~???', k: [], id: '1' };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/[-_]/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(decodeCursor(`${text}=`)).toBeNull();
    expect(decodeCursor(`+${text}`)).toBeNull();
    expect(decodeCursor(btoa('\xff\xfe').replace(/=+$/, ''))).toBeNull();
  });

  it('refuses a cursor with a space before or after it', () => {
    const text = encodeCursor({ s: 's', k: [], id: '1' });
    expect(decodeCursor(` ${text}`)).toBeNull();
    expect(decodeCursor(`${text} `)).toBeNull();
  });

  it('answers null, not a throw, for base64url that holds no JSON', () =>
    expect(decodeCursor(btoa('not json').replace(/=+$/, ''))).toBeNull());

  it('refuses a JSON body with bytes that are no UTF-8', () => {
    const bytes = '{"s":"\xff","k":[],"id":"1"}';
    expect(
      decodeCursor(btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
    ).toBeNull();
  });

  it('a list query reads its cursor parameter', () => {
    const cursor = { s: 's', k: [], id: '1' };
    expect(z.object(cursorQueryShape).parse({ cursor: encodeCursor(cursor) })).toEqual({ cursor });
  });

  it('a list query reads its updatedSince parameter', () =>
    expect(
      z.object(changedSinceQueryShape).parse({ updatedSince: '2026-11-28T09:00:00Z' }),
    ).toEqual({ updatedSince: new Date('2026-11-28T09:00:00Z') }));
});

describe('updatedSince at its boundaries', () => {
  const ok = (value: string) => updatedSinceSchema.safeParse(value).success;
  it('takes 1 to 6 fraction digits and an offset of hours and minutes', () => {
    expect(ok('2026-11-28T09:00:00.123456-05:30')).toBe(true);
    expect(ok('2026-11-28T09:00:00.1234567Z')).toBe(false);
    expect(ok('2026-11-28T09:00:00.Z')).toBe(false);
    expect(ok('2026-11-28T09:00:00+0200')).toBe(false);
    expect(ok('x2026-11-28T09:00:00Z')).toBe(false);
    expect(ok('+002026-11-28T09:00:00Z')).toBe(false);
    expect(ok('2026-11-28T09:00:00Zx')).toBe(false);
    expect(ok('2026-11-28 09:00:00Z')).toBe(false);
  });

  it('has at most 40 characters', () =>
    expect(
      updatedSinceSchema.safeParse(`2026-11-28T09:00:00.123456+00:00${' '.repeat(8)}`).error
        ?.issues[0]?.message,
    ).toBe('updated_since_invalid'));
});
