// A duration in the reader's language with its two largest units ('2 hr 5 min'), from the
// browser's own unit names (Intl), so no locale file repeats them.
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export function formatDuration(totalSeconds: number, language: string): string {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    if (amount === 0 && !(unit === 'second' && parts.length === 0)) continue;
    rest -= amount * size;
    parts.push(
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
    );
    if (parts.length === 2) break;
  }
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
