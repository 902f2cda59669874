import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import { FIRST_SCREEN, partTree, restSections, splitTree, textRefs } from '../english-split';

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

  it('loads the reviews section by entry, and its signature texts by key', () => {
    const tree = {
      reviews: {
        card: { open: 'Open' },
        form: { title: 'Title' },
        count_one: '1',
        count_other: 'n',
        trust: { signed: 'Signed', history: 'History' },
      },
    };
    const parts = (source: string) => restSections(source, 'x.tsx', tree, tree);
    expect(parts("t('reviews.card.open'); t('reviews.count', { count })")).toEqual([
      'reviews.card',
      'reviews.count',
    ]);
    expect(parts("t('reviews.trust.signed')")).toEqual(['reviews.trust.signed']);
    expect(parts('t(`reviews.trust.${key}`)')).toEqual(['reviews.trust']);
    expect(parts('t(`reviews.${key}`)')).toEqual(['reviews']);
    expect(partTree(tree, 'reviews.count')).toEqual({
      reviews: { count_one: '1', count_other: 'n' },
    });
    expect(partTree(tree, 'reviews.trust.signed')).toEqual({
      reviews: { trust: { signed: 'Signed' } },
    });
    expect(partTree(tree, 'reviews')).toEqual({ reviews: tree.reviews });
  });
});
