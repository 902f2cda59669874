// The PostgreSQL pool's timeouts and which errors mean "the database cannot serve now".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, dbKind, type TestDatabase } from '../../test/helper.ts';
import { isDatabaseUnavailable, openDatabase, sqlState, type Database } from './client.ts';

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('says yes to connection failures, timeouts and exhaustion, wrapped or not', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('idle-in-transaction timeout'), { code: '25P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('says no to errors about the statement or its data', () => {
    for (const code of ['23505', '23503', '22P02', '40P01', '42P01']) {
      const error = wrapped(Object.assign(new Error('refused'), { code }));
      expect(isDatabaseUnavailable(error), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe.skipIf(dbKind !== 'postgres')('the PostgreSQL pool with timeouts', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({
      url: testDb.database.url,
      poolSize: 3,
      timeouts: { connectMs: 1000, statementMs: 500, idleInTransactionMs: 700, queryMs: 1500 },
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.cleanup();
  });

  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('sets the statement and idle-in-transaction timeouts on every session', async () => {
    const [settings] = rows<{ st: string; it: string }>(
      await database.db.execute(
        sql`select current_setting('statement_timeout') as st,
                   current_setting('idle_in_transaction_session_timeout') as it`,
      ),
    );
    expect(settings).toEqual({ st: '500ms', it: '700ms' });
  });

  it('keeps a connection that finished its work (transactions reuse it)', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 5; i++)
      await database.db.transaction(async (tx) => {
        pids.add(
          rows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid,
        );
      });
    expect(pids.size).toBe(1);
    expect(database.poolState!()).toMatchObject({ waiting: 0 });
  });

  it('cancels a statement past its timeout, which counts as unavailable', async () => {
    const error = await database.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('gives up waiting for a connection when the pool is exhausted, which counts as unavailable', async () => {
    const small = await openDatabase({
      url: testDb.database.url,
      poolSize: 1,
      timeouts: { connectMs: 300, statementMs: 500, idleInTransactionMs: 5000, queryMs: 1500 },
    });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const holder = small.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        entered();
        await held;
      });
      await inside;
      const start = performance.now();
      const error = await small.db.execute(sql`select 1`).then(
        () => null,
        (e: unknown) => e,
      );
      const waited = performance.now() - start;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(small.poolState!()).toMatchObject({ total: 1 });
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(1500);
      release();
      await holder;
    } finally {
      await small.close();
    }
  });

  it('ends a transaction left idle past its timeout', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        const [{ pid }] = rows<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        ) as [{ pid: number }];
        // idle inside the transaction (as a network call would keep it) until the server ends
        // the session
        await expect
          .poll(
            async () =>
              rows<{ n: number }>(
                await testDb.database.db.execute(
                  sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`,
                ),
              )[0]!.n,
            { timeout: 5000, interval: 100 },
          )
          .toBe(0);
        await tx.execute(sql`select 2`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isDatabaseUnavailable(error)).toBe(true);
    // the pool serves again
    expect(rows(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
