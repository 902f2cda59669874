// The satori element tree of each card kind, which the render worker turns into a PNG. Pure.
import {
  CHAIN_INFO,
  cutName,
  SHARE_CARD,
  shortenAddress,
  wrapLines,
  type Chain,
} from '@chainreview/shared';
import {
  type Avatars,
  FONT,
  LARGE_CARD_BACKGROUND,
  type Node,
  avatar,
  brand,
  h,
  largeCardFrame,
  line,
  starRow,
} from './share.card-parts.ts';
import type {
  ProjectCardData,
  ReviewCardData,
  SiteCardData,
  UserCardData,
} from './share.card-data.ts';

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
