import { describe, expect, it } from 'vitest';
import { cutName, shareIntents, SHARE_CARD, wrapLines } from './share.ts';

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

  it('breaks CJK text (no spaces) by characters, counting code points', () => {
    const text = '中'.repeat(100);
    const lines = wrapLines(text, SHARE_CARD.review.contentChars, 5);
    expect(lines).toHaveLength(3);
    expect([...lines[0]!]).toHaveLength(48);
    expect(wrapLines('👍'.repeat(50), 48, 1)[0]).toBe(`${'👍'.repeat(44)} ...`);
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
