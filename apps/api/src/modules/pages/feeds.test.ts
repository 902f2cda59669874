import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';
import { FEED_ITEMS } from './pages.feeds.ts';

const BASE = 'https://chainreview.example';
let testDb: TestDatabase;
let built: BuiltApp;
let project: Awaited<ReturnType<typeof insertProject>>;
let author: Awaited<ReturnType<typeof insertUser>>;
const reviewIds: number[] = [];

const get = (url: string) => built.app.inject({ method: 'GET', url });

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { PUBLIC_URL: BASE } });
  const db = built.deps.db;
  project = await insertProject(db, { name: 'Feed & <Co>', symbol: 'FED', reviewCount: 25 });
  author = await insertUser(db, { displayName: 'Bob "the" <Builder>' });
  const other = await insertProject(db, { name: 'Other' });
  const blocked = await insertProject(db, { name: 'Blocked', status: 'blocked' });
  await insertReview(db, { projectId: other.id, userId: author.id, title: 'On other' });
  await insertReview(db, { projectId: blocked.id, userId: author.id, title: 'On blocked' });
  for (let i = 0; i < FEED_ITEMS + 3; i++) {
    const user = i === 0 ? author : await insertUser(db);
    const row = await insertReview(db, {
      projectId: project.id,
      userId: user.id,
      title: `Review ${i} <b>&</b>`,
      contentText: `Body ${i} ]]> </description> 熊猫 🚀`,
      rate: (i % 5) + 1,
      status: i === 1 ? 'hidden' : 'active',
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    });
    reviewIds.push(row.id);
  }
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

describe('feeds', () => {
  for (const format of ['rss', 'atom'] as const) {
    it(`${format}: a project's newest active reviews, newest first, parsed by a feed parser`, async () => {
      const res = await get(`/api/public/feeds/projects/${project.id}.${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(`application/${format}+xml`);
      expect(res.headers['cache-control']).toContain('public');
      const feed = parseFeed(res.body);
      expect(feed.meta.type).toBe(format);
      expect(feed.title).toBe('Feed & <Co> (FED) reviews | ChainReview');
      expect(feed.items).toHaveLength(FEED_ITEMS);
      const newest = reviewIds[reviewIds.length - 1]!;
      expect(feed.items[0]!.url).toBe(`${BASE}/reviews/${newest}`);
      expect(feed.items[0]!.title).toBe(
        `Review ${FEED_ITEMS + 2} <b>&</b> (${((FEED_ITEMS + 2) % 5) + 1}/5)`,
      );
      expect(feed.items[0]!.description ?? feed.items[0]!.content).toContain(
        ']]> </description> 熊猫 🚀',
      );
      expect(feed.items[0]!.published?.toISOString()).toBe(
        new Date(Date.UTC(2025, 0, 1 + FEED_ITEMS + 2)).toISOString(),
      );
      expect(feed.items.map((i) => i.url)).not.toContain(`${BASE}/reviews/${reviewIds[1]}`);
    });

    it(`${format}: a user's reviews of active projects`, async () => {
      const res = await get(`/api/public/feeds/users/${author.address.toLowerCase()}.${format}`);
      expect(res.statusCode).toBe(200);
      const feed = parseFeed(res.body);
      expect(feed.title).toBe('Bob "the" <Builder> on ChainReview');
      const titles = feed.items.map((i) => i.title);
      expect(titles).toHaveLength(2);
      expect(titles.some((t) => t?.startsWith('On other - Other'))).toBe(true);
      expect(titles.some((t) => t?.startsWith('Review 0'))).toBe(true);
      expect(feed.items[0]!.authors[0]?.name).toBe('Bob "the" <Builder>');
    });
  }

  it('answers 404 in the envelope for missing, blocked or malformed feeds', async () => {
    const blocked = await insertProject(built.deps.db, { status: 'blocked' });
    for (const url of [
      '/api/public/feeds/projects/999999999.rss',
      `/api/public/feeds/projects/${blocked.id}.atom`,
      `/api/public/feeds/projects/${project.id}.json`,
      '/api/public/feeds/projects/abc.rss',
      '/api/public/feeds/users/0x0000000000000000000000000000000000000001.rss',
      '/api/public/feeds/users/%3Cx%3E.rss',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: ['not_found'] });
    }
  });
});
