import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ko';
import 'dayjs/locale/ja';
import 'dayjs/locale/ru';
import 'dayjs/locale/vi';
import { describe, expect, it } from 'vitest';
import { UI } from '@chainreview/shared/limits';
import { formatFullDate } from './dates';

// the full date was dayjs's format: the same text, in every language, at every time of day
const DAYJS: Record<string, string> = {
  en: 'en',
  zh: 'zh-cn',
  ko: 'ko',
  ja: 'ja',
  ru: 'ru',
  vi: 'vi',
};

describe('formatFullDate', () => {
  it('writes what dayjs wrote, in each language, every month and every half hour', () => {
    for (const [language, locale] of Object.entries(DAYJS)) {
      for (let month = 0; month < 12; month += 1) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const date = new Date(2026, month, 1 + (minutes % 28), 0, minutes);
          const iso = date.toISOString();
          expect(formatFullDate(iso, language)).toBe(
            dayjs(iso).locale(locale).format(UI.dateFormat),
          );
        }
      }
    }
  });

  it('writes an English date for a language it does not know', () => {
    const iso = new Date(2026, 10, 21, 21, 13).toISOString();
    expect(formatFullDate(iso, 'xx')).toBe('November 21, 2026 9:13 PM');
    expect(formatFullDate(iso, 'en')).toBe('November 21, 2026 9:13 PM');
  });

  it('keeps the input of an invalid date', () => {
    expect(formatFullDate('not a date', 'en')).toBe('not a date');
  });

  it('pads the minutes and writes 12 for noon and midnight', () => {
    expect(formatFullDate(new Date(2026, 0, 5, 0, 4).toISOString(), 'en')).toBe(
      'January 5, 2026 12:04 AM',
    );
    expect(formatFullDate(new Date(2026, 0, 5, 12, 0).toISOString(), 'en')).toBe(
      'January 5, 2026 12:00 PM',
    );
  });
});
