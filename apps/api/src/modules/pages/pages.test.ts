import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { sql } from 'drizzle-orm';
import { LANGUAGES, links, PAGE_ROUTES, type PageRouteName } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';
import { validateJsonLd } from '../../../test/schema-org.ts';
import { SITEMAP_PAGE_IDS } from './pages.routes.ts';

const BASE = 'https://chainreview.example';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="generic" />
    <title>ChainReview</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let testDb: TestDatabase;
let built: BuiltApp;
let webDist: string;
let project: Awaited<ReturnType<typeof insertProject>>;
let blocked: Awaited<ReturnType<typeof insertProject>>;
let author: Awaited<ReturnType<typeof insertUser>>;
let hiddenAuthor: Awaited<ReturnType<typeof insertUser>>;
let review: Awaited<ReturnType<typeof insertReview>>;
let hidden: Awaited<ReturnType<typeof insertReview>>;
let cjkProject: Awaited<ReturnType<typeof insertProject>>;

const get = (url: string, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, headers });
const linkOf = (p: Awaited<ReturnType<typeof insertProject>>) =>
  links.project({ ...p, id: String(p.id) });

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { WEB_DIST_DIR: webDist, PUBLIC_URL: BASE } });
  const db = built.deps.db;
  project = await insertProject(db, {
    name: 'Evil "Swap" <script>alert(1)</script>',
    symbol: 'EVL',
    chain: 'bsc',
    description: 'A DEX & launchpad </script><b>bold</b>',
    avatarUrl: '/api/public/files/evil-logo.png',
    reviewCount: 2,
    avgStar: 4.25,
  });
  blocked = await insertProject(db, { name: 'Gone', symbol: 'GON', status: 'blocked' });
  cjkProject = await insertProject(db, { name: '熊猫币', symbol: 'PANDA', chain: 'ethereum' });
  author = await insertUser(db, { displayName: 'Alice <Reviewer>', bio: 'Degen & proud' });
  hiddenAuthor = await insertUser(db);
  review = await insertReview(db, {
    projectId: project.id,
    userId: author.id,
    title: 'Great "DEX" </script>',
    contentText: 'Fast swaps and low fees, a solid team. '.repeat(8),
    rate: 5,
  });
  hidden = await insertReview(db, {
    projectId: project.id,
    userId: hiddenAuthor.id,
    title: 'Hidden one',
    rate: 1,
    status: 'hidden',
  });
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function parse(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (attr: 'name' | 'property', key: string) =>
    document.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
  return {
    document,
    title: document.title,
    lang: document.documentElement.lang,
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    feeds: [...document.querySelectorAll('link[rel="alternate"][type]')].map((l) => ({
      type: l.getAttribute('type'),
      href: l.getAttribute('href'),
    })),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
    // executable scripts (JSON-LD and the first-paint data are inert)
    scripts: document.querySelectorAll(
      'script:not([type="application/ld+json"]):not([type="application/json"])',
    ).length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  };
}

/** schema.org vocabulary checks (test/schema-org.ts), plus the rating range Google requires. */
function validateLd(node: unknown, where = '$'): string[] {
  const errors = validateJsonLd(node, where);
  const walk = (n: unknown, at: string) => {
    if (Array.isArray(n)) return n.forEach((x, i) => walk(x, `${at}[${i}]`));
    if (!n || typeof n !== 'object') return;
    const obj = n as Record<string, unknown>;
    if (typeof obj.ratingValue === 'number') {
      const best = typeof obj.bestRating === 'number' ? obj.bestRating : 5;
      const worst = typeof obj.worstRating === 'number' ? obj.worstRating : 1;
      if (obj.ratingValue < worst || obj.ratingValue > best)
        errors.push(`${at}: rating out of range`);
    }
    for (const [k, v] of Object.entries(obj)) walk(v, `${at}.${k}`);
  };
  walk(node, where);
  return errors;
}

