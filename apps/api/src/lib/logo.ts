// Deterministic SVG logos and avatars: a coloured shape with initials, drawn by the API from
// the parts in their URL, so the demo needs no network and no files.

/** The draws a logo needs (the demo's seeded Random fits). */
export interface LogoRandom {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

const SHAPES = ['circle', 'rounded', 'hexagon', 'diamond', 'blob'] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(name: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? Array.from(words[0]!).slice(0, 2)
      : words.slice(0, 2).map((w) => Array.from(w)[0]!);
  return letters.join('').toUpperCase();
}

function shapePath(shape: (typeof SHAPES)[number]): string {
  switch (shape) {
    case 'circle':
      return '<circle cx="64" cy="64" r="60" fill="url(#g)"/>';
    case 'rounded':
      return '<rect x="6" y="6" width="116" height="116" rx="28" fill="url(#g)"/>';
    case 'hexagon':
      return '<path d="M64 4 116 34v60L64 124 12 94V34z" fill="url(#g)"/>';
    case 'diamond':
      return '<rect x="22" y="22" width="84" height="84" rx="14" transform="rotate(45 64 64)" fill="url(#g)"/>';
    case 'blob':
      return '<path d="M64 6c30 0 58 20 58 54s-22 62-58 62S6 98 6 62 34 6 64 6z" fill="url(#g)"/>';
  }
}

const LOGO_PATH = /^(circle|rounded|hexagon|diamond|blob)-(\d{1,3})-(\d{1,3})-([01])$/;

/**
 * A logo's address: the shape, two hues, the ring and the initials live in the URL, and
 * GET /api/public/logos/... draws it, so lists carry a short URL instead of the image.
 */
export function logoUrl(random: LogoRandom, name: string): string {
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(30, 90)) % 360;
  const shape = random.pick(SHAPES);
  const ring = random.chance(0.5) ? 1 : 0;
  return `/api/public/logos/${shape}-${hue}-${hue2}-${ring}/${encodeURIComponent(initials(name))}.svg`;
}

/** The SVG for a logo address's parts; null when they are not one logoUrl makes. */
export function renderLogo(spec: string, name: string): string | null {
  const match = LOGO_PATH.exec(spec);
  const chars = Array.from(name);
  if (!match || chars.length < 1 || chars.length > 2 || !/^[\p{L}\p{N}\p{S}\p{P}]+$/u.test(name))
    return null;
  const [, shape, hue, hue2, ring] = match;
  if (Number(hue) > 359 || Number(hue2) > 359) return null;
  const text = escapeXml(name);
  const fontSize = chars.length > 1 ? 46 : 56;
  const ringSvg =
    ring === '1'
      ? `<circle cx="64" cy="64" r="44" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue2},65%,38%)"/>` +
    `</linearGradient></defs>${shapePath(shape as (typeof SHAPES)[number])}${ringSvg}` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Inter,Arial,Helvetica,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text></svg>`
  );
}
