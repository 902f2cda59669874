// PostgreSQL stumbles under a bounded load of public reads and signed-in writes: frozen (the
// proxy holds every byte), dropped (a restart cuts every connection) and refused (down). The
// API answers 2xx, or 503 service_unavailable with Retry-After while the database is
// unreachable: never a 401 for a valid token, never another 5xx, never past its timeouts;
// every acknowledged vote is stored afterwards and the review counters equal the vote rows.
// Only meaningful on PostgreSQL (PGlite runs in process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database, type PoolTimeouts } from '../src/db/client.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { insertProject, insertReview, insertUser } from './fixtures.ts';
import {
  createTestDatabase,
  dbKind,
  newWallet,
  signIn,
  testConfig,
  type TestDatabase,
} from './helper.ts';

const TIMEOUTS: PoolTimeouts = {
  connectMs: 1000,
  statementMs: 2000,
  idleInTransactionMs: 2000,
  queryMs: 2500,
};
/**
 * The longest a request may take: its session check (a query timeout), then a connection
 * (connect timeout), a statement that gets no answer and the rollback queued behind it (two
 * query timeouts), plus a second for two busy cores.
 */
const REQUEST_BOUND_MS = TIMEOUTS.connectMs + 3 * TIMEOUTS.queryMs + 1000;
/** After a fault ends, requests already waiting may still fail for this long. */
const FAULT_TAIL_MS = TIMEOUTS.connectMs + 2 * TIMEOUTS.queryMs;

/** A freeze or an outage lasts at least this long (and until clients have had 503s). */
const OUTAGE_MS = 3000;

const WRITERS = 3;
const PUBLIC_READERS = 2;
const PROJECTS = 10;
// enough reviews that no writer runs out during the faults (each attempt uses one up)
const AUTHORS_PER_PROJECT = 60;

interface Outcome {
  kind: 'public-read' | 'member-read' | 'write';
  status: number;
  start: number;
  end: number;
  retryAfter: string | undefined;
  codes: unknown;
}

