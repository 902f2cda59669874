// What a share card shows (spec 3, 9): the card's data taken from its rows, its content
// hash (the URL's version: any change to what the card shows gives a new URL), and the
// satori element tree the render worker turns into a PNG. Pure: no I/O.
import crypto from 'node:crypto';
import {
  CHAIN_INFO,
  cutName,
  SHARE_CARD,
  shortenAddress,
  wrapLines,
  type CardKind,
  type Chain,
  type Language,
} from '@chainreview/shared';

/** Bump when the drawing changes, so every card gets a new URL. */
export const CARD_DESIGN_VERSION = 1;

export interface ProjectCardData {
  kind: 'project';
  id: number;
  name: string;
  symbol: string | null;
  chain: string;
  avgStar: number;
  reviewCount: number;
  description: string | null;
  avatarUrl: string | null;
}

export interface ReviewCardData {
  kind: 'review';
  id: number;
  title: string;
  content: string;
  rate: number;
  authorName: string | null;
  authorAddress: string;
  authorAvatarUrl: string | null;
  projectName: string;
  projectSymbol: string | null;
  projectAvatarUrl: string | null;
  upVoteCount: number;
  downVoteCount: number;
  repliesCount: number;
}

/** A profile: who, their level and what they wrote. */
export interface UserCardData {
  kind: 'user';
  id: number;
  name: string | null;
  address: string;
  avatarUrl: string | null;
  level: number;
  reviewsCount: number;
  followersCount: number;
}

/** The site's card for pages without their own (search results): the brand and tagline. */
export interface SiteCardData {
  kind: 'site';
  /** One card per language. */
  id: Language;
  tagline: string;
}

export type CardData = ProjectCardData | ReviewCardData | UserCardData | SiteCardData;

export function userCardData(u: {
  id: number;
  displayName: string | null;
  address: string;
  avatarUrl: string | null;
  level: number;
  reviewsCount: number;
  followersCount: number;
}): UserCardData {
  return {
    kind: 'user',
    id: u.id,
    name: u.displayName?.trim() || null,
    address: u.address,
    avatarUrl: u.avatarUrl,
    level: u.level,
    reviewsCount: u.reviewsCount,
    followersCount: u.followersCount,
  };
}

export const siteCardData = (lang: Language, tagline: string): SiteCardData => ({
  kind: 'site',
  id: lang,
  tagline,
});

export function projectCardData(p: {
  id: number;
  name: string;
  symbol: string | null;
  chain: string;
  avgStar: number;
  reviewCount: number;
  description: string | null;
  avatarUrl: string | null;
}): ProjectCardData {
  return {
    kind: 'project',
    id: p.id,
    name: p.name,
    symbol: p.symbol,
    chain: p.chain,
    avgStar: Math.round(p.avgStar * 10) / 10,
    reviewCount: p.reviewCount,
    description: p.description,
    avatarUrl: p.avatarUrl,
  };
}

export function reviewCardData(
  review: {
    id: number;
    title: string;
    contentText: string;
    rate: number;
    upVoteCount: number;
    downVoteCount: number;
    repliesCount: number;
  },
  project: { name: string; symbol: string | null; avatarUrl: string | null },
  author: { displayName: string | null; address: string; avatarUrl: string | null },
): ReviewCardData {
  return {
    kind: 'review',
    id: review.id,
    title: review.title,
    content: review.contentText,
    rate: review.rate,
    authorName: author.displayName,
    authorAddress: author.address,
    authorAvatarUrl: author.avatarUrl,
    projectName: project.name,
    projectSymbol: project.symbol,
    projectAvatarUrl: project.avatarUrl,
    upVoteCount: review.upVoteCount,
    downVoteCount: review.downVoteCount,
    repliesCount: review.repliesCount,
  };
}

/** 16 hex digits of SHA-256 over what the card shows (and the design version). */
export function cardHash(data: CardData): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: CARD_DESIGN_VERSION, ...data }))
    .digest('hex')
    .slice(0, 16);
}

