// Background work on a timer, guarded by a PostgreSQL advisory lock so that only one of
// several API processes runs each job at a time (PGlite has one process: no lock needed).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';

export interface Job {
  name: string;
  lockKey: number;
  intervalMs: number;
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
 * Runs `work` holding the advisory lock `lockKey` (PostgreSQL: a transaction-scoped lock, the
 * work sees that transaction as its db), or resolves null at once when another process or
 * another caller in this one holds it. The timer and an on-demand run share this lock.
 */
export async function withJobLock<T>(
  deps: Deps,
  lockKey: number,
  work: (deps: Deps) => Promise<T>,
): Promise<{ result: T } | null> {
  if (heldHere.has(lockKey)) return null;
  heldHere.add(lockKey);
  try {
    if (deps.dbKind === 'pglite') return { result: await work(deps) };
    return await deps.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
      const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
      if (!rows[0]?.locked) return null;
      return { result: await work({ ...deps, db: tx as unknown as Deps['db'] }) };
    });
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
        await runExclusive(deps, job);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'background job failed');
      }
      if (!stopped) timers.push(setTimeout(tick, job.intervalMs).unref());
    };
    timers.push(setTimeout(tick, 1000).unref());
  }
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
