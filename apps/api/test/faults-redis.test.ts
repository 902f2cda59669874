// Redis faults under load: two API instances ("processes") on one database and one Redis of the
// test's own behind the fault proxy, while workers read public pages and write (follows,
// reviews) signed in. Redis is refused, frozen, cut and restarted empty, and an instance starts
// while it is unreachable. Nothing answers 5xx or 401, nothing waits past the command timeout,
// every acknowledged write is there and counters equal rows, a write shows at once after Redis
// restarts empty, and the rate limit holds per process during an outage.
// Redis faults need no PostgreSQL: they run in the pglite project only.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { insertProject } from './fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  dbKind,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';
import { startRedisServer, until, type RedisServer } from './redis-server.ts';

const COMMAND_TIMEOUT_MS = 300;
// a request may wait for one Redis command that times out; the rest is the database's work
// (in-process PGlite, uncached reads during an outage) on a shared, loaded test machine
const REQUEST_BOUND_MS = COMMAND_TIMEOUT_MS + 2700;
// a fault lasts at least this long (longer than the bound: a request stuck on Redis shows)
const FAULT_MS = 3200;

interface Done {
  what: string;
  phase: string;
  at: number;
  status: number;
  ms: number;
}

let testDb: TestDatabase;
let server: RedisServer;
let proxy: FaultProxy;
let env: Record<string, string>;
const apps: BuiltApp[] = [];
let a: BuiltApp;
let b: BuiltApp;
const projectIds: number[] = [];
const users: { id: number; auth: Record<string, string> }[] = [];

async function build(extra: Record<string, string> = {}) {
  const built = await createTestApp(testDb, { env: { ...env, ...extra } });
  apps.push(built);
  return built;
}

const up = (...built: BuiltApp[]) => built.every((x) => x.deps.cache.status() === 'up');
const down = (...built: BuiltApp[]) => built.every((x) => x.deps.cache.status() === 'down');

async function readProject(app: BuiltApp, id: number) {
  const res = await app.app.inject({ method: 'GET', url: `/api/public/projects/${id}` });
  expect(res.statusCode).toBe(200);
  return {
    cache: res.headers['x-cache'],
    followers: (res.json() as { data: { followersCount: number } }).data.followersCount,
  };
}

async function follow(app: BuiltApp, user: (typeof users)[number], id: number, on: boolean) {
  return app.app.inject({
    method: on ? 'POST' : 'DELETE',
    url: `/api/follows/${id}/project`,
    headers: user.auth,
  });
}

