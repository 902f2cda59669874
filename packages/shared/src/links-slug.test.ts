import { describe, expect, it } from 'vitest';
import { slugWords } from './links';

/** The general rule, as written before the ASCII path. */
const general = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

describe('slugWords', () => {
  it('writes every ASCII character as the general rule does', () => {
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      for (const text of [c, `a${c}b`, `${c}${c}X9${c}`])
        expect(slugWords(text)).toBe(general(text));
    }
  });

  it('keeps names beyond ASCII on the general rule', () => {
    for (const text of ['Café Ñandú', 'ＰＡＮ Ｓwap', '币安 Coin', 'Ünï-cödé \u00a0 x', 'a\u007fé'])
      expect(slugWords(text)).toBe(general(text));
    expect(slugWords('Café Token')).toBe('cafe-token');
    expect(slugWords('Fable Punks!')).toBe('fable-punks');
  });
});
