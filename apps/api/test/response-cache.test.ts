// The public read cache and compression: hits after the first read, ETag/304, a write empties it
// before its own answer leaves (read-your-writes), private writes leave it alone, compressed
// forms match the body, the cache can be switched off. Two processes: multi-process.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { pickEncoding } from '../src/plugins/response-cache.ts';
import { insertProject } from './fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let projectId: string;
const extra: BuiltApp[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  for (let i = 0; i < 12; i++) {
    const row = await insertProject(testDb.database.db, {
      description: 'A project with enough text to make a list worth compressing. '.repeat(3),
    });
    projectId = String(row.id);
  }
});
afterAll(async () => {
  for (const app of [built, ...extra]) await app.app.close();
  await testDb.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}, app = built) =>
  app.app.inject({ method: 'GET', url, headers });

describe('public read cache', () => {
  it('answers the second read from the cache with the same body and an ETag', async () => {
    const first = await get('/api/public/projects?limit=10&sort=createdAt');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get('/api/public/projects?limit=10&sort=createdAt');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // security headers stay on cached answers
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body to a repeat visitor with the ETag', async () => {
    const url = `/api/public/projects/${projectId}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    for (const res of [await get(url, { 'if-none-match': etag })]) {
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('renders concurrent misses of one read once; the others are answered from it', async () => {
    const url = '/api/public/projects?limit=7&sort=createdAt';
    const before = built.responseCache.stats();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    const after = built.responseCache.stats();
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.map((res) => res.headers['x-cache']).sort()).toEqual([
      ...Array(5).fill('hit'),
      'miss',
    ]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(5);
  });

  it('lets waiters render for themselves when the first read fails', async () => {
    const url = '/api/public/projects/999999998';
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(4).fill(404));
    expect(answers.every((res) => res.headers['x-cache'] !== 'hit')).toBe(true);
  });

  it('keeps no error, and no answer that failed validation', async () => {
    const bad = await get('/api/public/projects?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/public/projects?limit=abc')).headers['x-cache']).not.toBe('hit');
    const missing = await get('/api/public/projects/999999999');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/public/projects/999999999')).headers['x-cache']).not.toBe('hit');
  });

  it("shows a write to the writer's very next read (the cache is emptied before it answers)", async () => {
    const url = `/api/public/projects/${projectId}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const before = (await get(url)).json().data.followersCount as number;
    const { token } = await signIn(built.app, newWallet());
    const follow = await built.app.inject({
      method: 'POST',
      url: `/api/follows/${projectId}/project`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(follow.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.followersCount).toBe(before + 1);
  });

  it('is not emptied by writes that change nothing public (the bell, sessions)', async () => {
    const { token } = await signIn(built.app, newWallet());
    await get('/api/public/projects?limit=3');
    const generation = built.responseCache.generation();
    const read = await built.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all-notifications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBeLessThan(300);
    expect(built.responseCache.generation()).toBe(generation);
    expect((await get('/api/public/projects?limit=3')).headers['x-cache']).toBe('hit');
    // a refused write changes nothing either
    const refused = await built.app.inject({
      method: 'POST',
      url: '/api/follows/999999999/project',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(built.responseCache.generation()).toBe(generation);
  });

  it('is emptied by a background job that changed public data', async () => {
    const generation = built.responseCache.generation();
    await built.deps.publicDataChanged();
    expect(built.responseCache.generation()).toBeGreaterThan(generation);
  });

  it('never keeps reads that move with the clock (quest states)', async () => {
    const first = await get('/api/public/campaigns');
    expect(first.statusCode).toBe(200);
    expect((await get('/api/public/campaigns')).headers['x-cache']).toBeUndefined();
  });

  it('can be switched off (RESPONSE_CACHE=off)', async () => {
    const off = await createTestApp(testDb, { env: { RESPONSE_CACHE: 'off' } });
    extra.push(off);
    await get('/api/public/projects?limit=10', {}, off);
    const again = await get('/api/public/projects?limit=10', {}, off);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('compression', () => {
  const url = '/api/public/projects?limit=12&sort=createdAt';

  it('answers brotli or gzip as the client accepts, on misses and hits alike', async () => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round++) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
    // br;q=0 is a refusal
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('compresses uncached answers too, and leaves small ones alone', async () => {
    const { token } = await signIn(built.app, newWallet());
    const docs = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(docs.headers['content-encoding']).toBe('br');
    const me = await built.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });
});