describe.skipIf(dbKind !== 'pglite')('Redis faults', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await startRedisServer();
    proxy = await startFaultProxy({ host: '127.0.0.1', port: server.port });
    env = {
      REDIS_URL: proxy.url(server.url),
      REDIS_PREFIX: `fault-${crypto.randomBytes(4).toString('hex')}:`,
      REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    };
    a = await build();
    b = await build();
    for (let i = 0; i < 4; i++) projectIds.push((await insertProject(testDb.database.db)).id);
    for (let i = 0; i < 4; i++) {
      const signed = await signIn(a.app, newWallet());
      users.push({ id: Number(signed.user.id), auth: signed.auth });
    }
  });

  afterAll(async () => {
    for (const built of apps) await built.app.close();
    await proxy?.close();
    await server?.stop();
    await testDb?.cleanup();
  });

  it('serves reads and writes through refused, frozen, cut and restarted Redis, losing nothing', async () => {
    const done: Done[] = [];
    const following = new Map<string, boolean>();
    const reviewed = new Set<string>();
    let stopped = false;
    let phase = 'healthy';
    const t0 = performance.now();

    const timed = async (what: string, work: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const res = await work();
      done.push({
        what,
        phase,
        at: Math.round(started - t0),
        status: res.statusCode,
        ms: performance.now() - started,
      });
      return res;
    };

    // one worker per user: a user's writes are in order, so the last acknowledged one holds
    const worker = async (index: number) => {
      const user = users[index]!;
      let step = index;
      while (!stopped) {
        step++;
        const app = step % 2 ? a : b;
        const projectId = projectIds[step % projectIds.length]!;
        const op = step % 5;
        if (op === 0)
          await timed('list', () =>
            app.app.inject({ method: 'GET', url: '/api/public/projects?limit=5' }),
          );
        else if (op === 1)
          await timed('project', () =>
            app.app.inject({ method: 'GET', url: `/api/public/projects/${projectId}` }),
          );
        else if (op === 2)
          await timed('me', () =>
            app.app.inject({ method: 'GET', url: '/api/me', headers: user.auth }),
          );
        else if (op === 3) {
          const key = `${user.id}:${projectId}`;
          const on = !following.get(key);
          const res = await timed('follow', () => follow(app, user, projectId, on));
          if (res.statusCode === 200) following.set(key, on);
        } else {
          const key = `${user.id}:${projectId}`;
          if (reviewed.has(key)) continue;
          const res = await timed('review', () =>
            app.app.inject({
              method: 'POST',
              url: `/api/project/${projectId}/reviews`,
              headers: user.auth,
              payload: {
                title: `Review ${key}`,
                content: `A review written while Redis stumbles, by ${key}, to be kept.`,
                rate: 4,
                language: 'en',
              },
            }),
          );
          if (res.statusCode < 300) reviewed.add(key);
        }
      }
    };
    // first calls load and compile code paths: warm them before anything is timed
    const warm = await signIn(a.app, newWallet());
    const warmUser = { id: Number(warm.user.id), auth: warm.auth };
    for (const app of [a, b]) {
      await app.app.inject({ method: 'GET', url: '/api/public/projects?limit=5' });
      await readProject(app, projectIds[0]!);
      await app.app.inject({ method: 'GET', url: '/api/me', headers: warmUser.auth });
      await follow(app, warmUser, projectIds[0]!, true);
      await follow(app, warmUser, projectIds[0]!, false);
    }
    await a.app.inject({
      method: 'POST',
      url: `/api/project/${projectIds[0]}/reviews`,
      headers: warmUser.auth,
      payload: { title: 'Warm', content: 'A first review to warm the path up.'.repeat(2), rate: 4 },
    });
    const workers = users.map((_, i) => worker(i));

    /** Keeps a fault on for FAULT_MS and while at least `requests` requests complete. */
    const hold = async (requests: number) => {
      const started = Date.now();
      const from = done.length;
      await until(
        () => done.length - from >= requests && Date.now() - started >= FAULT_MS,
        15_000,
        'requests during the fault',
      );
    };
    const recovered = async () => {
      await until(() => up(a, b), 10_000, 'redis back on both');
      const from = done.length;
      await until(() => done.length - from >= 10, 10_000, 'requests after the fault');
    };

    try {
      await until(() => done.length >= 20, 10_000, 'load running');
      // down: connections reset, new ones refused
      phase = 'refused';
      proxy.refuse();
      await until(() => down(a, b), 5000, 'both see redis down');
      await hold(30);
      proxy.resume();
      phase += '-resumed';
      await recovered();
      // frozen: connections open, nothing answers
      phase = 'paused';
      proxy.pause();
      await until(() => down(a, b), 5000, 'both see redis frozen');
      await hold(30);
      proxy.resume();
      phase += '-resumed';
      await recovered();
      // cut: every connection reset at once (a failover, a restart with its data)
      phase = 'dropped';
      proxy.drop();
      await recovered();
      // restarted empty
      phase = 'restarted';
      await server.restart();
      await recovered();
    } finally {
      stopped = true;
      await Promise.all(workers);
    }

    const failed = done.filter((d) => d.status >= 500 || d.status === 401);
    expect(failed).toEqual([]);
    const slowest = done.reduce((max, d) => (d.ms > max.ms ? d : max), done[0]!);
    expect(done.filter((d) => d.ms >= REQUEST_BOUND_MS)).toEqual([]);
    expect(done.filter((d) => d.what === 'follow').length).toBeGreaterThan(10);
    expect(reviewed.size).toBeGreaterThan(0);

    // every acknowledged write is there, and nothing else
    const { db } = testDb.database;
    const rows = await db.execute<{ user_id: number; project_id: number }>(
      sql`select user_id, project_id from project_follows`,
    );
    const stored = new Set(
      (rows as unknown as { rows: { user_id: number; project_id: number }[] }).rows.map(
        (r) => `${r.user_id}:${r.project_id}`,
      ),
    );
    const expected = new Set([...following].filter(([, on]) => on).map(([key]) => key));
    expect([...stored].sort()).toEqual([...expected].sort());
    const reviews = await db.execute(sql`select user_id || ':' || project_id as key from reviews`);
    const reviewKeys = (reviews as unknown as { rows: { key: string }[] }).rows
      .map((r) => r.key)
      .filter((key) => !key.startsWith(`${warmUser.id}:`));
    expect(reviewKeys.sort()).toEqual([...reviewed].sort());
    // counters equal rows
    const counters = await db.execute(sql`
      select p.id,
        p.followers_count = (select count(*) from project_follows f where f.project_id = p.id) as followers_ok,
        p.review_count = (select count(*) from reviews r where r.project_id = p.id) as reviews_ok
      from projects p`);
    for (const row of (counters as unknown as { rows: Record<string, unknown>[] }).rows)
      expect(row).toMatchObject({ followers_ok: true, reviews_ok: true });

    const phases = new Map<string, { n: number; max: number }>();
    for (const d of done) {
      const seen = phases.get(d.phase) ?? { n: 0, max: 0 };
      phases.set(d.phase, { n: seen.n + 1, max: Math.max(seen.max, Math.round(d.ms)) });
    }
    console.info(
      `redis faults: ${done.length} requests, slowest ${Math.round(slowest.ms)} ms (${slowest.what}), ` +
        `${following.size} follow pairs, ${reviewed.size} reviews; per phase (requests, slowest ms): ` +
        [...phases].map(([name, p]) => `${name} ${p.n} ${p.max}`).join(', '),
    );
  }, 60_000);

  it('shows a write at once, on both processes, after Redis restarts empty', async () => {
    const id = projectIds[0]!;
    const signed = await signIn(a.app, newWallet());
    const user = { id: Number(signed.user.id), auth: signed.auth };
    await until(() => up(a, b), 5000, 'redis up');
    expect((await follow(a, user, id, true)).statusCode).toBe(200);
    const following = (await readProject(a, id)).followers;
    await readProject(b, id);
    expect((await readProject(b, id)).cache).toBe('hit');

    await server.restart();
    await until(() => up(a, b), 5000, 'redis up after the restart');
    expect((await follow(a, user, id, false)).statusCode).toBe(200);
    // the writer's next read, and the other process within its poll
    expect((await readProject(a, id)).followers).toBe(following - 1);
    await until(
      async () => (await readProject(b, id)).followers === following - 1,
      3000,
      'the other process sees the write',
    );
  });

  it('starts while Redis is unreachable, serves reads and writes, and joins Redis when it comes', async () => {
    const id = projectIds[1]!;
    const signed = await signIn(a.app, newWallet());
    const user = { id: Number(signed.user.id), auth: signed.auth };
    // A caches the project while Redis is up
    await until(() => up(a), 5000, 'redis up');
    await readProject(a, id);
    expect((await readProject(a, id)).cache).toBe('hit');
    proxy.refuse();
    let c: BuiltApp;
    try {
      const started = performance.now();
      c = await build();
      expect(performance.now() - started).toBeLessThan(5000);
      expect(c.deps.cache.status()).toBe('down');
      const me = await c.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
      expect(me.statusCode).toBe(200);
      const before = (await readProject(c, id)).followers;
      // a write on C while nobody hears of it through Redis
      const on = (await follow(c, user, id, true)).statusCode === 200;
      expect(on).toBe(true);
      expect((await readProject(c, id)).followers).toBe(before + 1);
      proxy.resume();
      await until(() => up(a, c), 5000, 'C connects when Redis comes');
      // A hears of C's write once Redis is back (nothing rendered before the outage is served)
      await until(
        async () => (await readProject(a, id)).followers === before + 1,
        3000,
        'A shows the write made on C during the outage',
      );
    } finally {
      proxy.resume();
    }
  });

  it('keeps the rate limit per process while Redis is away: the 5th read passes, the 6th is 429', async () => {
    const limited = { RATE_LIMIT_ANON_PER_MIN: '5' };
    const d1 = await build(limited);
    const d2 = await build(limited);
    await until(() => up(d1, d2), 5000, 'redis up');
    const read = (app: BuiltApp, ip: string) =>
      app.app.inject({ method: 'GET', url: '/api/public/projects?limit=1', remoteAddress: ip });
    // Redis up: one count for both processes
    const shared = '10.0.0.1';
    const together: string[] = [];
    for (const app of [d1, d2, d1, d2, d1, d2]) {
      const res = await read(app, shared);
      together.push(`${res.statusCode} ${res.headers['x-ratelimit-remaining']}`);
    }
    expect(together).toEqual(['200 4', '200 3', '200 2', '200 1', '200 0', '429 0']);

    proxy.refuse();
    try {
      await until(() => down(d1, d2), 5000, 'redis down');
      const ip = '10.0.0.2';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await read(d1, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // the other process counts its own (N processes: N times the limit during an outage)
      expect((await read(d2, ip)).statusCode).toBe(200);
    } finally {
      proxy.resume();
    }
  });
});
