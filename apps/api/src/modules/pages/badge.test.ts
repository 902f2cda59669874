import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { BADGE_HEIGHT, BADGE_WIDTH } from './pages.badge.ts';

const BASE = 'https://chainreview.example';
let testDb: TestDatabase;
let built: BuiltApp;
let project: Awaited<ReturnType<typeof insertProject>>;

const get = (url: string) => built.app.inject({ method: 'GET', url });

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { PUBLIC_URL: BASE } });
  project = await insertProject(built.deps.db, {
    name: 'Badge <Swap> & "Co"',
    symbol: 'BDG',
    chain: 'bsc',
    reviewCount: 42,
    avgStar: 3.66,
  });
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

function expectFrameableAnywhere(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();
  expect(String(headers['content-security-policy'])).toContain('frame-ancestors *');
  expect(String(headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toContain('public');
}

describe('embeddable rating badge', () => {
  it('SVG: well-formed, exact size, stars, average to one decimal, review count, escaped name', async () => {
    const res = await get(`/api/public/badge/projects/${project.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expectFrameableAnywhere(res.headers);
    const { window } = new JSDOM('');
    const doc = new window.DOMParser().parseFromString(res.body, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.getAttribute('width')).toBe(String(BADGE_WIDTH));
    expect(svg.getAttribute('height')).toBe(String(BADGE_HEIGHT));
    expect(svg.getAttribute('aria-label')).toBe(
      'Badge <Swap> & "Co" (BDG): 3.7 out of 5, 42 reviews on ChainReview',
    );
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts).toEqual(['Badge <Swap> & "Co" (BDG)', '3.7', '42 reviews', 'ChainReview']);
    // 3.7 stars: three full, one 70 % filled, one empty
    const offsets = [...doc.getElementsByTagName('linearGradient')].map((g) =>
      Number(g.getElementsByTagName('stop')[0]!.getAttribute('offset')),
    );
    expect(offsets.map((o) => Math.round(o * 10) / 10)).toEqual([1, 1, 1, 0.7, 0]);
  });

  it('iframe page links back to the project and may be framed anywhere', async () => {
    const res = await get(`/embed/badge/${project.id}.html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectFrameableAnywhere(res.headers);
    const { document } = new JSDOM(res.body).window;
    const link = document.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(
      `${BASE}/project/bsc/badge-swap-co-bdg-${project.contractAddress!.toLowerCase()}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('svg')).not.toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('the rest of the app still refuses to be framed', async () => {
    for (const url of ['/api/health/live', `/api/projects/${project.id}`]) {
      const res = await get(url);
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], url).toBeDefined();
    }
  });

  it('answers 404 for blocked, missing or malformed badges', async () => {
    const blocked = await insertProject(built.deps.db, { status: 'blocked' });
    for (const url of [
      `/api/public/badge/projects/${blocked.id}.svg`,
      '/api/public/badge/projects/999999999.svg',
      `/api/public/badge/projects/${project.id}.png`,
      `/embed/badge/${blocked.id}.html`,
      '/embed/badge/x.html',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
