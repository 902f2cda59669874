// Cross-origin reads: public reads answer any origin (`*`, no credentials) with the paging,
// revalidation and rate-limit headers readable; preflights are answered; authenticated routes
// answer only the origins of CORS_ORIGINS. The browser side is e2e/tests/cors.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { ConfigError } from '../src/config.ts';
import { EXPOSED_HEADERS, PREFLIGHT_MAX_AGE } from '../src/plugins/cors.ts';
import { insertProject, insertReview, insertUser } from './fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  testConfig,
  type TestDatabase,
} from './helper.ts';

const FOREIGN = 'https://wallet.example';
const PARTNER = 'https://partner.example';

let testDb: TestDatabase;
let built: BuiltApp;
let partnerApp: BuiltApp;
let project: Awaited<ReturnType<typeof insertProject>>;
let reviewId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  partnerApp = await createTestApp(testDb, {
    env: { CORS_ORIGINS: `${PARTNER}, http://127.0.0.1:5173` },
  });
  project = await insertProject(built.deps.db, { reviewCount: 1, avgStar: 4 });
  const author = await insertUser(built.deps.db);
  reviewId = (await insertReview(built.deps.db, { projectId: project.id, userId: author.id })).id;
});

afterAll(async () => {
  await built.app.close();
  await partnerApp.app.close();
  await testDb.cleanup();
});

const request = (
  app: BuiltApp,
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST',
  url: string,
  headers: Record<string, string> = {},
) => app.app.inject({ method, url, headers });

const preflight = (app: BuiltApp, url: string, origin: string, method: string, headers = '') =>
  request(app, 'OPTIONS', url, {
    origin,
    'access-control-request-method': method,
    ...(headers ? { 'access-control-request-headers': headers } : {}),
  });

