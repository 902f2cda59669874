// The platform around the modules: envelope, health, docs, system configs, config parsing,
// rate limits and the SPA fallback.
import fs from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_LEVELS, systemConfigSchema } from '@chainreview/shared';
import { loadConfig, ConfigError } from '../src/config.ts';
import type { BuiltApp } from '../src/app.ts';
import {
  createTestApp,
  createTestDatabase,
  dbKind,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

let testDb: TestDatabase;
let built: BuiltApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  built.app.get('/api/test-boom', async () => {
    throw new Error('secret internals at /srv/db password=hunter2');
  });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

describe('error envelope', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: ['not_found'] });
  });

  it('answers an unexpected failure with something_was_wrong and no internals', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: ['something_was_wrong'],
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('stack');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Array.isArray(res.json().message)).toBe(true);
  });

  it('lists field-level codes for validation failures', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const res = await built.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { displayName: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('display_name_blank');
    const long = await built.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { bio: 'x'.repeat(301) },
    });
    expect(long.json().message).toContain('bio_too_long');
  });
});

describe('health and docs', () => {
  it('reports ok, the database kind and the dependencies that are off', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        status: 'ok',
        db: { status: 'up', kind: dbKind, latencyMs: expect.any(Number) },
        redis: { status: 'off', latencyMs: null },
        chain: { status: 'off', chainId: null, block: null, latencyMs: null },
        indexer: { status: 'off', block: null, lagBlocks: null },
      },
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/verify-login', '/api/me']),
    );
  });

  it('sets security headers', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('system configs', () => {
  it('publishes every field of spec section 3', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/public/system-configs' });
    expect(res.statusCode).toBe(200);
    const data = systemConfigSchema.parse(res.json().data);
    expect(data.tokenHolderPercent).toHaveLength(8);
    expect(data.scoreLevel).toHaveLength(9);
    expect(data.scoreLevel).toEqual(SCORE_LEVELS.map((l) => ({ ...l })));
    expect(data.chains.find((c) => c.chain === 'bsc')).toMatchObject({
      chainId: 56,
      symbol: 'BNB',
      name: 'BNB Chain',
    });
    expect(data).toMatchObject({ reviewEnergy: 10, voteEnergy: 1, recycleEnergyStep: 86400 });
    // spec 9: every supported chain id, BNB Testnet included, with its one name
    for (const [chainId, name] of [
      [1, 'Ethereum'],
      [10, 'Optimism'],
      [25, 'Cronos'],
      [56, 'BNB Chain'],
      [97, 'BNB Testnet'],
      [128, 'Huobi'],
      [137, 'Polygon'],
      [250, 'Fantom'],
      [2000, 'Dogechain'],
      [42161, 'Arbitrum'],
      [43114, 'Avalanche'],
    ] as const) {
      const entry = data.chains.find((c) => c.chainId === chainId);
      expect(entry, `chain ${chainId}`).toMatchObject({ name });
      expect(entry?.icon.url).toMatch(/^\/chains\/[a-z_]+\.svg$/);
    }
    expect(data.limits).toMatchObject({ reviewTitle: { min: 10, max: 100 } });
    expect(data.donation.enabled).toBe(false);
    expect(data.bscQuoteTokenAddress.map((q) => q.quote)).toContain('WBNB');
  });
});

describe('profiles', () => {
  it('serves a public profile by address in any case, with isFollowed only when signed in', async () => {
    const wallet = newWallet();
    const { auth } = await signIn(built.app, wallet);
    const pub = await built.app.inject({
      method: 'GET',
      url: `/api/public/users/address/${wallet.address.toLowerCase()}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.address).toBe(wallet.address);
    expect(pub.json().data).not.toHaveProperty('isFollowed');
    const priv = await built.app.inject({
      method: 'GET',
      url: `/api/users/address/${wallet.address}`,
      headers: auth,
    });
    expect(priv.json().data.isFollowed).toBe(false);
    const anon = await built.app.inject({
      method: 'GET',
      url: `/api/users/address/${wallet.address}`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('rejects a bad address and answers can_not_find_user for an unknown one', async () => {
    const bad = await built.app.inject({ method: 'GET', url: '/api/public/users/address/0xnope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["Invalid 'address' parameter"]);
    const unknown = await built.app.inject({
      method: 'GET',
      url: `/api/public/users/address/${newWallet().address}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['can_not_find_user']);
  });

  it('updates display name, bio and language of the signed-in user only', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const res = await built.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { displayName: '  Satoshi  ', bio: 'Reviews DeFi.', language: 'vi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      displayName: 'Satoshi',
      bio: 'Reviews DeFi.',
      language: 'vi',
    });
    const unknownField = await built.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { score: 99999 },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers limit_rate after the login limit', async () => {
    const limited = await createTestApp(testDb, { env: { RATE_LIMIT_LOGIN_PER_MIN: '3' } });
    const wallet = newWallet();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { address: wallet.address },
        }),
      );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429, 429]);
    for (const refused of answers.slice(3))
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: ['limit_rate'],
      });
    await limited.app.close();
  });

  it('limits signed-in writes per user', async () => {
    const limited = await createTestApp(testDb, { env: { RATE_LIMIT_WRITE_PER_MIN: '2' } });
    const { auth } = await signIn(limited.app, newWallet());
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await limited.app.inject({
            method: 'PUT',
            url: '/api/me',
            headers: auth,
            payload: { language: 'en' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    await limited.app.close();
  });
});

describe('configuration', () => {
  it('stops with a readable message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'x'.repeat(32) })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'x'.repeat(32) })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_ADDRESSES: 'bob', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /ADMIN_ADDRESSES/,
    );
    expect(() => loadConfig({ CHAIN_RPC_URL_56: 'ftp://x', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /CHAIN_RPC_URL_56/,
    );
  });

  it('uses the documented defaults and generates a JWT secret in DATA_DIR once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-config-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      demo: 'auto',
    });
    expect(Buffer.from(a.jwtSecret).toString()).toBe(Buffer.from(b.jwtSecret).toString());
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('single-page app', () => {
  it('serves index.html for app routes and keeps API 404s as envelopes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const withWeb = await createTestApp(testDb, { env: { WEB_DIST_DIR: dist } });
    const page = await withWeb.app.inject({ method: 'GET', url: '/recently-reviews' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('id="root"');
    // a project that does not exist: still the app (it shows 'Project not found'), with 404
    const missing = await withWeb.app.inject({
      method: 'GET',
      url: '/project/bsc/some-project-0xabc',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('id="root"');
    const api = await withWeb.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toEqual(['not_found']);
    await withWeb.app.close();
  });

  it('serves hashed assets precompressed and immutable, and HTML compressed and revalidated', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-web-'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
    const withWeb = await createTestApp(testDb, { env: { WEB_DIST_DIR: dist } });
    const asset = (encoding?: string) =>
      withWeb.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // the page itself: compressed on the fly, never kept stale
    const page = await withWeb.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
    await withWeb.app.close();
  });
});
