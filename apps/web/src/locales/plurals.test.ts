// Counted texts take the plural form each language's rules pick ("1 review", "2 отзыва",
// "5 отзывов"), and a text that counts something is a plural key, so "(1 reviews)" cannot come
// back unnoticed.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from './en';
import ja from './ja';
import ko from './ko';
import ru from './ru';
import vi from './vi';
import zh from './zh';
import type { LocaleTree } from './merge';

const resources = Object.fromEntries(
  Object.entries({ en, zh, ja, ko, ru, vi }).map(([lang, tree]) => [lang, { translation: tree }]),
);

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources, interpolation: { escapeValue: false } });
  return instance.t;
}

function flatten(tree: LocaleTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

// texts with a count that are never read with 1, or whose wording does not change with it
const COUNT_WITHOUT_PLURAL = new Set([
  'admin.integrity.clearText', // a ring has at least two accounts
  'home.trendingDescription', // 7, 30 or 90 days
  'notifications.bellLabel', // "{{count}} new"
  'search.minChars', // the minimum is above 1
  'window.days', // "7D"
]);

describe('plural forms', () => {
  it('makes every English text that shows a count a plural key', () => {
    const single = flatten(en).filter(
      ([key, text]) =>
        text.includes('{{count}}') && !/_(one|other)$/.test(key) && !COUNT_WITHOUT_PLURAL.has(key),
    );
    expect(single.map(([key]) => key)).toEqual([]);
  });

  it('says "1 review", never "1 reviews", and counts winners, participants, shares', async () => {
    const t = await translator('en');
    expect(t('project.reviewCount', { count: 1 })).toBe('1 review');
    expect(t('project.reviewCount', { count: 2 })).toBe('2 reviews');
    expect(t('project.starShare', { star: 5, percent: 100, count: 1 })).toBe(
      '5-star ratings: 100% (1 review)',
    );
    expect(t('project.activities.rowLabel', { label: 'Reviews', count: 1 })).toBe(
      'Reviews: 1 review',
    );
    expect(t('quests.rewardLine', { amount: '1', token: 'BNB', count: 1 })).toBe(
      '1 BNB × 1 winner',
    );
    expect(t('quests.rewardLine', { amount: '1', token: 'BNB', count: 3 })).toBe(
      '1 BNB × 3 winners',
    );
    expect(t('quests.participants', { formatted: '1', count: 1 })).toBe('1 participant');
    expect(t('quests.winners.drawHelp', { count: 1 })).toContain('1 completer,');
  });

  it('uses the Russian one, few and many forms', async () => {
    const t = await translator('ru');
    expect(t('project.reviewCount', { count: 1 })).toBe('1 отзыв');
    expect(t('project.reviewCount', { count: 3 })).toBe('3 отзыва');
    expect(t('project.reviewCount', { count: 5 })).toBe('5 отзывов');
    expect(t('quests.rewardLine', { amount: '1', token: 'BNB', count: 21 })).toBe(
      '1 BNB × 21 победитель',
    );
    expect(t('quests.rewardLine', { amount: '1', token: 'BNB', count: 2 })).toBe(
      '1 BNB × 2 победителя',
    );
    expect(t('project.starShare', { star: 4, percent: 50, count: 11 })).toContain('11 отзывов');
  });

  it('has one form in Chinese, Japanese, Korean and Vietnamese, with the count in it', async () => {
    for (const lng of ['zh', 'ja', 'ko', 'vi']) {
      const t = await translator(lng);
      expect(t('quests.rewardLine', { amount: '1', token: 'BNB', count: 1 })).toContain('1');
      expect(t('project.reviewCount', { count: 1 })).not.toMatch(/review/);
      expect(t('levels.short', { level: 5 })).not.toMatch(/Lv/);
      expect(t('reviews.card.level', { level: 5 })).not.toMatch(/Lv/);
      expect(t('nav.devChain')).not.toBe('Dev Chain');
    }
  });
});
