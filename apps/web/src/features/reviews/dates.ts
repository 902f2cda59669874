// Review dates: the full date of spec 9 ('MMMM D, YYYY h:mm A' in the reader's language, with
// dayjs's month names and meridiems, which dates.test.ts holds it to) for tooltips and labels,
// and a short relative age ('3 days ago') from Intl. The names are written out here rather than
// loaded with dayjs: every feed of review cards would otherwise pay dayjs for one line.
import { UI } from '@chainreview/shared/limits';
import { relativeTimeFormat } from '@/lib/format';

interface DateNames {
  months: readonly string[];
  meridiem: (hour: number, minute: number) => string;
}

const numbered = (suffix: string, prefix = '') =>
  Array.from({ length: 12 }, (_, i) => `${prefix}${i + 1}${suffix}`);

/** dayjs's names for each language (en, zh-cn, ko, ja, ru, vi), 'MMMM' before 'D' (standalone). */
const NAMES: Record<string, DateNames> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    meridiem: (hour) => (hour < 12 ? 'AM' : 'PM'),
  },
  zh: {
    months: '一月_二月_三月_四月_五月_六月_七月_八月_九月_十月_十一月_十二月'.split('_'),
    meridiem: (hour, minute) => {
      const hm = hour * 100 + minute;
      if (hm < 600) return '凌晨';
      if (hm < 900) return '早上';
      if (hm < 1100) return '上午';
      if (hm < 1300) return '中午';
      if (hm < 1800) return '下午';
      return '晚上';
    },
  },
  ko: { months: numbered('월'), meridiem: (hour) => (hour < 12 ? '오전' : '오후') },
  ja: { months: numbered('月'), meridiem: (hour) => (hour < 12 ? '午前' : '午後') },
  ru: {
    months: 'январь_февраль_март_апрель_май_июнь_июль_август_сентябрь_октябрь_ноябрь_декабрь'.split(
      '_',
    ),
    meridiem: (hour) => {
      if (hour < 4) return 'ночи';
      if (hour < 12) return 'утра';
      if (hour < 17) return 'дня';
      return 'вечера';
    },
  },
  vi: { months: numbered('', 'tháng '), meridiem: (hour) => (hour < 12 ? 'AM' : 'PM') },
};

/** 'November 21, 2026 9:13 PM' (month names in the reader's language, the reader's time zone). */
export function formatFullDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const names = NAMES[language] ?? NAMES.en!;
  const hour = date.getHours();
  const minute = date.getMinutes();
  const parts: Record<string, string> = {
    MMMM: names.months[date.getMonth()]!,
    D: String(date.getDate()),
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    h: String(hour % 12 || 12),
    mm: String(minute).padStart(2, '0'),
    A: names.meridiem(hour, minute),
  };
  return UI.dateFormat.replace(/MMMM|YYYY|mm|D|h|A/g, (token) => parts[token]!);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago', 'yesterday', 'now': the largest whole unit, in the reader's language. */
export function formatAge(iso: string, language: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now.getTime()) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
