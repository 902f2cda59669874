import { describe, expect, it } from 'vitest';
import {
  badgeUrls,
  charColumns,
  cutName,
  EMBED_BADGE,
  shareIntents,
  SHARE_CARD,
  wrapLines,
} from './share.ts';

describe('share card text', () => {
  it('keeps short text on one line', () => {
    expect(wrapLines('  Great   project ', 40, 2)).toEqual(['Great project']);
  });

  it('breaks at spaces and ends a cut text with " ..." within the line length', () => {
    const text = 'word '.repeat(30);
    const lines = wrapLines(text, 40, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(40);
    expect(lines[1]!.endsWith(' ...')).toBe(true);
    expect(lines[0]).toBe('word word word word word word word word');
  });

  it('breaks CJK text (no spaces) by characters, a wide character counting two columns', () => {
    const lines = wrapLines('中'.repeat(130), SHARE_CARD.review.contentChars, 5);
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 4)).toEqual(Array(4).fill('中'.repeat(24)));
    // the cut last line: 22 wide characters (44 columns) and ' ...' make 48
    expect(lines[4]).toBe(`${'中'.repeat(22)} ...`);
    expect(wrapLines('한국어 '.repeat(3), 48, 1)).toEqual(['한국어 한국어 한국어']);
    expect(wrapLines('👍'.repeat(30), 48, 1)[0]).toBe(`${'👍'.repeat(22)} ...`);
    expect(charColumns('a')).toBe(1);
    expect(charColumns('Я')).toBe(1);
    expect(charColumns('か')).toBe(2);
    expect(charColumns('，')).toBe(2);
  });

  it('cuts names at 30 characters', () => {
    expect(cutName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutName('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });

  it('builds the four share intents with the link encoded', () => {
    const i = shareIntents('https://x.test/reviews/1?a=b&c', 'Hi & bye');
    expect(i.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Freviews%2F1%3Fa%3Db%26c',
    );
    expect(i.twitter).toContain('&text=Hi%20%26%20bye');
    expect(i.telegram).toContain('t.me/share/url?url=https%3A%2F%2Fx.test');
    expect(i.reddit).toContain('reddit.com/submit?url=https%3A%2F%2Fx.test');
    expect(i.reddit).toContain('&title=Hi%20%26%20bye');
  });
});

describe('character columns at the ends of each wide range', () => {
  const ranges: [number, number][] = [
    [0x1100, 0x115f],
    [0x2e80, 0xa4cf],
    [0xac00, 0xd7a3],
    [0xf900, 0xfaff],
    [0xfe30, 0xfe4f],
    [0xff00, 0xff60],
    [0xffe0, 0xffe6],
    [0x1f300, 0x1faff],
    [0x20000, 0x3fffd],
  ];
  it.each(ranges)('U+%s..U+%s are two columns wide, their neighbours one', (first, last) => {
    const columns = (c: number) => charColumns(String.fromCodePoint(c));
    expect([columns(first - 1), columns(first), columns(last), columns(last + 1)]).toEqual([
      1, 2, 2, 1,
    ]);
  });
  it('an empty string is one column', () => expect(charColumns('')).toBe(1));
});

describe('share card sizes and links', () => {
  it('keeps the card sizes of spec 9', () =>
    expect(SHARE_CARD).toEqual({
      project: { width: 1280, height: 628, titleLines: 2, titleChars: 30 },
      review: {
        width: 700,
        height: 400,
        titleLines: 2,
        titleChars: 40,
        contentLines: 5,
        contentChars: 48,
      },
      user: { width: 1280, height: 628 },
      site: { width: 1280, height: 628 },
      nameChars: 30,
      avatarLarge: 80,
      avatarSmall: 32,
    }));

  it('builds every share intent in full', () =>
    expect(shareIntents('https://x.test/a', 'T')).toEqual({
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fa',
      twitter: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.test%2Fa&text=T',
      telegram: 'https://t.me/share/url?url=https%3A%2F%2Fx.test%2Fa&text=T',
      reddit: 'https://www.reddit.com/submit?url=https%3A%2F%2Fx.test%2Fa&title=T',
    }));

  it('links the rating badge and its embed page', () => {
    expect(EMBED_BADGE).toEqual({ width: 240, height: 56 });
    expect(badgeUrls('https://x.test', '7')).toEqual({
      svg: 'https://x.test/api/public/badge/projects/7.svg',
      embed: 'https://x.test/embed/badge/7.html',
    });
  });

  it('cuts a name after collapsing spaces, and trims before the dots', () => {
    expect(cutName('  a \n b  ')).toBe('a b');
    expect(cutName('abc def', 4)).toBe('abc...');
    expect(cutName('ab', 2)).toBe('ab');
  });
});

describe('wrapping at the limits', () => {
  it('returns no line for blank text', () => expect(wrapLines('  \n ', 10, 2)).toEqual([]));
  it('keeps text of exactly the line length on one line', () =>
    expect(wrapLines('x'.repeat(10), 10, 2)).toEqual(['x'.repeat(10)]));
  it('breaks a long word mid-word and continues on the next line', () =>
    expect(wrapLines('x'.repeat(15), 10, 2)).toEqual(['x'.repeat(10), 'x'.repeat(5)]));
  it('breaks at the last space past half the line, not an early one', () => {
    expect(wrapLines('ab cdefghijkl', 10, 2)).toEqual(['ab cdefghi', 'jkl']);
    expect(wrapLines('abcdef ghijkl', 10, 2)).toEqual(['abcdef', 'ghijkl']);
  });
  it('ends a cut text on a whole word with " ..."', () =>
    expect(wrapLines('aaaa bbbb cccc dddd eeee', 10, 1)).toEqual(['aaaa ...']));
  it('cuts a last line without spaces to fit " ..."', () =>
    expect(wrapLines('x'.repeat(25), 10, 2)).toEqual(['x'.repeat(10), `${'x'.repeat(6)} ...`]));
});