describe('page HTML with server-written heads', () => {
  it('writes a project page head: title, description, canonical, Open Graph, Twitter, hreflang, feeds, JSON-LD', async () => {
    const res = await get(
      `/project/bsc/evil-swap-script-alert-1-script-evl-${project.contractAddress!.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = parse(res.body);
    const canonical = `${BASE}/project/bsc/evil-swap-script-alert-1-script-evl-${project.contractAddress!.toLowerCase()}`;
    expect(page.title).toBe('Evil "Swap" <script>alert(1)</script> (EVL) reviews | ChainReview');
    expect(page.lang).toBe('en');
    expect(page.descriptions).toBe(1);
    expect(page.description).toMatch(
      /^Evil "Swap" <script>alert\(1\)<\/script> \(EVL\) is rated 4\.3 out of 5 from 2 reviews on ChainReview\. A DEX/,
    );
    expect(page.canonical).toBe(canonical);
    expect(page.og('url')).toBe(canonical);
    expect(page.og('title')).toBe('Evil "Swap" <script>alert(1)</script> (EVL) reviews');
    expect(page.og('description')).toBe(page.description);
    expect(page.og('type')).toBe('website');
    expect(page.twitter('card')).toBe('summary_large_image');
    // the share card, versioned by content (share.test.ts checks it serves that PNG)
    expect(page.og('image')).toMatch(
      new RegExp(`^${BASE}/api/public/share/project/${project.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(page.twitter('image')).toBe(page.og('image'));
    expect(page.hreflang).toEqual({
      ...Object.fromEntries(LANGUAGES.map((l) => [l, `${canonical}?lang=${l}`])),
      'x-default': canonical,
    });
    expect(page.feeds).toEqual([
      { type: 'application/rss+xml', href: `${BASE}/api/public/feeds/projects/${project.id}.rss` },
      {
        type: 'application/atom+xml',
        href: `${BASE}/api/public/feeds/projects/${project.id}.atom`,
      },
    ]);
    // escaped: the injected texts add no element
    expect(page.scripts).toBe(0);
    expect(page.document.querySelector('b')).toBeNull();
    expect(res.body).not.toContain('<script>alert');

    expect(page.jsonLd).toHaveLength(1);
    const ld = page.jsonLd[0]!;
    expect(validateLd(ld)).toEqual([]);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    // schema.org wants absolute URLs: our uploads' paths are made absolute
    expect(ld.image).toBe(`${BASE}/api/public/files/evil-logo.png`);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    // only active reviews
    const items = ld.review as Record<string, unknown>[];
    expect(items.map((r) => r.name)).toEqual(['Great "DEX" </script>']);
    expect(items[0]!.author).toEqual({
      '@type': 'Person',
      name: 'Alice <Reviewer>',
      url: `${BASE}/user/address/${author.address}`,
    });
  });

  it('finds a project by the id when it has no address, and writes the page language', async () => {
    const noAddress = await insertProject(built.deps.db, {
      name: 'Plain',
      symbol: null,
      chain: 'solana',
      contractAddress: null,
    });
    const res = await get(`/project/solana/plain-${noAddress.id}?lang=zh`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.lang).toBe('zh');
    expect(page.title).toBe('Plain 的评价 | ChainReview');
    expect(page.description).toBe('Plain 在 ChainReview 上获得 0.0/5 分，共 0 条评价。');
    expect(page.og('locale')).toBe('zh_CN');
    expect(page.jsonLd[0]!.aggregateRating).toBeUndefined();
    expect(validateLd(page.jsonLd[0])).toEqual([]);

    const ko = parse(
      (
        await get(encodeURI(linkOf(cjkProject)), {
          'accept-language': 'fr-FR,ko;q=0.8,en;q=0.5',
        })
      ).body,
    );
    expect(ko.lang).toBe('ko');
    expect(ko.title).toBe('熊猫币 (PANDA) 리뷰 | ChainReview');
  });

  it('writes a review page head with one Review in JSON-LD', async () => {
    const res = await get(`/reviews/${review.id}?lang=ru`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.lang).toBe('ru');
    expect(page.title).toBe(
      'Great "DEX" </script> - отзыв о Evil "Swap" <script>alert(1)</script> (EVL) | ChainReview',
    );
    expect(page.description!.startsWith('Alice <Reviewer> оценил(а) Evil')).toBe(true);
    expect([...page.description!].length).toBeLessThanOrEqual(160);
    // the Russian variant is its own canonical
    expect(page.canonical).toBe(`${BASE}/reviews/${review.id}?lang=ru`);
    expect(page.og('type')).toBe('article');
    expect(page.og('image')).toMatch(
      new RegExp(`^${BASE}/api/public/share/review/${review.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(page.twitter('card')).toBe('summary_large_image');
    expect(page.scripts).toBe(0);
    expect(page.jsonLd).toHaveLength(1);
    const ld = page.jsonLd[0]!;
    expect(validateLd(ld)).toEqual([]);
    expect(ld['@type']).toBe('Review');
    expect(ld.reviewRating).toEqual({
      '@type': 'Rating',
      ratingValue: 5,
      bestRating: 5,
      worstRating: 1,
    });
    expect((ld.author as { name: string }).name).toBe('Alice <Reviewer>');
    expect((ld.itemReviewed as { '@type': string })['@type']).toBe('Product');
  });

  it('writes profile and search heads', async () => {
    const profile = parse((await get(`/user/address/${author.address.toLowerCase()}`)).body);
    expect(profile.title).toBe('Alice <Reviewer> on ChainReview');
    expect(profile.description).toBe(
      'Reviews and reputation of Alice <Reviewer> on ChainReview. Degen & proud',
    );
    expect(profile.og('type')).toBe('profile');
    // the profile's card, versioned by what it shows (share.test.ts checks the PNG)
    expect(profile.og('image')).toMatch(
      new RegExp(`^${BASE}/api/public/share/user/${author.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(profile.twitter('image')).toBe(profile.og('image'));
    expect(profile.twitter('card')).toBe('summary_large_image');
    expect(profile.feeds.map((f) => f.href)).toEqual([
      `${BASE}/api/public/feeds/users/${author.address.toLowerCase()}.rss`,
      `${BASE}/api/public/feeds/users/${author.address.toLowerCase()}.atom`,
    ]);
    const search = parse((await get('/search/%22%3Cb%3Epepe?lang=vi')).body);
    expect(search.title).toBe('Tìm kiếm: "<b>pepe | ChainReview');
    expect(search.document.querySelector('b')).toBeNull();
    expect(search.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    // the site's card in the page's language
    expect(search.og('image')).toMatch(
      new RegExp(`^${BASE}/api/public/share/site/vi\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(search.twitter('card')).toBe('summary_large_image');
    const home = parse((await get('/?lang=zh')).body);
    expect(home.og('image')).toMatch(
      new RegExp(`^${BASE}/api/public/share/site/zh\\.png\\?v=[0-9a-f]{16}$`),
    );
  });

  it('writes every tag of profile and search heads in the page language, with hreflang', async () => {
    const profileUrl = `${BASE}/user/address/${author.address}`;
    const profile = parse(
      (await get(`/user/address/${author.address.toLowerCase()}`, { 'accept-language': 'ja' }))
        .body,
    );
    expect(profile.lang).toBe('ja');
    expect(profile.title).toBe('ChainReview の Alice <Reviewer> | ChainReview');
    expect(profile.description).toBe(
      'ChainReview での Alice <Reviewer> さんのレビューと評判。 Degen & proud',
    );
    expect(profile.canonical).toBe(profileUrl);
    expect(profile.og('url')).toBe(profileUrl);
    expect(profile.og('title')).toBe('ChainReview の Alice <Reviewer>');
    expect(profile.og('description')).toBe(profile.description);
    expect(profile.og('locale')).toBe('ja_JP');
    expect(profile.twitter('title')).toBe(profile.og('title'));
    expect(profile.hreflang).toEqual({
      ...Object.fromEntries(LANGUAGES.map((l) => [l, `${profileUrl}?lang=${l}`])),
      'x-default': profileUrl,
    });
    expect(profile.scripts).toBe(0);

    const searchUrl = `${BASE}/search/%22%3Cb%3Epepe`;
    for (const [lang, title, description] of [
      [
        'vi',
        'Tìm kiếm: "<b>pepe',
        'Dự án crypto và đánh giá khớp với ""<b>pepe" trên ChainReview.',
      ],
      ['zh', '搜索："<b>pepe', 'ChainReview 上与“"<b>pepe”相关的加密项目和评价。'],
    ] as const) {
      const search = parse((await get(`/search/%22%3Cb%3Epepe?lang=${lang}`)).body);
      expect(search.lang).toBe(lang);
      expect(search.title).toBe(`${title} | ChainReview`);
      expect(search.description).toBe(description);
      expect(search.canonical).toBe(`${searchUrl}?lang=${lang}`);
      expect(search.og('url')).toBe(search.canonical);
      expect(search.og('title')).toBe(title);
      expect(search.og('description')).toBe(description);
      expect(search.og('type')).toBe('website');
      expect(search.og('image')).toContain(`/api/public/share/site/${lang}.png?v=`);
      expect(search.twitter('card')).toBe('summary_large_image');
      expect(search.hreflang).toEqual({
        ...Object.fromEntries(LANGUAGES.map((l) => [l, `${searchUrl}?lang=${l}`])),
        'x-default': searchUrl,
      });
      expect(search.document.querySelector('b')).toBeNull();
      expect(search.scripts).toBe(0);
    }
  });

  it('answers 404 for a missing or not yet public item, 410 for one the admin team removed', async () => {
    const db = built.deps.db;
    const pending = await insertProject(db, { name: 'Waiting', status: 'pending' });
    const blockedUser = await insertUser(db, { displayName: 'Banned one', status: 'blocked' });
    const byBlockedUser = await insertReview(db, {
      projectId: project.id,
      userId: blockedUser.id,
      title: 'Banned words',
    });
    const removed = await insertReview(db, {
      projectId: cjkProject.id,
      userId: author.id,
      title: 'Removed words',
      status: 'blocked',
    });
    const onBlocked = await insertReview(db, {
      projectId: blocked.id,
      userId: author.id,
      title: 'On a gone project',
    });
    for (const [url, status] of [
      [`/project/bsc/gone-gon-${blocked.contractAddress}`, 410],
      [`/project/bsc/${blocked.id}`, 410],
      [linkOf(pending), 404],
      ['/project/bsc/nothing-0xdeadbeef', 404],
      [`/reviews/${hidden.id}`, 404],
      [`/reviews/${removed.id}`, 410],
      [`/reviews/${onBlocked.id}`, 410],
      [`/reviews/${byBlockedUser.id}`, 410],
      ['/reviews/999999999', 404],
      ['/reviews/not-a-number', 404],
      [`/user/address/${blockedUser.address}`, 410],
      ['/user/address/0x0000000000000000000000000000000000000001', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      const page = parse(res.body);
      expect(page.title, url).toBe('ChainReview');
      expect(page.description).toBe(
        'ChainReview: reviews, ratings and reputation for crypto projects.',
      );
      expect(page.canonical).toBeNull();
      expect(page.og('image')).toBeNull();
      expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      expect(page.jsonLd).toEqual([]);
      // the SPA's page, which shows its not-found view
      expect(page.document.getElementById('root')).not.toBeNull();
      for (const hiddenText of ['Gone', 'Hidden one', 'Waiting', 'Banned', 'Removed words'])
        expect(res.body, url).not.toContain(hiddenText);
    }
  });

  it('the JSON-LD check fails on what schema.org does not allow', () => {
    expect(validateLd({ '@type': 'Product', name: 'x', stars: 5 })).toEqual([
      '$: Product has no property stars',
    ]);
    expect(validateLd({ '@type': 'Product', name: 'x', image: '/relative.png' })).not.toEqual([]);
    expect(validateLd({ '@type': 'Review', author: { '@type': 'Product', name: 'p' } })).toEqual([
      '$.author: Product is not accepted here (Organization, Person)',
    ]);
    expect(
      validateLd({
        '@type': 'AggregateRating',
        ratingValue: 6,
        reviewCount: 1.5,
        bestRating: 5,
      }),
    ).toEqual(['$/reviewCount: must be integer', '$: rating out of range']);
    expect(validateLd({ '@type': 'Reveiw' })).toEqual(['$: Reveiw is not a schema.org class']);
  });

  it('answers a malformed page path with a 4xx, never a 5xx', async () => {
    for (const url of ['/project/bsc/%E0%A4%A', '/reviews/%00', '/user/address/%ZZ']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves other routes the generic head, and unknown API paths the error envelope', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(parse(home.body).canonical).toBe(`${BASE}/`);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, message: ['not_found'] });
  });
});

describe('what crawlers are told', () => {
  it('makes each language variant its own canonical, with every variant and x-default listed', async () => {
    const pages = [
      linkOf(project),
      `/reviews/${review.id}`,
      `/user/address/${author.address}`,
      '/search/%22%3Cb%3Epepe',
      '/',
      '/recently-reviews',
    ];
    for (const path of pages) {
      const bare = `${BASE}${path}`;
      const alternates = {
        ...Object.fromEntries(LANGUAGES.map((l) => [l, `${bare}?lang=${l}`])),
        'x-default': bare,
      };
      const plain = parse((await get(path, { 'accept-language': 'ko' })).body);
      expect(plain.canonical, path).toBe(bare);
      expect(plain.og('url'), path).toBe(bare);
      expect(plain.hreflang, path).toEqual(alternates);
      for (const lang of LANGUAGES) {
        const res = await get(`${path}?lang=${lang}`, { 'accept-language': 'ko' });
        expect(res.statusCode, `${path} ${lang}`).toBe(200);
        const page = parse(res.body);
        expect(page.lang).toBe(lang);
        expect(page.canonical, `${path} ${lang}`).toBe(`${bare}?lang=${lang}`);
        expect(page.og('url')).toBe(page.canonical);
        // reciprocal: the variant lists itself and every other one, as each of them does
        expect(page.hreflang, `${path} ${lang}`).toEqual(alternates);
        expect(page.hreflang[lang]).toBe(page.canonical);
      }
    }
    // an unknown language is no variant: the page is the bare one, in the browser's language
    const unknown = parse((await get('/trust?lang=fr', { 'accept-language': 'ja' })).body);
    expect(unknown.lang).toBe('ja');
    expect(unknown.canonical).toBe(`${BASE}/trust`);
  });

  it('answers 200 on every page route of the web app and 404 with the not-found page elsewhere', async () => {
    // typed by the shared route list: a new route needs its example here
    const examples: Record<PageRouteName, string> = {
      home: '/',
      search: '/search/pepe',
      project: linkOf(project),
      writeReview: `/write-review/bsc/${project.contractAddress!.toLowerCase()}`,
      review: `/reviews/${review.id}`,
      submitProject: `/submit-project/bsc/${project.contractAddress!.toLowerCase()}`,
      user: `/user/address/${author.address}`,
      me: '/me?tab=rewards',
      hashtag: '/search-hashtag?hashtag=defi',
      recentReviews: '/recently-reviews',
      recentActivities: '/recent-activities',
      rewardsHistory: `/user-rewards-history/${author.address}`,
      quests: '/quests',
      quest: '/quest/1',
      createQuest: '/create-quest',
      trust: '/trust',
      transparency: '/transparency',
      projects: '/projects?page=2',
      admin: '/admin',
      adminAudit: '/admin/audit',
      projectsByChain: '/projects-by-chain?chain=bsc',
    };
    expect(Object.keys(examples).sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
    for (const url of [...Object.values(examples), '/Trust', '/quests/', '/admin/audit//']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    for (const url of [
      '/nothing',
      '/nothing/at/all?lang=ja',
      '/projects/extra',
      '/project/bsc',
      `${linkOf(project)}/more`,
      '/reviews',
      `/reviews/${review.id}/replies`,
      '/user/address',
      '/user',
      '/admin/audit/1',
      '/me/settings',
      '/quest',
      '/search',
      '/write-review/bsc',
      '/.env',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      const page = parse(res.body);
      expect(page.canonical, url).toBeNull();
      expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      expect(page.document.getElementById('root'), url).not.toBeNull();
    }
    expect(parse((await get('/nothing?lang=ja')).body).lang).toBe('ja');
    // not a page: no HTML for writes
    const post = await built.app.inject({ method: 'POST', url: '/trust' });
    expect(post.statusCode).toBe(404);
  });

  it('moves every other accepted project link to the canonical one with a 301, keeping the query', async () => {
    const canonical = linkOf(project);
    const address = project.contractAddress!;
    for (const path of [
      `/project/bsc/${project.id}`,
      `/project/bsc/${address.toLowerCase()}`,
      `/project/bsc/${address}`,
      `/project/BSC/${canonical.split('/').pop()!}`,
      `/project/bsc/old-name-${address.toLowerCase()}`,
      `${canonical}/`,
    ]) {
      for (const query of ['', '?page=2&lang=zh']) {
        const res = await get(`${path}${query}`);
        expect(res.statusCode, path).toBe(301);
        expect(res.headers.location, path).toBe(`${canonical}${query}`);
        expect(res.headers['cache-control'], path).toBe('public, max-age=3600');
        expect(res.body).toBe('');
      }
    }
    // the canonical link is the page itself (no loop)
    expect((await get(`${canonical}?page=2&lang=zh`)).statusCode).toBe(200);
    // HEAD (link checkers, `curl -I`) gets the same answers, without a body
    const head = (url: string) => built.app.inject({ method: 'HEAD', url });
    const movedHead = await head(`/project/bsc/${project.id}`);
    expect(movedHead.statusCode).toBe(301);
    expect(movedHead.headers.location).toBe(canonical);
    const pageHead = await head(canonical);
    expect(pageHead.statusCode).toBe(200);
    expect(pageHead.headers['content-type']).toContain('text/html');
    expect(pageHead.body).toBe('');
    expect((await head('/nothing')).statusCode).toBe(404);

    // no address: the id link; a name outside ASCII: the location is percent-encoded
    const plain = await insertProject(built.deps.db, {
      name: 'Plain Two',
      symbol: null,
      chain: 'solana',
      contractAddress: null,
    });
    const byId = await get(`/project/solana/${plain.id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/project/solana/plain-two-${plain.id}`);
    const cjk = await get(`/project/ethereum/${cjkProject.contractAddress}`);
    expect(cjk.statusCode).toBe(301);
    expect(cjk.headers.location).toBe(encodeURI(linkOf(cjkProject)));
    expect(String(cjk.headers.location)).toMatch(/^[\x21-\x7e]+$/);
    const followed = await get(String(cjk.headers.location));
    expect(followed.statusCode).toBe(200);
    expect(parse(followed.body).canonical).toBe(`${BASE}${linkOf(cjkProject)}`);
  });
});

function parseXml(body: string) {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(body, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('crawlers', () => {
  it('robots.txt allows pages, keeps crawlers out of the API and private pages, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /me');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('sitemap.xml is an index of id-ranged pages listing every public project and review with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const index = parseXml(res.body);
    expect(index.documentElement.nodeName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...index.getElementsByTagName('loc')].map((l) => l.textContent!);
    expect(locs).toEqual([
      `${BASE}/sitemaps/projects-0.xml`,
      `${BASE}/sitemaps/reviews-0.xml`,
      `${BASE}/sitemaps/profiles-0.xml`,
    ]);

    const urls: string[] = [];
    for (const loc of locs) {
      const page = await get(loc.replace(BASE, ''));
      expect(page.statusCode).toBe(200);
      const doc = parseXml(page.body);
      expect(doc.documentElement.nodeName).toBe('urlset');
      for (const url of doc.getElementsByTagName('url')) {
        const lastmod = url.getElementsByTagName('lastmod')[0]!.textContent!;
        expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
        urls.push(url.getElementsByTagName('loc')[0]!.textContent!);
      }
    }
    expect(urls).toContain(`${BASE}/reviews/${review.id}`);
    expect(urls).not.toContain(`${BASE}/reviews/${hidden.id}`);
    expect(urls.some((u) => u.endsWith(project.contractAddress!.toLowerCase()))).toBe(true);
    expect(urls.some((u) => u.includes('gone-gon'))).toBe(false);
    // the author of a public review; not the author of only a hidden one
    expect(urls).toContain(`${BASE}/user/address/${author.address}`);
    expect(urls).not.toContain(`${BASE}/user/address/${hiddenAuthor.address}`);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_PAGE_IDS * locs.length);
    expect((await get('/sitemaps/projects-x.xml')).statusCode).toBe(404);
    // a page that lists nothing is no page
    expect((await get('/sitemaps/projects-99999.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/profiles-1.xml')).statusCode).toBe(404);
  });
  it('lists only sitemap pages with something in them, however far apart their ids', async () => {
    const db = built.deps.db;
    // ids on pages 2 (blocked only: nothing to list) and 3 (one active project)
    const at = async (id: number, values: Parameters<typeof insertProject>[1]) => {
      await db.execute(sql.raw(`alter table projects alter column id restart with ${id}`));
      return insertProject(db, values);
    };
    await at(2 * SITEMAP_PAGE_IDS + 5, { status: 'blocked' });
    const far = await at(3 * SITEMAP_PAGE_IDS + 7, {});
    const locs = [...parseXml((await get('/sitemap.xml')).body).getElementsByTagName('loc')].map(
      (l) => l.textContent!.replace(BASE, ''),
    );
    expect(locs.filter((l) => l.includes('projects-'))).toEqual([
      '/sitemaps/projects-0.xml',
      '/sitemaps/projects-3.xml',
    ]);
    const page = await get('/sitemaps/projects-3.xml');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${BASE}${linkOf(far)}`);
    for (const empty of ['/sitemaps/projects-1.xml', '/sitemaps/projects-2.xml'])
      expect((await get(empty)).statusCode, empty).toBe(404);
  });
});
