// GET /api/health reports each dependency: 200 ok, 200 degraded when only Redis or the chain
// does not answer, 503 when the database does not (PostgreSQL through the fault proxy), each
// within about a second whatever hangs; /api/health/live touches nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMeta } from '../src/db/app-meta.ts';
import { embeddedArchive } from '../src/db/backup.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { HEALTH_CHECK_TIMEOUT_MS } from '../src/modules/health/health.service.ts';
import { startChainHead, type ChainHead } from './chain-head.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { createTestDatabase, dbKind, testConfig, type TestDatabase } from './helper.ts';

const CHAIN_ID = 97;
const CONTRACT = '0x00000000000000000000000000000000000d0a7e';
const BUSD = '0x000000000000000000000000000000000000b05d';
const redisUrl = process.env.TEST_REDIS_URL;

let testDb: TestDatabase;
let chain: ChainHead;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  chain = await startChainHead(CHAIN_ID, 1_000n);
  // the donation indexer read up to block 990
  await writeMeta(
    testDb.database.db,
    `donation-indexer:${CHAIN_ID}:${CONTRACT}`,
    JSON.stringify({ block: '990', hash: `0x${'ab'.repeat(32)}` }),
  );
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await chain?.close();
  await testDb.cleanup();
});

const chainEnv = () => ({
  DONATION_CONTRACT_ADDRESS: CONTRACT,
  BUSD_ADDRESS: BUSD,
  DONATION_CHAIN_ID: String(CHAIN_ID),
  [`CHAIN_RPC_URL_${CHAIN_ID}`]: chain.url,
});

async function app(env: Record<string, string>, database: Database = testDb.database) {
  const built = await buildApp({ config: testConfig(env), database, logger: false });
  closers.push(() => built.app.close());
  return built;
}

async function health(built: BuiltApp) {
  const start = performance.now();
  const res = await built.app.inject({ method: 'GET', url: '/api/health' });
  return { res, ms: performance.now() - start, body: res.json().data };
}

/** A check's deadline plus room for a loaded two-core machine. */
const PROBE_BOUND_MS = HEALTH_CHECK_TIMEOUT_MS + 1500;

