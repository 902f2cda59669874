// Share cards and share targets (spec 7, 9): image sizes, text limits, the text cutting
// both the server's cards and the dialog rely on, and the social share intents.

export const SHARE_CARD = {
  project: { width: 1280, height: 628, titleLines: 2, titleChars: 30 },
  review: {
    width: 700,
    height: 400,
    titleLines: 2,
    titleChars: 40,
    contentLines: 5,
    contentChars: 48,
  },
  /** A profile's card and the site's generic one (search and other pages), Open Graph size. */
  user: { width: 1280, height: 628 },
  site: { width: 1280, height: 628 },
  /** User and project names are cut at this many characters in an image. */
  nameChars: 30,
  /** Avatar overlays: the large one (project) and the small one (author). */
  avatarLarge: 80,
  avatarSmall: 32,
} as const;

/** Cards the share dialog makes (spec 7). */
export type ShareCardKind = 'project' | 'review';
/** Every card the server draws: the share cards, a profile's and the site's (page heads only). */
export type CardKind = ShareCardKind | 'user' | 'site';

/** Default truncation marker (spec 9: 'then " ..."'). */
export const TRUNCATION = ' ...';

/** Cuts `text` at `max` characters (code points), adding '...' when cut. */
export function cutName(text: string, max: number = SHARE_CARD.nameChars): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}...`;
}

/**
 * How many columns a character takes: CJK ideographs, kana, Hangul, full-width forms and
 * emoji are drawn about twice as wide as Latin letters, so they count 2 (East Asian Width).
 */
export function charColumns(char: string): 1 | 2 {
  const c = char.codePointAt(0) ?? 0;
  const wide =
    (c >= 0x1100 && c <= 0x115f) || // Hangul Jamo
    (c >= 0x2e80 && c <= 0xa4cf) || // CJK radicals .. Yi (kana, ideographs, CJK punctuation)
    (c >= 0xac00 && c <= 0xd7a3) || // Hangul syllables
    (c >= 0xf900 && c <= 0xfaff) || // CJK compatibility ideographs
    (c >= 0xfe30 && c <= 0xfe4f) || // CJK compatibility forms
    (c >= 0xff00 && c <= 0xff60) || // full-width forms
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1faff) || // emoji and pictographs
    (c >= 0x20000 && c <= 0x3fffd); // CJK extensions
  return wide ? 2 : 1;
}

const columnsOf = (chars: string[]) => chars.reduce((n, c) => n + charColumns(c), 0);

/** How many of `chars` fit in `columns`. */
function fitting(chars: string[], columns: number): number {
  let used = 0;
  for (let i = 0; i < chars.length; i++) {
    used += charColumns(chars[i]!);
    if (used > columns) return i;
  }
  return chars.length;
}

/**
 * Wraps `text` into at most `lines` lines of at most `perLine` columns (a Latin character is
 * one column, a CJK character or emoji two: spec 9's "48 characters" of Latin text), breaking
 * at spaces where a line has one and mid-word otherwise (CJK has no spaces); when the text
 * does not fit, the last line ends with ' ...'.
 */
export function wrapLines(text: string, perLine: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim();
  if (!words) return [];
  const out: string[] = [];
  let rest = [...words];
  while (rest.length > 0 && out.length < lines) {
    if (columnsOf(rest) <= perLine) {
      out.push(rest.join(''));
      rest = [];
      break;
    }
    let cut = Math.max(1, fitting(rest, perLine));
    const space = rest.slice(0, cut + 1).lastIndexOf(' ');
    if (space > cut / 2) cut = space;
    out.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(cut);
    while (rest[0] === ' ') rest = rest.slice(1);
  }
  if (rest.length > 0) {
    const last = [...out[out.length - 1]!];
    let keep = fitting(last, perLine - TRUNCATION.length);
    // end on a whole word where the line has spaces
    const space = last.slice(0, keep + 1).lastIndexOf(' ');
    if (keep < last.length && space > keep / 2) keep = space;
    out[out.length - 1] = `${last.slice(0, keep).join('').trimEnd()}${TRUNCATION}`;
  }
  return out;
}

/** Social share intents (spec 7): each opens in a new tab with the link (and the title). */
export function shareIntents(url: string, text: string) {
  const u = encodeURIComponent(url);
  const x = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${x}`,
    telegram: `https://t.me/share/url?url=${u}&text=${x}`,
    reddit: `https://www.reddit.com/submit?url=${u}&title=${x}`,
  } as const;
}

/** The embeddable rating badge (SVG and iframe page) a project can put on its own site. */
export const EMBED_BADGE = { width: 240, height: 56 } as const;

export const badgeUrls = (origin: string, projectId: string) => ({
  svg: `${origin}/api/public/badge/projects/${projectId}.svg`,
  embed: `${origin}/embed/badge/${projectId}.html`,
});
