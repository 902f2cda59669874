import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import { FIRST_SCREEN, splitTree, textRefs } from '../english-split';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

describe('the English split', () => {
  it('puts every English text in exactly one of the two halves', () => {
    const [first, rest] = splitTree(en);
    const a = flatten(first);
    const b = flatten(rest);
    expect(a.filter((key) => b.includes(key))).toEqual([]);
    expect([...a, ...b].sort()).toEqual(flatten(en).sort());
  });

  it('names only sections and entries that exist', () => {
    const known = new Set(flatten(en).map((key) => key.replace(/_(one|other)$/, '')));
    const missing = FIRST_SCREEN.filter(
      (prefix) => ![...known].some((key) => key === prefix || key.startsWith(`${prefix}.`)),
    );
    expect(missing).toEqual([]);
  });

  it('takes plural forms with their entry and whole sections by name', () => {
    const [first, rest] = splitTree(
      { a: { n_one: '1', n_other: 'n', m: 'm' }, b: { x: 'x' }, c: 'c' },
      ['a.n', 'b'],
    );
    expect(first).toEqual({ a: { n_one: '1', n_other: 'n' }, b: { x: 'x' } });
    expect(rest).toEqual({ a: { m: 'm' }, c: 'c' });
  });

  it('finds the texts a source names, literal, templated or a whole section', () => {
    const tree = {
      nav: { home: 'Home', count_one: '1', count_other: 'n' },
      levels: { x: 'x' },
      top: 'Top',
    };
    const source =
      "t('nav.home'); t('nav.count', { count }); t(`levels.${name}`); t('top'); 'nav.nope'";
    expect(textRefs(source, tree).sort()).toEqual(['levels', 'nav.count', 'nav.home', 'top']);
  });
});
