// The pieces every share card is drawn from: satori elements, stars, avatars, one-line text,
// the brand and the large cards' frame.

/** A satori element (the React element shape, without React). */
export interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

export const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

export const FONT =
  "'Noto Sans', 'Noto Sans latin-ext', 'Noto Sans vietnamese', 'Noto Sans cyrillic', 'Noto Sans SC', 'Noto Sans KR'";
const STAR_PATH =
  'M12 2l2.9 6.26 6.86.74-5.12 4.62 1.43 6.75L12 16.9l-6.07 3.47 1.43-6.75L2.24 9l6.86-.74z';
const GOLD = '#f5b301';

export function starRow(value: number, size: number, empty: string): Node {
  const star = (color: string) =>
    h(
      'svg',
      { width: size, height: size, marginRight: size / 6, flexShrink: 0 },
      h('path', {}, undefined, { d: STAR_PATH, fill: color }),
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
      },
    );
  const full = Math.max(0, Math.min(5, value));
  const rowWidth = 5 * size + 5 * (size / 6);
  // grey stars under gold ones clipped to the rating's share of the row
  return h('div', { display: 'flex', position: 'relative', width: rowWidth, height: size }, [
    h(
      'div',
      { display: 'flex', position: 'absolute', left: 0, top: 0 },
      [0, 1, 2, 3, 4].map(() => star(empty)),
    ),
    h(
      'div',
      {
        display: 'flex',
        position: 'absolute',
        left: 0,
        top: 0,
        overflow: 'hidden',
        width: Math.floor(full) * (size + size / 6) + (full % 1) * size,
        height: size,
      },
      [0, 1, 2, 3, 4].map(() => star(GOLD)),
    ),
  ]);
}

/** An avatar: the image when the server holds it (a data URI), else the name's initial. */
export function avatar(src: string | null, name: string, size: number, radius: number): Node {
  if (src)
    return h(
      'img',
      { width: size, height: size, borderRadius: radius, objectFit: 'cover' },
      undefined,
      {
        src,
        width: size,
        height: size,
      },
    );
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: size,
      height: size,
      borderRadius: radius,
      background: 'linear-gradient(135deg, #4dabf7, #7048e8)',
      color: '#fff',
      fontSize: Math.round(size * 0.45),
      fontWeight: 700,
    },
    initial,
  );
}

/** One line of text that never wraps (a glyph wider than planned ends in an ellipsis). */
export const line = (text: string, style: Record<string, unknown>) =>
  h(
    'div',
    {
      display: 'flex',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...style,
    },
    text,
  );

export const brand = (size: number, color: string) =>
  h('div', { display: 'flex', alignItems: 'center', fontSize: size, fontWeight: 700, color }, [
    h('div', {
      display: 'flex',
      width: size * 0.9,
      height: size * 0.9,
      borderRadius: size * 0.25,
      background: '#228be6',
      marginRight: size * 0.35,
    }),
    'ChainReview',
  ]);

export interface Avatars {
  /** data URIs (or null) for the card's avatars, resolved by the service */
  main: string | null;
  author?: string | null;
}

/** The dark gradient of the large cards. */
export const LARGE_CARD_BACKGROUND =
  'linear-gradient(135deg, #141a33 0%, #1f2a5a 55%, #3b2f8f 100%)';

/** The frame of a large card (project, profile): a padded column on the dark gradient. */
export function largeCardFrame(width: number, height: number) {
  return {
    display: 'flex',
    flexDirection: 'column',
    // satori adds padding to the size (content box): the card is exactly width x height
    width: width - 2 * 64,
    height: height - 2 * 64,
    padding: 64,
    fontFamily: FONT,
    color: '#f8f9fa',
    background: LARGE_CARD_BACKGROUND,
  } as const;
}
