// Background work on a timer, guarded by a PostgreSQL advisory lock so that only one of
// several API processes runs each job at a time (PGlite has one process: no lock needed).
import type { FastifyBaseLogger } from 'fastify';
import { sideSessionSource } from '../db/client.ts';
import type { Deps } from '../deps.ts';

export interface Job {
  name: string;
  lockKey: number;
  /** Between runs: fixed, or read from the configuration. */
  intervalMs: number | ((deps: Deps) => number);
  /** Resolves true when it changed what public reads show (the response cache is then emptied). */
  run(deps: Deps): Promise<boolean>;
}

/** Runs the job once unless another process holds its lock; true when it ran. */
export async function runExclusive(deps: Deps, job: Job): Promise<boolean> {
  const ran = await runLocked(deps, job);
  if (ran === 'changed') await deps.publicDataChanged();
  return ran !== false;
}

async function runLocked(deps: Deps, job: Job): Promise<false | 'ran' | 'changed'> {
  const held = await withJobLock(deps, job.lockKey, (locked) => job.run(locked));
  if (!held) return false;
  return held.result ? 'changed' : 'ran';
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

export function startJobs(deps: Deps, jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  for (const job of jobs) {
    const tick = async () => {
      if (stopped) return;
      try {
        if (await runExclusive(deps, job)) deps.metrics?.jobRan(job.name, false);
      } catch (error) {
        deps.metrics?.jobRan(job.name, true);
        log.error({ err: error, job: job.name }, 'background job failed');
      }
      const interval = typeof job.intervalMs === 'function' ? job.intervalMs(deps) : job.intervalMs;
      if (!stopped) timers.push(setTimeout(tick, interval).unref());
    };
    timers.push(setTimeout(tick, 1000).unref());
  }
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
