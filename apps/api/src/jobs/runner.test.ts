// The job runner on PostgreSQL: the advisory lock lives on a session of its own, and no
// transaction stays open while a job waits (on a chain call, here on a promise we hold).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { readMeta, writeMeta } from '../db/app-meta.ts';
import { createTestDatabase, dbKind, type TestDatabase } from '../../test/helper.ts';
import type { Deps } from '../deps.ts';
import { Metrics } from '../lib/metrics.ts';
import { runExclusive, startJobs, withJobLock } from './runner.ts';

let testDb: TestDatabase;
let observer: pg.Client;
beforeAll(async () => {
  testDb = await createTestDatabase();
  observer = new pg.Client({ connectionString: testDb.database.url });
  await observer.connect();
});
afterAll(async () => {
  await observer?.end();
  await testDb.cleanup();
});

/** What the server shows of this database's other sessions. */
async function sessions() {
  const { rows } = await observer.query<{ state: string | null; query: string }>(
    `select state, query from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows;
}

async function advisoryLocksHeld(key: number): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and granted and objid = $1`,
    [key],
  );
  return rows[0]!.n;
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.skipIf(dbKind !== 'postgres')('job runner on PostgreSQL', () => {
  const deps = () =>
    ({
      db: testDb.database.db,
      dbKind: testDb.database.kind,
      publicDataChanged: async () => undefined,
    }) as unknown as Deps;

  it('holds no transaction open while a job waits, and its writes are visible at once', async () => {
    const key = 727_310_201;
    const waiting = gate();
    const release = gate();
    const running = withJobLock(deps(), key, async (locked) => {
      // the job's own short write, then a wait as long as a chain call
      await writeMeta(locked.db, 'runner-test', 'written');
      waiting.open();
      await release.opened;
      return 'done';
    });
    await waiting.opened;
    const during = await sessions();
    expect(during.filter((s) => s.state?.startsWith('idle in transaction'))).toEqual([]);
    expect(during.filter((s) => s.state === 'active')).toEqual([]);
    // the lock is held (by a session, not a transaction) and the write is already committed
    expect(await advisoryLocksHeld(key)).toBe(1);
    const { rows } = await observer.query(`select value from app_meta where key = 'runner-test'`);
    expect(rows).toEqual([{ value: 'written' }]);
    release.open();
    expect(await running).toEqual({ result: 'done' });
    expect(await advisoryLocksHeld(key)).toBe(0);
  });

  it('turns a second runner away while the lock is held, in this process or another', async () => {
    const key = 727_310_202;
    const release = gate();
    const inside = gate();
    const first = withJobLock(deps(), key, async () => {
      inside.open();
      await release.opened;
      return 1;
    });
    await inside.opened;
    // this process: refused without asking the database
    expect(await withJobLock(deps(), key, async () => 2)).toBeNull();
    // another process: the lock is taken on the server
    const other = await observer.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    expect(other.rows[0]!.locked).toBe(false);
    release.open();
    expect(await first).toEqual({ result: 1 });
    // released: another process takes it
    const after = await observer.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    expect(after.rows[0]!.locked).toBe(true);
    expect(await withJobLock(deps(), key, async () => 3)).toBeNull();
    await observer.query('select pg_advisory_unlock($1)', [key]);
    expect(await withJobLock(deps(), key, async () => 4)).toEqual({ result: 4 });
  });

  it('releases the lock when the job fails, and keeps what the job had committed', async () => {
    const key = 727_310_203;
    await expect(
      runExclusive(deps(), {
        name: 'fails',
        lockKey: key,
        intervalMs: 1000,
        run: async (locked) => {
          await writeMeta(locked.db, 'runner-failed', 'kept');
          throw new Error('chain read failed');
        },
      }),
    ).rejects.toThrow('chain read failed');
    expect(await advisoryLocksHeld(key)).toBe(0);
    expect(await readMeta(testDb.database.db, 'runner-failed')).toBe('kept');
  });

  it('counts runs and failures by job', async () => {
    const metrics = new Metrics();
    const done = gate();
    let calls = 0;
    const stop = startJobs(
      { ...deps(), metrics },
      [
        {
          name: 'flaky',
          lockKey: 727_310_204,
          intervalMs: 10,
          run: async () => {
            calls += 1;
            if (calls === 3) done.open();
            if (calls % 2 === 0) throw new Error('no');
            return false;
          },
        },
      ],
      { error: () => undefined } as never,
    );
    await done.opened;
    stop();
    const text = await metrics.text();
    expect(text).toMatch(/^chainreview_job_runs_total\{job="flaky"\} [23]$/m);
    expect(text).toMatch(/^chainreview_job_failures_total\{job="flaky"\} 1$/m);
  });
});