describe('GET /api/health', () => {
  it('is ok with every dependency up, and reports the indexer lag in blocks', async () => {
    const built = await app(chainEnv());
    const { res, body } = await health(built);
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      db: { status: 'up', kind: dbKind, latencyMs: expect.any(Number) },
      redis: { status: 'off', latencyMs: null },
      chain: { status: 'up', chainId: CHAIN_ID, block: 1000, latencyMs: expect.any(Number) },
      indexer: { status: 'ok', block: 990, lagBlocks: 10 },
    });
    chain.head = 1_250n;
    expect((await health(built)).body.indexer).toEqual({
      status: 'ok',
      block: 990,
      lagBlocks: 260,
    });
    chain.head = 990n;
    expect((await health(built)).body.indexer.lagBlocks).toBe(0);
    chain.head = 1_000n;
  });

  it('is degraded (200) while the chain does not answer, within its deadline', async () => {
    const built = await app(chainEnv());
    chain.hanging = true;
    try {
      const { res, ms, body } = await health(built);
      expect(res.statusCode).toBe(200);
      expect(body.status).toBe('degraded');
      expect(body.db.status).toBe('up');
      expect(body.chain).toMatchObject({ status: 'down', chainId: CHAIN_ID, block: null });
      expect(body.indexer).toEqual({ status: 'unknown', block: 990, lagBlocks: null });
      expect(ms).toBeLessThan(PROBE_BOUND_MS);
    } finally {
      chain.hanging = false;
    }
    expect((await health(built)).body.status).toBe('ok');
  });

  it.skipIf(dbKind !== 'pglite')(
    'is degraded (200) with the database busy while an online backup dumps it, ok after',
    async () => {
      const built = await app({});
      // a dump that lasts until the test lets it end (PGlite answers no query meanwhile)
      let finish!: (blob: Blob) => void;
      const dumped = new Promise<Blob>((resolve) => (finish = resolve));
      let started!: () => void;
      const dumping = new Promise<void>((resolve) => (started = resolve));
      const client = {
        query: async () => undefined,
        dumpDataDir: () => {
          started();
          return dumped;
        },
      };
      const archive = embeddedArchive(client as never, testConfig({}).dataDir);
      await dumping;
      const during = await health(built);
      expect(during.res.statusCode).toBe(200);
      expect(during.body).toMatchObject({ status: 'degraded', db: { status: 'busy' } });
      finish(new Blob([new Uint8Array([1, 2, 3])]));
      await archive;
      const after = await health(built);
      expect(after.body).toMatchObject({ status: 'ok', db: { status: 'up' } });
    },
  );

  it('says the chain and the indexer are off when donations are not configured', async () => {
    const { body } = await health(await app({}));
    expect(body.status).toBe('ok');
    expect(body.chain).toEqual({ status: 'off', chainId: null, block: null, latencyMs: null });
    expect(body.indexer).toEqual({ status: 'off', block: null, lagBlocks: null });
  });

  it('is documented with both answers in the OpenAPI document', async () => {
    const doc = (await (await app({})).app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/health'].get.responses;
    // its own 503 (the health body), besides the error envelope's answers every route has
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(responses['503'].content['application/json'].schema.properties.data).toBeDefined();
    const data = responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties).sort()).toEqual([
      'chain',
      'db',
      'indexer',
      'redis',
      'status',
    ]);
  });

  it.skipIf(!redisUrl)(
    'is degraded (200) while Redis does not answer, ok again after',
    async () => {
      const target = new URL(redisUrl!);
      const proxy = await startFaultProxy({
        host: target.hostname,
        port: Number(target.port || 6379),
      });
      closers.push(() => proxy.close());
      const built = await app({
        REDIS_URL: proxy.url(redisUrl!),
        REDIS_PREFIX: `health-${process.pid}-${Date.now()}:`,
      });
      expect((await health(built)).body.redis).toEqual({
        status: 'up',
        latencyMs: expect.any(Number),
      });
      proxy.pause();
      const paused = await health(built);
      expect(paused.res.statusCode).toBe(200);
      expect(paused.body.status).toBe('degraded');
      expect(paused.body.redis.status).toBe('down');
      expect(paused.ms).toBeLessThan(PROBE_BOUND_MS);
      proxy.resume();
      await expect.poll(async () => (await health(built)).body.status).toBe('ok');
    },
  );

  describe.skipIf(dbKind !== 'postgres')('with PostgreSQL behind a fault proxy', () => {
    let proxy: FaultProxy;
    let built: BuiltApp;
    beforeAll(async () => {
      const target = new URL(testDb.database.url!);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const database = await openDatabase({
        url: proxy.url(testDb.database.url!),
        poolSize: 4,
        timeouts: { connectMs: 1000, statementMs: 2000, idleInTransactionMs: 2000, queryMs: 2500 },
      });
      closers.push(() => proxy.close());
      closers.push(() => database.close());
      built = await app({}, database);
    });

    it('answers 503 with Retry-After while the database refuses, 200 once it is back', async () => {
      expect((await health(built)).res.statusCode).toBe(200);
      proxy.refuse();
      const down = await health(built);
      expect(down.res.statusCode).toBe(503);
      expect(down.res.headers['retry-after']).toBe('5');
      expect(down.body.status).toBe('down');
      expect(down.body.db).toMatchObject({ status: 'down', kind: 'postgres' });
      expect(down.ms).toBeLessThan(PROBE_BOUND_MS);
      // liveness touches nothing
      const live = await built.app.inject({ method: 'GET', url: '/api/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { data: { status: 'ok' } }]);
      proxy.resume();
      await expect.poll(async () => (await health(built)).res.statusCode).toBe(200);
    });

    it('answers 503 within its deadline while the database is frozen', async () => {
      proxy.pause();
      try {
        const frozen = await health(built);
        expect(frozen.res.statusCode).toBe(503);
        expect(frozen.body.db.status).toBe('down');
        expect(frozen.ms).toBeLessThan(PROBE_BOUND_MS);
      } finally {
        proxy.resume();
      }
      await expect.poll(async () => (await health(built)).res.statusCode).toBe(200);
    });
  });
});