export const cardPath = (kind: CardKind, id: number | string, hash: string) =>
  `/api/public/share/${kind}/${id}.png?v=${hash}`;

// ---- drawing -------------------------------------------------------------------------

/** A satori element (the React element shape, without React). */
export interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const h = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const FONT =
  "'Noto Sans', 'Noto Sans latin-ext', 'Noto Sans vietnamese', 'Noto Sans cyrillic', 'Noto Sans SC', 'Noto Sans KR'";
const STAR_PATH =
  'M12 2l2.9 6.26 6.86.74-5.12 4.62 1.43 6.75L12 16.9l-6.07 3.47 1.43-6.75L2.24 9l6.86-.74z';
const GOLD = '#f5b301';

function starRow(value: number, size: number, empty: string): Node {
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
function avatar(src: string | null, name: string, size: number, radius: number): Node {
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
const line = (text: string, style: Record<string, unknown>) =>
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

const brand = (size: number, color: string) =>
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
const LARGE_CARD_BACKGROUND = 'linear-gradient(135deg, #141a33 0%, #1f2a5a 55%, #3b2f8f 100%)';

/** The frame of a large card (project, profile): a padded column on the dark gradient. */
function largeCardFrame(width: number, height: number) {
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

export function projectCardTree(d: ProjectCardData, avatars: Avatars): Node {
  const { width, height, titleChars, titleLines } = SHARE_CARD.project;
  const name = cutName(d.name);
  const chain = CHAIN_INFO[d.chain as Chain]?.name ?? d.chain;
  const title = d.description ? wrapLines(d.description, titleChars, titleLines) : [];
  return h('div', largeCardFrame(width, height), [
    h('div', { display: 'flex', alignItems: 'center' }, [
      avatar(avatars.main, d.name, SHARE_CARD.avatarLarge, 20),
      h('div', { display: 'flex', flexDirection: 'column', marginLeft: 28, flexGrow: 1 }, [
        h('div', { display: 'flex', alignItems: 'baseline' }, [
          line(name, { fontSize: 52, fontWeight: 700, maxWidth: 860 }),
          ...(d.symbol
            ? [line(cutName(d.symbol, 12), { fontSize: 36, color: '#a5b4fc', marginLeft: 18 })]
            : []),
        ]),
        h(
          'div',
          { display: 'flex', marginTop: 8 },
          h(
            'div',
            {
              display: 'flex',
              fontSize: 24,
              padding: '4px 16px',
              borderRadius: 999,
              background: 'rgba(255,255,255,0.14)',
              color: '#dee2e6',
            },
            chain,
          ),
        ),
      ]),
    ]),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', marginTop: 48, flexGrow: 1 },
      title.map((t) => line(t, { fontSize: 50, lineHeight: 1.35, color: '#e9ecef' })),
    ),
    h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
      h('div', { display: 'flex', alignItems: 'center' }, [
        starRow(d.avgStar, 52, 'rgba(255,255,255,0.25)'),
        h(
          'div',
          { display: 'flex', fontSize: 64, fontWeight: 700, marginLeft: 24 },
          d.avgStar.toFixed(1),
        ),
        h(
          'div',
          { display: 'flex', fontSize: 30, color: '#ced4da', marginLeft: 24 },
          `${d.reviewCount.toLocaleString('en-US')} ${d.reviewCount === 1 ? 'review' : 'reviews'}`,
        ),
      ]),
      brand(34, '#ffffff'),
    ]),
  ]);
}