describe('public reads from any origin', () => {
  it('answers a public GET with Allow-Origin *, no credentials, the useful headers exposed', async () => {
    const urls = [
      `/api/public/projects/${project.id}`,
      `/api/public/reviews/${reviewId}/signature`,
      `/api/public/feeds/projects/${project.id}.rss`,
      `/api/public/badge/projects/${project.id}.svg`,
      '/api/docs/json',
    ];
    for (const url of urls) {
      const res = await request(built, 'GET', url, { origin: FOREIGN });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
      const exposed = String(res.headers['access-control-expose-headers']).split(', ');
      for (const name of [
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'retry-after',
        'etag',
        'link',
      ])
        expect(exposed, url).toContain(name);
    }
    expect(EXPOSED_HEADERS).toContain('x-ratelimit-limit');
  });

  it('sends the same headers without an Origin, from the response cache and on errors', async () => {
    const url = `/api/public/projects/${project.id}`;
    // no Origin: a shared cache may keep this answer and give it to a cross-origin reader
    const plain = await request(built, 'GET', url);
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    const cached = await request(built, 'GET', url, { origin: FOREIGN });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.headers['access-control-allow-origin']).toBe('*');
    expect(cached.headers['access-control-expose-headers']).toBe(EXPOSED_HEADERS);
    const revalidated = await request(built, 'GET', url, {
      origin: FOREIGN,
      'if-none-match': String(cached.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe('*');
    const head = await request(built, 'HEAD', url, { origin: FOREIGN });
    expect(head.statusCode).toBe(200);
    expect(head.headers['access-control-allow-origin']).toBe('*');
    // an error a dapp should be able to read (the envelope)
    const missing = await request(built, 'GET', '/api/public/reviews/999999999/signature', {
      origin: FOREIGN,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const invalid = await request(built, 'GET', '/api/public/projects-trending?window=0', {
      origin: FOREIGN,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a 429 with Allow-Origin and a readable Retry-After', async () => {
    const limited = await createTestApp(testDb, { env: { RATE_LIMIT_ANON_PER_MIN: '2' } });
    try {
      const url = `/api/public/reviews/${reviewId}/signature`;
      const first = await request(limited, 'GET', url, { origin: FOREIGN });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-ratelimit-remaining']).toBe('1');
      expect((await request(limited, 'GET', url, { origin: FOREIGN })).statusCode).toBe(200);
      const refused = await request(limited, 'GET', url, { origin: FOREIGN });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(String(refused.headers['access-control-expose-headers'])).toContain('retry-after');
    } finally {
      await limited.app.close();
    }
  });

  it('answers a preflight of a public read with 204, the methods, headers and max age', async () => {
    const res = await preflight(
      built,
      `/api/public/projects/${project.id}`,
      FOREIGN,
      'GET',
      'if-none-match',
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(String(res.headers['access-control-allow-headers']).split(', ')).toContain(
      'if-none-match',
    );
    expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE));
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // a public read never needs a token: the browser refuses to send one
    expect(String(res.headers['access-control-allow-headers'])).not.toContain('authorization');
    const docs = await preflight(built, '/api/docs/json', FOREIGN, 'GET', 'if-none-match');
    expect(docs.statusCode).toBe(204);
    expect(docs.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives no CORS header to a write, to pages or to what is not public', async () => {
    const write = await request(built, 'POST', `/api/public/projects/${project.id}`, {
      origin: FOREIGN,
    });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    for (const url of ['/robots.txt', '/sitemap.xml', '/api/system-configs', '/api/docs']) {
      const res = await request(built, 'GET', url, { origin: FOREIGN });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

describe('authenticated routes', () => {
  it('refuse other origins: no CORS header on the answer, no preflight', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const res = await request(built, 'GET', '/api/me', { origin: FOREIGN, ...auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const pre = await preflight(built, '/api/me', FOREIGN, 'GET', 'authorization');
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-headers']).toBeUndefined();
    // with CORS_ORIGINS set, an origin not in it is refused the same way
    const stranger = await request(partnerApp, 'GET', '/api/me', { origin: FOREIGN, ...auth });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(stranger.headers.vary)).toContain('origin');
    const strangerPre = await preflight(partnerApp, '/api/me', FOREIGN, 'GET', 'authorization');
    expect(strangerPre.statusCode).toBe(404);
    expect(strangerPre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answer an origin of CORS_ORIGINS: echoed, Vary: Origin, the token header allowed', async () => {
    const { auth } = await signIn(partnerApp.app, newWallet());
    const pre = await preflight(
      partnerApp,
      '/api/me',
      'https://Partner.example',
      'PUT',
      'authorization, content-type',
    );
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://Partner.example');
    expect(String(pre.headers.vary)).toContain('origin');
    expect(String(pre.headers['access-control-allow-methods']).split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(pre.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(pre.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE));
    // tokens travel in a header, never in cookies: credentials stay off
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();

    const res = await request(partnerApp, 'GET', '/api/me', { origin: PARTNER, ...auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers.vary)).toContain('origin');
    expect(res.headers['cache-control']).toBe('no-store');
    const dev = await request(partnerApp, 'GET', '/api/me', {
      origin: 'http://127.0.0.1:5173',
      ...auth,
    });
    expect(dev.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    // a partner's public reads stay `*` (one cached answer for everybody)
    const pub = await request(partnerApp, 'GET', `/api/public/projects/${project.id}`, {
      origin: PARTNER,
    });
    expect(pub.headers['access-control-allow-origin']).toBe('*');
  });

  it('CORS_ORIGINS takes origins only and names itself when wrong', () => {
    expect(
      testConfig({ CORS_ORIGINS: 'https://a.example/, http://[::1]:8080' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://[::1]:8080']);
    expect(testConfig().corsOrigins).toEqual([]);
    for (const bad of ['https://a.example/app', '*', 'a.example', 'ftp://a.example'])
      expect(() => testConfig({ CORS_ORIGINS: bad }), bad).toThrow(
        expect.objectContaining({
          constructor: ConfigError,
          message: expect.stringContaining('CORS_ORIGINS') as string,
        }) as Error,
      );
  });
});
