// Review dates: the full date of spec 9 ('MMMM D, YYYY h:mm A', dayjs, in the reader's
// language) for tooltips, and a short relative age ('3 days ago') from Intl.
// dayjs's locale for each language comes with that language's texts (lib/date-locales.ts).
import dayjs from 'dayjs';
import { UI } from '@chainreview/shared/limits';
import { DAYJS_LOCALES } from '@/lib/date-locales';
import { relativeTimeFormat } from '@/lib/format';

/** 'November 21, 2026 9:13 PM' (month names in the reader's language). */
export function formatFullDate(iso: string, language: string): string {
  const date = dayjs(iso);
  if (!date.isValid()) return iso;
  return date.locale(DAYJS_LOCALES[language] ?? 'en').format(UI.dateFormat);
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
