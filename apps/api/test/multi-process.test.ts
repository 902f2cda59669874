// Two API processes on one PostgreSQL and one Redis (DESIGN.md 6): a session and a rate limit
// hold across both. Runs in the postgres project when TEST_REDIS_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { freePort } from './free-port.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import { newWallet } from './helper.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch.ts';

const enabled =
  process.env.TEST_DB_KIND === 'postgres' &&
  Boolean(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitHealthy(base: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy: ${logs.join('')}`);
}

describe.skipIf(!enabled)('several API processes', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let scratch: ScratchDatabase | undefined;
  let prefix = '';

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    scratch = await createScratchDatabase(baseUrl, 't_mp_');
    prefix = `crtest-${crypto.randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const logs: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          // one site behind a load balancer: every process names the same origin
          PUBLIC_URL: 'http://chainreview.test',
          DATABASE_URL: scratch.url,
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
          JWT_SECRET: 'multi-process-secret-multi-process-secret',
          LOG_SIGNING_KEY:
            'PRIVATE+KEY+test.chainreview.invalid/log+c36e5e7d+ATU1UZqSp08UgHIPxktbRKeYp6RVhfeuXq47TEhMdd9s',
          DEMO: '0',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_LOGIN_PER_MIN: '9',
          WEB_DIST_DIR: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => logs.push(String(d)));
      child.stderr?.on('data', (d) => logs.push(String(d)));
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      bases.push(base);
      // the first process migrates; start the second after it so they do not race on DDL
      await waitHealthy(base, child, logs);
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await scratch?.drop();
  });

  const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('keeps a session made on one process valid on the other, and its logout too', async () => {
    const [a, b] = bases as [string, string];
    const wallet = newWallet();
    const login = (await (await post(a, '/api/login', { address: wallet.address })).json()) as {
      data: { message: string };
    };
    const sign = await wallet.signMessage({ message: login.data.message });
    const verified = (await (
      await post(a, '/api/verify-login', { address: wallet.address, sign })
    ).json()) as { data: { access_token: string } };
    const auth = { authorization: `Bearer ${verified.data.access_token}` };
    expect((await fetch(`${b}/api/me`, { headers: auth })).status).toBe(200);
    expect((await post(b, '/api/logout', {}, auth)).status).toBe(200);
    expect((await fetch(`${a}/api/me`, { headers: auth })).status).toBe(401);
  });

  async function signInOn(base: string) {
    const wallet = newWallet();
    const login = (await (await post(base, '/api/login', { address: wallet.address })).json()) as {
      data: { message: string };
    };
    const sign = await wallet.signMessage({ message: login.data.message });
    const verified = (await (
      await post(base, '/api/verify-login', { address: wallet.address, sign })
    ).json()) as { data: { access_token: string } };
    return {
      token: verified.data.access_token,
      auth: { authorization: `Bearer ${verified.data.access_token}` },
    };
  }

  it('pushes a notification count to a stream on one process when the cause happens on the other', async () => {
    const [a, b] = bases as [string, string];
    const author = await signInOn(a);
    const voter = await signInOn(b);
    const events: number[] = [];
    const controller = new AbortController();
    // the ticket is issued by process B and redeemed on A (shared through Redis)
    const issued = await fetch(`${b}/api/notifications/stream-ticket`, {
      method: 'POST',
      headers: author.auth,
    });
    const { ticket } = ((await issued.json()) as { data: { ticket: string } }).data;
    const stream = await fetch(`${a}/api/notifications/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (chunk.done) break;
        for (const match of decoder.decode(chunk.value).matchAll(/data: (\{.*\})/g))
          events.push(JSON.parse(match[1]!).total);
      }
    })();

    const direct = new pg.Client({ connectionString: scratch!.url });
    await direct.connect();
    const project = await direct.query(
      `insert into projects (name, symbol, chain, status) values ('Multi', 'MLT', 'non_evm', 'active') returning id`,
    );
    await direct.end();
    const created = await post(
      a,
      `/api/project/${project.rows[0].id}/reviews`,
      {
        title: 'Across two processes',
        content: 'A review written to check that live counts cross API processes.',
        rate: 5,
        language: 'en',
      },
      author.auth,
    );
    const review = (await created.json()) as { data: { id: string } };
    expect(
      (await post(b, `/api/review/${review.data.id}/vote`, { vote: 'up' }, voter.auth)).status,
    ).toBe(200);
    const deadline = Date.now() + 5000;
    while (!events.includes(1) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    expect(events[0]).toBe(0);
    expect(events).toContain(1);
  });

  it("serves public reads from a cache both share, and shows a write made on one process in the other's next read", async () => {
    const [a, b] = bases as [string, string];
    const { auth } = await signInOn(a);
    const me = (await (await fetch(`${a}/api/me`, { headers: auth })).json()) as {
      data: { address: string };
    };
    const url = `/api/public/users/address/${me.data.address}`;
    const read = async (base: string) => {
      const res = await fetch(`${base}${url}`);
      const body = (await res.json()) as { data: { displayName: string | null } };
      return { cache: res.headers.get('x-cache'), name: body.data.displayName };
    };
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    // The background jobs move the generation on whenever they change public data (a trusted
    // rating, a score), which makes every entry stale: a hit is only owed for a stretch in which
    // the shared generation stayed put, so each stretch is tried again (a few times) until so.
    const steady = async <T>(stretch: () => Promise<T>) => {
      let outcome: { result: T; moved: boolean } | undefined;
      for (let attempt = 0; attempt < 5 && (!outcome || outcome.moved); attempt++) {
        const before = await redis.get(`${prefix}rc:gen`);
        const result = await stretch();
        outcome = { result, moved: (await redis.get(`${prefix}rc:gen`)) !== before };
      }
      expect(outcome!.moved, 'the generation moved in every try').toBe(false);
      return outcome!.result;
    };
    try {
      expect((await read(b)).cache).toBe('miss');
      const fromA = await steady(async () => {
        // a fresh render on B (a miss; or a hit on what it rendered just before)
        await read(b);
        // B stores its render in Redis beside its answer, not before it: wait until it is there
        const deadline = Date.now() + 5000;
        while (!(await redis.keys(`${prefix}rc:e:*${url}`)).length && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        // B's render is in Redis: A answers from it without a query
        return read(a);
      });
      expect(fromA).toEqual({ cache: 'hit', name: null });
      for (let i = 0; i < 10; i++) {
        const name = `Cached ${i}`;
        const put = await fetch(`${a}/api/me`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ displayName: name }),
        });
        expect(put.status).toBe(200);
        // the very next read, on the other process, is fresh; then it is cached again
        expect((await read(b)).name).toBe(name);
        const again = await steady(async () => {
          await read(b);
          return read(b);
        });
        expect(again).toEqual({ cache: 'hit', name });
      }
    } finally {
      redis.disconnect();
    }
  });

  it('shares the login rate limit between processes', async () => {
    const [a, b] = bases as [string, string];
    // the limit is 9 per minute per route and IP; the tests above used 4 /api/login calls
    const address = newWallet().address;
    const statuses = [];
    for (const base of [b, a, b, a, b, a])
      statuses.push((await post(base, '/api/login', { address })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