export function reviewCardTree(d: ReviewCardData, avatars: Avatars): Node {
  const c = SHARE_CARD.review;
  const author = cutName(d.authorName?.trim() || shortenAddress(d.authorAddress));
  const project = cutName(
    d.projectSymbol ? `${d.projectName} (${d.projectSymbol})` : d.projectName,
  );
  const small = SHARE_CARD.avatarSmall;
  const count = (icon: string, n: number) =>
    h(
      'div',
      { display: 'flex', alignItems: 'center', marginRight: 18, fontSize: 17, color: '#495057' },
      `${icon} ${n}`,
    );
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: c.width - 2 * 30,
      height: c.height - 2 * 24 - 8,
      padding: '24px 30px',
      fontFamily: FONT,
      color: '#1a1b1e',
      background: '#ffffff',
      borderTop: '8px solid #228be6',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h('div', { display: 'flex', alignItems: 'center' }, [
          avatar(avatars.main, d.projectName, small, 8),
          line(project, { fontSize: 18, fontWeight: 700, marginLeft: 10, maxWidth: 360 }),
        ]),
        starRow(d.rate, 24, '#dee2e6'),
      ]),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 14 },
        wrapLines(d.title, c.titleChars, c.titleLines).map((t) =>
          line(t, { fontSize: 24, fontWeight: 700, lineHeight: 1.3 }),
        ),
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 8, flexGrow: 1 },
        wrapLines(d.content, c.contentChars, c.contentLines).map((t) =>
          line(t, { fontSize: 17, lineHeight: 1.45, color: '#343a40' }),
        ),
      ),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h('div', { display: 'flex', alignItems: 'center' }, [
          avatar(avatars.author ?? null, author, small, small / 2),
          line(author, {
            fontSize: 17,
            fontWeight: 700,
            marginLeft: 10,
            marginRight: 20,
            maxWidth: 240,
          }),
          count('▲', d.upVoteCount),
          count('▼', d.downVoteCount),
          count('💬', d.repliesCount),
        ]),
        brand(18, '#1a1b1e'),
      ]),
    ],
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function userCardTree(d: UserCardData, avatars: Avatars): Node {
  const { width, height } = SHARE_CARD.user;
  const short = shortenAddress(d.address);
  const name = cutName(d.name ?? short);
  const stat = (text: string) =>
    h(
      'div',
      {
        display: 'flex',
        fontSize: 30,
        padding: '8px 22px',
        marginRight: 18,
        borderRadius: 999,
        background: 'rgba(255,255,255,0.14)',
        color: '#e9ecef',
      },
      text,
    );
  return h('div', largeCardFrame(width, height), [
    h('div', { display: 'flex', alignItems: 'center', flexGrow: 1 }, [
      avatar(avatars.main, name, 200, 100),
      h('div', { display: 'flex', flexDirection: 'column', marginLeft: 48, flexGrow: 1 }, [
        line(name, { fontSize: 64, fontWeight: 700, maxWidth: 840 }),
        ...(d.name ? [line(short, { fontSize: 32, color: '#a5b4fc', marginTop: 8 })] : []),
        h('div', { display: 'flex', marginTop: 32 }, [
          stat(`Lv.${d.level}`),
          stat(plural(d.reviewsCount, 'review', 'reviews')),
          stat(plural(d.followersCount, 'follower', 'followers')),
        ]),
      ]),
    ]),
    h('div', { display: 'flex', justifyContent: 'flex-end' }, brand(34, '#ffffff')),
  ]);
}

export function siteCardTree(d: SiteCardData): Node {
  const { width, height } = SHARE_CARD.site;
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: width - 2 * 96,
      height: height - 2 * 64,
      padding: '64px 96px',
      fontFamily: FONT,
      color: '#f8f9fa',
      background: LARGE_CARD_BACKGROUND,
    },
    [
      brand(88, '#ffffff'),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 40 },
        wrapLines(d.tagline, 46, 2).map((t) =>
          line(t, { fontSize: 44, lineHeight: 1.35, color: '#dee2e6' }),
        ),
      ),
      h('div', { display: 'flex', marginTop: 48 }, starRow(5, 56, 'rgba(255,255,255,0.25)')),
    ],
  );
}
