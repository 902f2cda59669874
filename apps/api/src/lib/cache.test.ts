// The cache against a redis-server of its own behind the fault proxy: it starts without Redis,
// degrades within its command timeout when Redis is refused, frozen or restarted empty, logs an
// outage once, keeps single-use values single-use, and its pub/sub and counters come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy.ts';
import { startRedisServer, until, type RedisServer } from '../../test/redis-server.ts';
import { memoryCache, redisCache, type Cache, type CacheLogger } from './cache.ts';

// no database involved: once (the pglite project) is enough
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const TIMEOUT_MS = 200;
// the slack a loaded test machine needs beyond the command timeout
const MARGIN_MS = 400;

let server: RedisServer;
let proxy: FaultProxy;
const caches: Cache[] = [];
let n = 0;

function events() {
  const seen = { warn: 0, info: 0 };
  const log: CacheLogger = { warn: () => seen.warn++, info: () => seen.info++ };
  return { seen, log };
}

function open(log?: CacheLogger, prefix = `c${++n}:`) {
  const cache = redisCache(proxy.url(server.url), prefix, {
    commandTimeoutMs: TIMEOUT_MS,
    probeMs: 50,
    ...(log ? { log } : {}),
  });
  caches.push(cache);
  return cache;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  if (onPostgres) return;
  server = await startRedisServer();
  proxy = await startFaultProxy({ host: '127.0.0.1', port: server.port });
});
afterAll(async () => {
  for (const cache of caches) await cache.close();
  await proxy?.close();
  await server?.stop();
});

describe.skipIf(onPostgres)('memory cache', () => {
  it('raises a counter by one, or to the floor when the floor is higher', async () => {
    const cache = memoryCache();
    expect(await cache.raise('g', 0)).toBe(1);
    expect(await cache.raise('g', 1)).toBe(2);
    expect(await cache.raise('g', 100)).toBe(100);
    expect(await cache.incr('g')).toBe(101);
  });
});

describe.skipIf(onPostgres)('redis cache', () => {
  it('starts while Redis is refused, serves misses at once, and connects when Redis comes', async () => {
    proxy.refuse();
    const { seen, log } = events();
    const cache = open(log);
    try {
      const first = await timed(() => cache.get('k'));
      expect(first.value).toBeNull();
      expect(first.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      expect(cache.status()).toBe('down');
      await cache.set('k', 'kept here', 60);
      expect(await cache.get('k')).toBe('kept here');
      await expect(cache.incr('n')).rejects.toThrow();
      for (let i = 0; i < 20; i++) await cache.get(`miss${i}`);
      expect(seen.warn).toBe(1);
    } finally {
      proxy.resume();
    }
    await until(() => cache.status() === 'up', 5000, 'redis up');
    expect(seen.info).toBe(1);
    await cache.set('shared', 'v', 60);
    expect(await cache.get('shared')).toBe('v');
    expect(await cache.incr('n')).toBe(1);
  });

  it('answers within its timeout while Redis is frozen, then at once, and comes back', async () => {
    const { seen, log } = events();
    const cache = open(log);
    await cache.set('k', 'v', 60);
    proxy.pause();
    try {
      const frozen = await timed(() => cache.get('k'));
      expect(frozen.value).toBeNull();
      expect(frozen.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(frozen.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      expect(cache.status()).toBe('down');
      // no more waits once Redis is known to be away
      const next = await timed(() =>
        Promise.all([cache.get('k'), cache.del('k'), cache.take('t')]),
      );
      expect(next.ms).toBeLessThan(MARGIN_MS);
      const published = await timed(() => cache.publish('ch', 'm'));
      expect(published.ms).toBeLessThan(MARGIN_MS);
      expect(seen.warn).toBe(1);
    } finally {
      proxy.resume();
    }
    await until(() => cache.status() === 'up', 5000, 'redis up');
    expect(seen.info).toBe(1);
  });

  it('hands a single-use value out once, whether it was set before, during or after an outage', async () => {
    const cache = open();
    await cache.set('before', 'b', 60);
    proxy.refuse();
    try {
      await until(() => cache.status() === 'down', 2000, 'redis down');
      // kept in Redis: not handed out while Redis is away, and still once afterwards
      expect(await cache.take('before')).toBeNull();
      await cache.set('during', 'd', 60);
      expect(await cache.take('during')).toBe('d');
      expect(await cache.take('during')).toBeNull();
      await cache.set('during-later', 'l', 60);
    } finally {
      proxy.resume();
    }
    await until(() => cache.status() === 'up', 5000, 'redis up');
    expect(await cache.take('before')).toBe('b');
    expect(await cache.take('before')).toBeNull();
    expect(await cache.take('during-later')).toBe('l');
    expect(await cache.take('during-later')).toBeNull();
  });

  it('delivers pub/sub in process during an outage and across caches again after a restart', async () => {
    const prefix = `ps${++n}:`;
    const a = open(undefined, prefix);
    const b = open(undefined, prefix);
    const heardA: string[] = [];
    const heardB: string[] = [];
    await a.subscribe('ch', (m) => heardA.push(m));
    await b.subscribe('ch', (m) => heardB.push(m));
    // pub/sub is lossy until b's subscription is made: publish until b hears one
    let sent = 0;
    await until(
      async () => {
        await a.publish('ch', `one-${++sent}`);
        return heardB.length > 0;
      },
      3000,
      'b hears one',
    );
    // a hears each of its own messages once (at once, not again through Redis)
    expect(heardA).toEqual(Array.from({ length: sent }, (_, i) => `one-${i + 1}`));

    await server.restart();
    await a.publish('ch', 'during');
    expect(heardA).toContain('during');
    await until(() => a.status() === 'up' && b.status() === 'up', 5000, 'both up');
    // the subscriber connection resubscribes on its own; keep publishing until b hears one
    await until(
      async () => {
        await a.publish('ch', 'after');
        return heardB.includes('after');
      },
      5000,
      'b hears after the restart',
    );
    expect(new Set(heardA).size).toBe(sent + 1 + 1);
  });

  it('raises a counter that never goes back, even when Redis restarts empty', async () => {
    const cache = open();
    const first = await cache.raise('gen', 1000);
    expect(first).toBe(1000);
    expect(await cache.raise('gen', 0)).toBe(1001);
    await server.restart();
    await until(() => cache.status() === 'up', 5000, 'redis up after restart');
    expect(await cache.get('gen')).toBeNull();
    expect(await cache.raise('gen', 1002)).toBe(1002);
  });

  it('closes while Redis is refused without waiting', async () => {
    proxy.refuse();
    try {
      const cache = redisCache(proxy.url(server.url), `close${++n}:`, {
        commandTimeoutMs: TIMEOUT_MS,
      });
      await cache.get('k');
      const closed = await timed(() => cache.close());
      expect(closed.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    } finally {
      proxy.resume();
    }
  });
});
