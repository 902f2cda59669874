import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';
import ko from './ko';
import ru from './ru';
import vi from './vi';
import zh from './zh';
import type { LocaleTree } from './merge';

const footer = (tree: LocaleTree) => tree.footer as Record<string, string>;

describe('footer texts', () => {
  it.each(Object.entries({ zh, ko, ja, ru, vi }))(
    'translates the copyright line in %s',
    (_lang, tree) => {
      const text = footer(tree).copyright!;
      expect(text).toContain('{{year}}');
      expect(text).not.toBe(footer(en).copyright);
      expect(text).not.toMatch(/All rights reserved/);
    },
  );
});
