// A job's shape and the PostgreSQL advisory lock that lets only one of several API processes run
// it at a time (PGlite has one process: no lock needed). Modules with periodic work import this;
// the timers that run the jobs are in jobs/runner.ts.
import { sideSessionSource } from './client.ts';
import type { Deps } from '../deps.ts';

export interface Job {
  name: string;
  lockKey: number;
  /** Between runs: fixed, or read from the configuration. */
  intervalMs: number | ((deps: Deps) => number);
  /** Resolves true when it changed what public reads show (the response cache is then emptied). */
  run(deps: Deps): Promise<boolean>;
}

/** Lock keys held by this process (PGlite has no other process, but a timer and a request). */
const heldHere = new Set<number>();

/**
 * Runs `work` holding the advisory lock `lockKey`, or resolves null at once when another process
 * or another caller in this one holds it. The timer and an on-demand run share this lock.
 *
 * On PostgreSQL the lock is a session-level one, taken on a connection of its own that stays
 * idle (no transaction) while the work runs; the work gets the ordinary pool and writes in its
 * own short transactions, so nothing is held open across a chain call. If that connection dies
 * (a database restart), PostgreSQL frees the lock, and another process may start the job
 * before this run ends.
 */
export async function withJobLock<T>(
  deps: Deps,
  lockKey: number,
  work: (deps: Deps) => Promise<T>,
): Promise<{ result: T } | null> {
  if (heldHere.has(lockKey)) return null;
  heldHere.add(lockKey);
  try {
    const connect = deps.dbKind === 'postgres' ? sideSessionSource(deps.db) : undefined;
    if (!connect) return { result: await work(deps) };
    const session = await connect();
    let broken: Error | undefined;
    try {
      const taken = await session
        .query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey])
        .catch((error: Error) => {
          broken = error;
          throw error;
        });
      if (!taken.rows[0]?.locked) return null;
      try {
        return { result: await work(deps) };
      } finally {
        await session.query('select pg_advisory_unlock($1)', [lockKey]).catch((error: Error) => {
          // the session is closed below: PostgreSQL frees its locks with it
          broken = error;
        });
      }
    } finally {
      session.release(broken);
    }
  } finally {
    heldHere.delete(lockKey);
  }
}
