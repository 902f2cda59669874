// WCAG 2 contrast between sRGB colours ('#rrggbb' or 'rgba(r, g, b, a)' over a background).

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` at `alpha` over the opaque `background`. */
export function over(color: string, alpha: number, background: string): string {
  const c = parseHex(color);
  const b = parseHex(background);
  return toHex(c.map((v, i) => v * alpha + b[i]! * (1 - alpha)) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed towards `towards` (black or white) until it reaches `ratio` on every background. */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  ratio: number,
  towards: '#000000' | '#ffffff',
): string {
  let mixed = color;
  for (let step = 0; step <= 20; step++) {
    if (backgrounds.every((bg) => contrast(mixed, bg) >= ratio)) return mixed;
    mixed = over(towards, (step + 1) / 20, color);
  }
  return towards;
}
