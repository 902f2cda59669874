import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatDate, numberFormat } from './format';
import { plainLongDate, plainNumberFormat, plainRelativeTime, plainWritable } from './plain-format';

/** Every whole number to 20,000, then a spread up to the trillions, both signs. */
function samples(): number[] {
  const values: number[] = [];
  for (let v = 0; v <= 20_000; v++) values.push(v);
  for (let v = 20_000; v < 1e13; v = Math.ceil(v * 1.0007) + 7) values.push(v);
  for (const edge of [999_499, 999_500, 999_949, 999_950, 999_999, 1_049, 1_050, 1_250, 1e12 - 1])
    values.push(edge);
  return [...values, ...values.filter((v) => v > 0).map((v) => -v)];
}

describe('plain number formats', () => {
  const values = samples();
  const cases: Array<[string, Intl.NumberFormatOptions | undefined]> = [
    ...['en', 'zh', 'ja', 'ko'].map((language): [string, undefined] => [language, undefined]),
    ['en', { notation: 'compact' }],
    ['en', { notation: 'compact', maximumFractionDigits: 1 }],
  ];
  it.each(cases)('%s %j writes what Intl writes', (language, options) => {
    const plain = plainNumberFormat(language, options)!;
    const intl = new Intl.NumberFormat(language, options);
    const wrong = values.filter((v) => plain(v) !== intl.format(v));
    expect(wrong.slice(0, 5).map((v) => [v, plain(v), intl.format(v)])).toEqual([]);
  });

  it('leaves other languages and options to Intl', () => {
    expect(plainNumberFormat('ru', undefined)).toBeNull();
    expect(plainNumberFormat('vi', undefined)).toBeNull();
    expect(plainNumberFormat('zh', { notation: 'compact' })).toBeNull();
    expect(plainNumberFormat('en', { style: 'currency', currency: 'USD' })).toBeNull();
    expect(plainNumberFormat('en', { maximumSignificantDigits: 3 })).toBeNull();
  });

  it('writes only whole, exact numbers', () => {
    expect(plainWritable(12)).toBe(true);
    expect(plainWritable(999_999_999_999_999)).toBe(true);
    expect(plainWritable(1e15)).toBe(false);
    expect(plainWritable(1.5)).toBe(false);
    expect(plainWritable(Number.NaN)).toBe(false);
    expect(plainWritable(-0)).toBe(false);
  });

  it('hands fractions and huge numbers to Intl through numberFormat', () => {
    const en = numberFormat('en');
    expect(en.format(1234.5)).toBe(new Intl.NumberFormat('en').format(1234.5));
    expect(en.format(1e15)).toBe(new Intl.NumberFormat('en').format(1e15));
    expect(en.format(-0)).toBe(new Intl.NumberFormat('en').format(-0));
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'ru')).toBe(new Intl.NumberFormat('ru').format(1234));
    expect(formatCompact(12_345, 'en')).toBe('12.3K');
    expect(formatCompact(1.25, 'en')).toBe('1.3');
  });
});

describe('plain long dates', () => {
  // local noon of every day in two years (one a leap year), and the year's ends
  const days: Date[] = [];
  for (let i = 0; i < 731; i++) days.push(new Date(2027, 0, 1 + i, 12));
  days.push(new Date(2026, 0, 1, 0, 0, 0), new Date(2026, 11, 31, 23, 59, 59));
  it.each(['en', 'zh', 'ja', 'ko'])('%s writes what Intl writes', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const wrong = days.filter((d) => plainLongDate(d, language) !== intl.format(d));
    expect(wrong.slice(0, 3).map((d) => [d.toISOString(), plainLongDate(d, language)])).toEqual([]);
  });

  it('leaves ru, vi and years outside 1000-9999 to Intl', () => {
    expect(plainLongDate(new Date(2026, 0, 1), 'ru')).toBeNull();
    expect(plainLongDate(new Date(2026, 0, 1), 'vi')).toBeNull();
    expect(plainLongDate(new Date(999, 0, 1), 'en')).toBeNull();
    expect(plainLongDate(new Date(10_000, 0, 1), 'en')).toBeNull();
    expect(plainLongDate(new Date(1000, 0, 1), 'en')).toBe('January 1, 1000');
    expect(formatDate('2026-11-02T12:00:00', 'en')).toBe('November 2, 2026');
  });
});

describe('plain relative time', () => {
  const units: Intl.RelativeTimeFormatUnit[] = [
    'second',
    'minute',
    'hour',
    'day',
    'week',
    'month',
    'year',
  ];
  it.each(units)('en %s writes what Intl writes (numeric auto)', (unit) => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const values = [-0];
    for (let v = -3000; v <= 3000; v++) values.push(v);
    const wrong = values.filter((v) => plainRelativeTime(v, unit, 'en') !== intl.format(v, unit));
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('leaves other languages, units and fractions to Intl', () => {
    expect(plainRelativeTime(-2, 'day', 'zh')).toBeNull();
    expect(plainRelativeTime(-2, 'quarter', 'en')).toBeNull();
    expect(plainRelativeTime(-1.5, 'day', 'en')).toBeNull();
    expect(plainRelativeTime(-2, 'day', 'en')).toBe('2 days ago');
  });
});
