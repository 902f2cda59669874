import { describe, expect, it } from 'vitest';
import { charColumns, cutName, shareIntents, SHARE_CARD, wrapLines } from './share.ts';

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
