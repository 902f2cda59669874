// Number and date formats written out for the languages and options the first screens use.
// The first Intl.NumberFormat a page builds costs 20-100 ms of main thread (ICU loads its
// number data), more than the rest of the home page's first render; these give the same
// strings as Intl (pinned against it in plain-format.test.ts), and anything else goes to Intl.

/** Languages whose whole numbers group by three with a comma: 12,345. */
const COMMA_GROUPED = new Set(['en', 'zh', 'ja', 'ko']);

/** Beyond this, whole numbers lose exactness and go to Intl. */
const EXACT = 1e15;

function grouped(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'];

/** halfExpand: halves away from zero, as Intl rounds (the value is not negative here). */
function roundTo(value: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  return Math.round(value * scale) / scale;
}

/**
 * English compact notation (1.2K, 12K, 3.4M): by default two significant digits while the
 * scaled number has one integer digit, else whole; with `maxFraction`, up to that many
 * fraction digits.
 */
function compactEnglish(value: number, maxFraction: number | undefined): string {
  const abs = Math.abs(value);
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit++;
  let scaled = abs / 1000 ** unit;
  const digits = maxFraction ?? (scaled < 10 ? 1 : 0);
  let rounded = unit === 0 ? abs : roundTo(scaled, digits);
  if (rounded >= 1000 && unit < COMPACT_UNITS.length - 1) {
    unit++;
    scaled = abs / 1000 ** unit;
    rounded = roundTo(scaled, maxFraction ?? (scaled < 10 ? 1 : 0));
  }
  const text = `${rounded}${COMPACT_UNITS[unit]}`;
  return value < 0 && rounded !== 0 ? `-${text}` : text;
}

type Plain = (value: number) => string;

/** A written-out format for these language and options, or null (use Intl). */
export function plainNumberFormat(
  language: string,
  options: Intl.NumberFormatOptions | undefined,
): Plain | null {
  const keys = options ? Object.keys(options) : [];
  if (keys.length === 0) return COMMA_GROUPED.has(language) ? grouped : null;
  if (language !== 'en' || options?.notation !== 'compact') return null;
  if (keys.length === 1) return (value) => compactEnglish(value, undefined);
  const max = options.maximumFractionDigits;
  if (keys.length === 2 && typeof max === 'number' && max >= 0 && max <= 3)
    return (value) => compactEnglish(value, max);
  return null;
}

/** Whether a plain format can write this value (whole, finite, exact). */
export function plainWritable(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) < EXACT && !Object.is(value, -0);
}

const MONTHS = [
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
];

/** dateStyle 'long' in the local time zone, or null for a language written by Intl. */
export function plainLongDate(date: Date, language: string): string | null {
  const y = date.getFullYear();
  const m = date.getMonth() + 1;
  const d = date.getDate();
  if (y < 1000 || y > 9999) return null;
  switch (language) {
    case 'en':
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'zh':
    case 'ja':
      return `${y}年${m}月${d}日`;
    case 'ko':
      return `${y}년 ${m}월 ${d}일`;
    default:
      return null;
  }
}

const UNITS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);
/** The word 'last'/'this'/'next' goes with (numeric 'auto'); seconds have only 'now'. */
const NAMED: Record<string, readonly [string, string, string]> = {
  second: ['1 second ago', 'now', 'in 1 second'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  day: ['yesterday', 'today', 'tomorrow'],
  week: ['last week', 'this week', 'next week'],
  month: ['last month', 'this month', 'next month'],
  year: ['last year', 'this year', 'next year'],
};

/**
 * English relative time with numeric 'auto' ('yesterday', 'last week', '3 days ago', 'in 2
 * hours', 'now'), or null for another language or unit, or a value that is not whole.
 */
export function plainRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
): string | null {
  const v = value === 0 ? 0 : value;
  if (language !== 'en' || !UNITS.has(unit) || !plainWritable(v)) return null;
  if (Math.abs(v) <= 1) return NAMED[unit]![v + 1]!;
  const text = `${grouped(Math.abs(v))} ${unit}s`;
  return v < 0 ? `${text} ago` : `in ${text}`;
}
