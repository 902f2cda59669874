import { describe, expect, it } from 'vitest';
import { ERROR_ALIASES, ERROR_TEXTS } from '@chainreview/shared/errors';
import { LANGUAGES } from '@chainreview/shared/enums';
import en from './en';
import ja from './ja';
import ko from './ko';
import ru from './ru';
import vi from './vi';
import zh from './zh';
import { mergeSections, type LocaleTree as Tree } from './merge';

const locales: Record<string, Tree> = { en, zh, ko, ja, ru, vi };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Plural keys (i18next: key_one, key_few, key_other, ...) differ by language: each language
// has exactly the categories its plural rules use (Russian one/few/many/other, Chinese only
// other). A missing category would silently fall back to English.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have: en's keys with en's plural forms swapped for its own. */
function expectedKeys(language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of flatten(en)) {
    if (!PLURAL.test(key)) expected.set(key, text);
    else if (key.endsWith('_other')) {
      const base = key.replace(PLURAL, '');
      for (const category of categories) expected.set(`${base}_${category}`, text);
    }
  }
  return expected;
}

describe('locales', () => {
  it('has one file per language of the product', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has every plural form English needs', () => {
    const keys = flatten(en);
    const missing = [...expectedKeys('en').keys()].filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  for (const [language, tree] of Object.entries(locales).filter(([l]) => l !== 'en')) {
    describe(language, () => {
      const keys = flatten(tree);
      const enKeys = expectedKeys(language);

      it('misses no key of en.json (plural forms as the language needs them)', () => {
        const missing = [...enKeys.keys()].filter((k) => !keys.has(k));
        expect(missing).toEqual([]);
      });

      it('adds no key that en.json does not have, nor a plural form it does not use', () => {
        const extra = [...keys.keys()].filter((k) => !enKeys.has(k));
        expect(extra).toEqual([]);
      });

      it('keeps the interpolation variables of every text', () => {
        const mismatched = [...enKeys].filter(
          ([k, text]) => keys.has(k) && variables(text).join() !== variables(keys.get(k)!).join(),
        );
        expect(mismatched.map(([k]) => k)).toEqual([]);
      });

      it('has no empty text', () => {
        expect([...keys].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
      });
    });
  }

  it('has a text for every error code of the catalogue, in every language', () => {
    const codes = [...Object.keys(ERROR_TEXTS), ...Object.keys(ERROR_ALIASES)];
    for (const [language, tree] of Object.entries(locales)) {
      const keys = flatten(tree);
      const missing = codes.filter((code) => !keys.has(`errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });

  it('merges a section split over several files (errors.<part>.json into errors)', () => {
    const tree = mergeSections({
      './errors.json': { a: 'A', nested: { x: 'X' } },
      './errors.quests.json': { b: 'B', nested: { y: 'Y' } },
      './footer.json': 'Footer',
    });
    expect(tree).toEqual({
      errors: { a: 'A', b: 'B', nested: { x: 'X', y: 'Y' } },
      footer: 'Footer',
    });
  });

  it('uses the English texts of spec section 8 exactly', () => {
    const errors = en.errors as Record<string, string>;
    for (const [code, text] of Object.entries(ERROR_TEXTS)) expect(errors[code], code).toBe(text);
    for (const [alias, code] of Object.entries(ERROR_ALIASES))
      expect(errors[alias], alias).toBe(ERROR_TEXTS[code]);
  });

  it('keeps the spec texts of the not-found page and the modals in English', () => {
    const texts = en as Record<string, Record<string, string> | undefined>;
    expect(texts.notFound).toMatchObject({
      title: 'Opps!',
      message: 'You are lost',
      backHome: 'Back to home',
    });
    expect(texts.auth?.connectWallet).toBe('Connect Wallet');
    expect(texts.switchNetwork?.message).toBe('This feature only support BNB Chain network.');
    expect(texts.switchNetwork?.button).toBe('Switch to BNB Chain network');
  });
});