let testDb: TestDatabase;
let proxy: FaultProxy;
let proxied: Database;
let built: BuiltApp;
const projectIds: number[] = [];
const reviewIds: number[] = [];
let members: Array<{ id: number; auth: Record<string, string> }> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (checked every 20 ms), failing after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe.skipIf(dbKind !== 'postgres')('PostgreSQL faults under load', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    for (let p = 0; p < PROJECTS; p++) {
      const project = await insertProject(db, { name: `Fault ${p}` });
      projectIds.push(project.id);
    }
    for (let a = 0; a < AUTHORS_PER_PROJECT; a++) {
      const author = await insertUser(db);
      for (const projectId of projectIds)
        reviewIds.push((await insertReview(db, { projectId, userId: author.id })).id);
    }
    const target = new URL(testDb.database.url!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxied = await openDatabase({
      url: proxy.url(testDb.database.url!),
      poolSize: 5,
      timeouts: TIMEOUTS,
    });
    built = await buildApp({
      // every read reaches the database (the response cache would hide the fault)
      config: testConfig({ RESPONSE_CACHE: 'off' }),
      database: proxied,
      logger: false,
    });
    members = [];
    for (let w = 0; w < WRITERS; w++) {
      const session = await signIn(built.app, newWallet());
      members.push({ id: Number(session.user.id), auth: session.auth });
    }
  });
  afterAll(async () => {
    await built?.app.close();
    await proxied?.close();
    await proxy?.close();
    await testDb?.cleanup();
  });

  it('answers 2xx or 503 in bounded time through a freeze, a restart and an outage, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: Array<{ userId: number; reviewId: number }> = [];
    const faults: Array<{ name: string; start: number; end: number }> = [];
    let running = true;

    const send = async (
      kind: Outcome['kind'],
      method: 'GET' | 'POST',
      url: string,
      headers: Record<string, string> = {},
      payload?: object,
    ) => {
      const start = performance.now();
      const res = await built.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const end = performance.now();
      const retryAfter = res.headers['retry-after'];
      outcomes.push({
        kind,
        status: res.statusCode,
        start,
        end,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        codes: res.statusCode >= 400 ? res.json().message : undefined,
      });
      return res;
    };

    // a bounded load: a few clients, each one request at a time with a short pause between
    const publicReader = async (n: number) => {
      for (let i = n; running; i++) {
        const projectId = projectIds[i % projectIds.length]!;
        await send(
          'public-read',
          'GET',
          i % 2 ? `/api/public/projects/${projectId}` : '/api/public/projects?limit=5',
        );
        await sleep(5);
      }
    };
    const memberReader = async () => {
      for (let i = 0; running; i++) {
        await send('member-read', 'GET', '/api/me', members[i % members.length]!.auth);
        await sleep(5);
      }
    };
    const writer = async (member: (typeof members)[number], offset: number) => {
      // each review once per member (a first vote costs no energy); after a 503 the outcome is
      // unknown, so the member moves on instead of voting again
      for (let i = 0; running && i < reviewIds.length; i++) {
        const reviewId = reviewIds[(offset + i) % reviewIds.length]!;
        const res = await send('write', 'POST', `/api/review/${reviewId}/vote`, member.auth, {
          vote: 'up',
        });
        if (res.statusCode === 200) acknowledged.push({ userId: member.id, reviewId });
        // a refused database answers at once: back off so an outage does not use up the reviews
        await sleep(res.statusCode === 200 ? 5 : 50);
      }
    };
    const clients = [
      ...Array.from({ length: PUBLIC_READERS }, (_, n) => publicReader(n)),
      memberReader(),
      ...members.map((member, w) => writer(member, w * 37)),
    ];

    const served = (after: number, kind?: Outcome['kind']) =>
      outcomes.filter((o) => o.start >= after && o.status < 300 && (!kind || o.kind === kind))
        .length;
    const refused = (after: number) =>
      outcomes.filter((o) => o.start >= after && o.status === 503).length;
    const health = async () =>
      (await built.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    /**
     * Runs a fault for at least `minMs` and until `ended` holds (clients have felt it), then
     * `end`s it and waits for recovery.
     */
    const fault = async (
      name: string,
      minMs: number,
      begin: () => void,
      ended: (start: number) => boolean | Promise<boolean>,
      end: () => void,
    ) => {
      const start = performance.now();
      begin();
      await until(
        async () => performance.now() - start >= minMs && (await ended(start)),
        15_000,
        `${name} to be felt`,
      );
      end();
      const stop = performance.now();
      faults.push({ name, start, end: stop });
      // recovered: reads and writes served again
      await until(
        () => served(stop, 'write') >= 3 && served(stop, 'public-read') >= 3,
        15_000,
        `recovery after ${name}`,
      );
    };

    try {
      await until(
        () => served(0, 'write') >= 5 && served(0, 'member-read') >= 3,
        15_000,
        'the load',
      );
      // frozen: held until clients have had 503s (their timeouts ran out)
      await fault(
        'pause',
        OUTAGE_MS,
        () => proxy.pause(),
        (start) => refused(start) >= 3,
        () => proxy.resume(),
      );
      // every open connection cut (in the middle of requests), new ones pass
      await fault(
        'drop',
        0,
        () => proxy.drop(),
        () => true,
        () => undefined,
      );
      // down: refused until health says so and clients have had 503s
      let healthDown = 0;
      await fault(
        'refuse',
        OUTAGE_MS,
        () => proxy.refuse(),
        async (start) => {
          healthDown = await health();
          return healthDown === 503 && refused(start) >= 3;
        },
        () => proxy.resume(),
      );
      expect(healthDown).toBe(503);
      await until(async () => (await health()) === 200, 10_000, 'health 200 again');
    } finally {
      // a failed step must not leave clients calling a closed app
      running = false;
      await Promise.allSettled(clients);
    }

    // what the clients saw
    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const slowest = Math.max(...outcomes.map((o) => o.end - o.start));
    const faultFigures = faults.map((f) => ({
      fault: f.name,
      ms: Math.round(f.end - f.start),
      requests: outcomes.filter((o) => o.start >= f.start && o.start <= f.end).length,
      '503': outcomes.filter((o) => o.start >= f.start && o.start <= f.end && o.status === 503)
        .length,
      slowestMs: Math.round(
        Math.max(
          0,
          ...outcomes
            .filter((o) => o.start >= f.start && o.start <= f.end)
            .map((o) => o.end - o.start),
        ),
      ),
    }));
    console.log(
      JSON.stringify({
        requests: outcomes.length,
        byStatus: Object.fromEntries(byStatus),
        acknowledgedWrites: acknowledged.length,
        slowestMs: Math.round(slowest),
        boundMs: REQUEST_BOUND_MS,
        faults: faultFigures,
      }),
    );

    // only 2xx and 503; never a 401 for these valid tokens
    expect(byStatus.get(401)).toBeUndefined();
    expect([...byStatus.keys()].filter((s) => s >= 300 && s !== 503)).toEqual([]);
    // each 503 is the envelope with Retry-After, while a fault was on (or just after)
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(o.retryAfter).toBe('5');
      expect(o.codes).toEqual(['service_unavailable']);
      const during = faults.some((f) => o.end >= f.start && o.start <= f.end + FAULT_TAIL_MS);
      expect(during, `a 503 at ${Math.round(o.start)} ms outside every fault`).toBe(true);
    }
    // nothing waited past its timeouts
    expect(slowest).toBeLessThan(REQUEST_BOUND_MS);

    // every acknowledged vote is stored; every counter equals its rows (read directly)
    const direct = testDb.database.db;
    const stored = await direct.execute<{ user_id: number; review_id: number }>(
      sql`select user_id, review_id from votes where vote = 1`,
    );
    const rows = new Set(
      (stored as unknown as { rows: Array<{ user_id: number; review_id: number }> }).rows.map(
        (r) => `${r.user_id}:${r.review_id}`,
      ),
    );
    const missing = acknowledged.filter((a) => !rows.has(`${a.userId}:${a.reviewId}`));
    expect(missing).toEqual([]);
    const mismatched = await direct.execute(sql`
      select r.id, r.up_vote_count, r.down_vote_count,
             count(v.id) filter (where v.vote = 1) as ups,
             count(v.id) filter (where v.vote = -1) as downs
        from reviews r left join votes v on v.review_id = r.id
       group by r.id
      having r.up_vote_count <> count(v.id) filter (where v.vote = 1)
          or r.down_vote_count <> count(v.id) filter (where v.vote = -1)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 90_000);
});
