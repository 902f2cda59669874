import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { links, SHARE_CARD } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';
import { reviewCardData, type ReviewCardData } from './share.cards.ts';
import { IMMUTABLE, SHORT } from './share.routes.ts';

const BASE = 'https://chainreview.example';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let testDb: TestDatabase;
let built: BuiltApp;
let dataDir: string;

const get = (url: string) => built.app.inject({ method: 'GET', url });
const pathOf = (url: string) => url.slice(BASE.length);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-share-'));
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { PUBLIC_URL: BASE, DATA_DIR: dataDir } });
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectPng(body: Buffer, width: number, height: number) {
  expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const meta = await sharp(body).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBe(width);
  expect(meta.height).toBe(height);
  // decodes fully (a truncated or corrupt PNG throws here)
  const { info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  expect(info.width * info.height).toBe(width * height);
}

/** Raw RGBA pixels of a PNG, to compare two renderings pixel for pixel. */
const pixels = async (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe('share cards: size and format', () => {
  it('renders the project card as a 1280x628 PNG, long-cached under its versioned URL', async () => {
    const project = await insertProject(built.deps.db, {
      name: 'Pancake Swap',
      symbol: 'CAKE',
      avgStar: 4.26,
      reviewCount: 128,
      description: 'The leading decentralised exchange on BNB Chain with deep liquidity.',
    });
    const { auth } = await signIn(built.app, newWallet());
    const made = await built.app.inject({
      method: 'POST',
      url: `/api/storage/share-project/${project.id}`,
      headers: auth,
    });
    expect(made.statusCode).toBe(200);
    const url = made.json().data.url as string;
    expect(url).toMatch(
      new RegExp(`^${BASE}/api/public/share/project/${project.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    const res = await get(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await expectPng(res.rawPayload, SHARE_CARD.project.width, SHARE_CARD.project.height);
  });

  it("answers the same URL when the client uploads its own image as the spec's call does (ignored)", async () => {
    const project = await insertProject(built.deps.db, { name: 'Multipart Share' });
    const { auth } = await signIn(built.app, newWallet());
    const call = (payload?: Buffer, boundary?: string) =>
      built.app.inject({
        method: 'POST',
        url: `/api/storage/share-project/${project.id}`,
        headers: boundary
          ? { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }
          : auth,
        ...(payload ? { payload } : {}),
      });
    const plain = await call();
    expect(plain.statusCode).toBe(200);
    const boundary = 'x-share-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="project-${project.id}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      PNG_SIGNATURE,
      Buffer.from('not really a png'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await call(body, boundary);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // the server's own card, not the uploaded bytes
    expect(uploaded.json().data.url).toBe(plain.json().data.url);
  });

  it('renders the review card as a 700x400 PNG; the bare URL is cached briefly', async () => {
    const project = await insertProject(built.deps.db);
    const author = await insertUser(built.deps.db, { displayName: 'Alice' });
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: author.id,
      upVoteCount: 12,
      repliesCount: 3,
    });
    const res = await get(`/api/public/share/review/${review.id}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SHORT);
    await expectPng(res.rawPayload, SHARE_CARD.review.width, SHARE_CARD.review.height);
  });

  it('answers 404 for missing or hidden cards, 400 for malformed paths, 401 without sign-in', async () => {
    const project = await insertProject(built.deps.db, { status: 'blocked' });
    const blocked = await get(`/api/public/share/project/${project.id}.png`);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().message).toEqual(['can_not_find_project']);
    expect((await get('/api/public/share/review/999999.png')).json().message).toEqual([
      'can_not_find_review',
    ]);
    expect((await get('/api/public/share/review/abc.png')).statusCode).toBe(400);
    expect((await get('/api/public/share/team/1.png')).statusCode).toBe(400);
    expect((await get('/api/public/share/review/1.png?v=../../etc')).statusCode).toBe(400);
    const anon = await built.app.inject({ method: 'POST', url: '/api/storage/share-review/1' });
    expect(anon.statusCode).toBe(401);
    const { auth } = await signIn(built.app, newWallet());
    const missing = await built.app.inject({
      method: 'POST',
      url: '/api/storage/share-review/not-an-id',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('profile and site cards', () => {
  it('draws the cards a profile and a search page name in their heads, at 1280x628, long-cached', async () => {
    const { pageMeta } = await import('../pages/pages.service.ts');
    const user = await insertUser(built.deps.db, {
      displayName: 'Carol 熊猫 🚀',
      level: 4,
      reviewsCount: 12,
      followersCount: 1,
    });
    const profile = await pageMeta(built.deps, BASE, 'en', `/user/address/${user.address}`);
    const search = await pageMeta(built.deps, BASE, 'ja', '/search/pepe');
    const images = [profile, search].map((m) => (m.status === 200 ? m.image : null));
    expect(images[0]).toMatch(new RegExp(`/api/public/share/user/${user.id}\\.png\\?v=`));
    expect(images[1]).toMatch(/\/api\/public\/share\/site\/ja\.png\?v=[0-9a-f]{16}$/);
    for (const [url, size] of [
      [images[0]!, SHARE_CARD.user],
      [images[1]!, SHARE_CARD.site],
    ] as const) {
      const res = await get(pathOf(url));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      await expectPng(res.rawPayload, size.width, size.height);
    }
    // a new level is a new card
    const renders = built.shareCards.pool.renders;
    await built.app.inject({ method: 'GET', url: pathOf(images[0]!) });
    expect(built.shareCards.pool.renders).toBe(renders);
    await built.deps.db.update(users).set({ level: 5 }).where(eq(users.id, user.id));
    const after = await pageMeta(built.deps, BASE, 'en', `/user/address/${user.address}`);
    expect(after.status === 200 ? after.image : null).not.toBe(images[0]);
  });

  it('answers 404 for a blocked user, an unknown language or a mismatched name', async () => {
    const blocked = await insertUser(built.deps.db, { status: 'blocked' });
    const gone = await get(`/api/public/share/user/${blocked.id}.png`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toEqual(['can_not_find_user']);
    expect((await get('/api/public/share/user/999999999.png')).statusCode).toBe(404);
    for (const url of ['/api/public/share/site/fr.png', '/api/public/share/site/1.png'])
      expect((await get(url)).statusCode, url).toBe(404);
    expect((await get('/api/public/share/project/en.png')).json().message).toEqual([
      'can_not_find_project',
    ]);
  });
});

describe('share cards: CJK and emoji without tofu', () => {
  const base = (): ReviewCardData =>
    reviewCardData(
      {
        id: 1,
        title: 'Title',
        contentText: 'Content',
        rate: 5,
        upVoteCount: 1,
        downVoteCount: 0,
        repliesCount: 0,
      },
      { name: 'Project', symbol: 'PRJ', avatarUrl: null },
      {
        displayName: 'Author',
        address: '0x0000000000000000000000000000000000000001',
        avatarUrl: null,
      },
    );

  /** Renders two cards that differ only in `a` vs `b` in the title, with and without fonts. */
  async function renderPair(a: string, b: string) {
    const cards = built.shareCards;
    const render = async (title: string, fonts: 'full' | 'latin') =>
      pixels(
        await cards.pool.render(
          await cards.job({ ...base(), title }, { fontSet: fonts, emoji: fonts === 'full' }),
        ),
      );
    return {
      full: [await render(a, 'full'), await render(b, 'full')],
      missing: [await render(a, 'latin'), await render(b, 'latin')],
    };
  }

  // Tofu draws every missing character as the same box, so two different characters come
  // out identical. With our fonts they must differ; with the font left out they do not
  // (which shows the comparison can see tofu at all).
  it.each([
    ['Chinese', '中文评论', '中文评价'],
    ['Japanese kana', 'ひらがな', 'カタカナ'],
    ['Korean', '한국어', '한국인'],
    ['emoji', 'Great 👍', 'Great 🚀'],
  ])('draws %s glyphs distinctly, unlike a rendering with the font missing', async (_, a, b) => {
    const { full, missing } = await renderPair(a, b);
    expect(full[0]!.equals(full[1]!)).toBe(false);
    expect(missing[0]!.equals(missing[1]!)).toBe(true);
    expect(full[0]!.equals(missing[0]!)).toBe(false);
  });
});

describe('share cards: versions and single flight', () => {
  it('gives a review a new URL when it is edited or voted on; the old URL keeps its image', async () => {
    const project = await insertProject(built.deps.db);
    const author = await signIn(built.app, newWallet());
    const doc = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      });
    const body = (title: string) => ({
      title,
      content: doc(`${title}: the team ships on time, the docs are clear and helpful. 中文 👍`),
      rate: 4,
      language: 'en',
    });
    const created = await built.app.inject({
      method: 'POST',
      url: `/api/project/${project.id}/reviews`,
      headers: author.auth,
      payload: body('First version title'),
    });
    expect(created.statusCode).toBe(200);
    const reviewId = created.json().data.id as string;
    const share = async () => {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/storage/share-review/${reviewId}`,
        headers: author.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.url as string;
    };
    const first = await share();
    expect(await share()).toBe(first);
    const firstPng = (await get(pathOf(first))).rawPayload;

    const edited = await built.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: author.auth,
      payload: body('Second version title'),
    });
    expect(edited.statusCode).toBe(200);
    const second = await share();
    expect(second).not.toBe(first);

    const voter = await signIn(built.app, newWallet());
    const vote = await built.app.inject({
      method: 'POST',
      url: `/api/review/${reviewId}/vote`,
      headers: voter.auth,
      payload: { vote: 'up' },
    });
    expect(vote.statusCode).toBe(200);
    const third = await share();
    expect(new Set([first, second, third]).size).toBe(3);

    const old = await get(pathOf(first));
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe(IMMUTABLE);
    expect(old.rawPayload.equals(firstPng)).toBe(true);
    const latest = await get(pathOf(third));
    expect(latest.rawPayload.equals(firstPng)).toBe(false);

    // blocked by moderation: every version of its card is gone
    const { reviews } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await built.deps.db
      .update(reviews)
      .set({ status: 'blocked' })
      .where(eq(reviews.id, Number(reviewId)));
    expect((await get(pathOf(first))).statusCode).toBe(404);
    expect((await get(pathOf(third))).statusCode).toBe(404);
  });

  it('gives a project a new URL when its rating changes, keeping the last 5 versions on disk', async () => {
    const project = await insertProject(built.deps.db, { avgStar: 3, reviewCount: 1 });
    const { auth } = await signIn(built.app, newWallet());
    const share = async () =>
      (
        await built.app.inject({
          method: 'POST',
          url: `/api/storage/share-project/${project.id}`,
          headers: auth,
        })
      ).json().data.url as string;
    const { projects } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const urls: string[] = [];
    for (let count = 1; count <= 7; count++) {
      await built.deps.db
        .update(projects)
        .set({ avgStar: 3.5, reviewCount: count })
        .where(eq(projects.id, project.id));
      urls.push(await share());
      // distinct write times, so "newest" is well defined
      await new Promise((r) => setTimeout(r, 15));
    }
    expect(new Set(urls).size).toBe(7);
    const folder = path.join(dataDir, 'share-cards', 'project', String(project.id));
    expect(fs.readdirSync(folder).filter((n) => n.endsWith('.png'))).toHaveLength(5);
    // a pruned version still answers: today's card, cached briefly
    const oldest = await get(pathOf(urls[0]!));
    expect(oldest.statusCode).toBe(200);
    expect(oldest.headers['cache-control']).toBe(SHORT);
    const newest = await get(pathOf(urls[6]!));
    expect(newest.headers['cache-control']).toBe(IMMUTABLE);
    expect(oldest.rawPayload.equals(newest.rawPayload)).toBe(true);
  });

  it('renders a new card once for a burst of 50 concurrent requests, then serves it in milliseconds', async () => {
    const project = await insertProject(built.deps.db, { name: 'Burst 爆发 project' });
    const author = await insertUser(built.deps.db);
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: author.id,
      title: 'A brand new review nobody has shared yet',
    });
    const before = built.shareCards.pool.renders;
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => get(`/api/public/share/review/${review.id}.png`)),
    );
    expect(built.shareCards.pool.renders - before).toBe(1);
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
    }
    // the versioned URL is now on disk: no render, one primary-key read
    const { auth } = await signIn(built.app, newWallet());
    const url = (
      await built.app.inject({
        method: 'POST',
        url: `/api/storage/share-review/${review.id}`,
        headers: auth,
      })
    ).json().data.url as string;
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await get(pathOf(url));
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    expect(built.shareCards.pool.renders - before).toBe(1);
    times.sort((a, b) => a - b);
    const median = times[10]!;
    console.log(`cached card: median ${median.toFixed(2)} ms over 20 requests`);
    expect(median).toBeLessThan(50);
  });
});

describe('share cards in page heads', () => {
  it('points og:image of project and review pages at their cards', async () => {
    const project = await insertProject(built.deps.db, { name: 'Meta Card' });
    const author = await insertUser(built.deps.db);
    const review = await insertReview(built.deps.db, { projectId: project.id, userId: author.id });
    const { auth } = await signIn(built.app, newWallet());
    for (const [kind, id] of [
      ['project', project.id],
      ['review', review.id],
    ] as const) {
      const made = await built.app.inject({
        method: 'POST',
        url: `/api/storage/share-${kind}/${id}`,
        headers: auth,
      });
      const { pageMeta } = await import('../pages/pages.service.ts');
      const page =
        kind === 'project'
          ? links.project({ ...project, id: String(project.id) })
          : `/reviews/${review.id}`;
      const meta = await pageMeta(built.deps, BASE, 'en', page);
      expect(meta).toMatchObject({ status: 200, image: made.json().data.url });
    }
  });
});

describe('render worker', () => {
  it('refuses new cards with 429 limit_rate while its queue is full, and serves them later', async () => {
    const { ShareCards } = await import('./share.service.ts');
    const cards = new ShareCards(built.deps, { maxQueue: 1 });
    const project = await insertProject(built.deps.db);
    const made = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const author = await insertUser(built.deps.db);
        const review = await insertReview(built.deps.db, {
          projectId: project.id,
          userId: author.id,
          title: `Queued review number ${i}`,
        });
        return (await import('./share.service.ts')).currentReviewCard(built.deps, review.id);
      }),
    );
    try {
      const results = await Promise.allSettled(made.map((card) => cards.png(card!)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          statusCode: 429,
          codes: ['limit_rate'],
        });
      // once the queue drains, the refused cards are made
      for (const card of made)
        expect((await cards.png(card!)).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    } finally {
      await cards.close();
    }
  });

  it('renders off the event loop: the main thread stays mostly idle while a new card is made', async () => {
    const { ShareCards, currentReviewCard } = await import('./share.service.ts');
    // a fresh worker: loading the fonts and rendering a CJK card take a while, all in the worker
    const cards = new ShareCards(built.deps);
    const project = await insertProject(built.deps.db, { name: '事件循环 Loop Project' });
    const author = await insertUser(built.deps.db, { displayName: '作者 Author' });
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: author.id,
      title: '不阻塞事件循环的分享卡片 🚀 never blocks the loop',
      contentText: '中文内容，日本語のテキスト、한국어 텍스트. '.repeat(12),
    });
    const card = (await currentReviewCard(built.deps, review.id))!;
    // event-loop utilisation: the share of wall time the main thread spent running rather
    // than waiting for events. A render on the main thread would keep it near 1 for the whole
    // ~2 s (font parsing, layout, rasterising); in the worker the loop mostly waits. Unlike
    // timer gaps, it is not inflated when a loaded machine simply schedules the process late.
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    try {
      const png = await cards.png(card);
      const took = performance.now() - started;
      const { utilization } = performance.eventLoopUtilization(before);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      console.log(
        `new card: ${took.toFixed(0)} ms, event loop busy ${(utilization * 100).toFixed(1)} % of it`,
      );
      expect(took).toBeGreaterThan(300);
      expect(utilization).toBeLessThan(0.25);
    } finally {
      await cards.close();
    }
  });

  it('ends its worker after a while without work and starts a new one for the next card', async () => {
    const { RenderPool } = await import('./share.pool.ts');
    const pool = new RenderPool(50);
    const job = await built.shareCards.job({
      kind: 'project',
      id: 1,
      name: 'Idle',
      symbol: null,
      chain: 'bsc',
      avgStar: 0,
      reviewCount: 0,
      description: null,
      avatarUrl: null,
    });
    try {
      await pool.render(job);
      const first = (pool as unknown as { worker: unknown }).worker;
      expect(first).toBeTruthy();
      // ended once idle for 50 ms (polled, no fixed wait)
      await vi.waitFor(() => expect((pool as unknown as { worker: unknown }).worker).toBeNull(), {
        timeout: 5000,
        interval: 20,
      });
      const png = await pool.render(job);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pool.renders).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
