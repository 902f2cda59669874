// Display formatting for the web app.
//
// Note: the web app imports packages/shared through its subpaths ('@chainreview/shared/links')
// rather than the package root: the root also evaluates the zod schemas and viem address
// helpers, which would land in the first page's bundle.

const formats = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();

/**
 * Intl formatters are slow to build (a locale lookup each) and lists render hundreds of numbers
 * and dates: one formatter per language and options, kept.
 */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${language}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The language's number format with these options, built once. */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions) {
  return cached('n', language, options, () => new Intl.NumberFormat(language, options));
}

/** The language's date format with these options, built once. */
export function dateFormat(language: string, options?: Intl.DateTimeFormatOptions) {
  return cached('d', language, options, () => new Intl.DateTimeFormat(language, options));
}

/** The language's relative time format with these options, built once. */
export function relativeTimeFormat(language: string, options?: Intl.RelativeTimeFormatOptions) {
  return cached('r', language, options, () => new Intl.RelativeTimeFormat(language, options));
}

/** 0x1234...abcd: 4 characters each side (spec 9), as packages/shared shortenAddress does. */
export function shortAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 2) return address;
  const start = address.startsWith('0x') ? chars + 2 : chars;
  return `${address.slice(0, start)}...${address.slice(-chars)}`;
}

/** A whole number with the language's grouping: 12,345. */
export function formatCount(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A short number for tight spaces: 1.2K, 3.4M. */
export function formatCompact(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A star average shown to one decimal (spec 3: rate shown to 1 decimal). */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** US dollars; small prices keep four significant digits so $0.00001234 stays readable. */
export function formatUsd(value: number, language: string): string {
  const small = Math.abs(value) > 0 && Math.abs(value) < 1;
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    ...(small
      ? { maximumSignificantDigits: 4 }
      : { maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2 }),
  }).format(value);
}

/**
 * A raw token amount (an integer string in the smallest unit) divided by 10^decimals and
 * grouped, without going through floating point: '10000000000000' with 6 decimals is
 * '10,000,000'. Up to four fraction digits are kept, trailing zeros dropped.
 */
export function formatTokenAmount(raw: string, decimals: number, language: string): string {
  if (!/^\d+$/.test(raw)) return raw;
  const value = BigInt(raw);
  const unit = 10n ** BigInt(Math.max(0, decimals));
  const whole = value / unit;
  const fraction = (value % unit)
    .toString()
    .padStart(Math.max(0, decimals), '0')
    .slice(0, 4)
    .replace(/0+$/, '');
  const grouped = numberFormat(language).format(whole);
  if (!fraction) return grouped;
  const separator =
    numberFormat(language)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.';
  return `${grouped}${separator}${fraction}`;
}

/** A calendar date in the reader's language: 'November 2, 2026'. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'long' }).format(date);
}
