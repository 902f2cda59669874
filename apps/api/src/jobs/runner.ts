// Background work on a timer, guarded by a PostgreSQL advisory lock so that only one of
// several API processes runs each job at a time (PGlite has one process: no lock needed).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';

export interface Job {
  name: string;
  lockKey: number;
  intervalMs: number;
  run(deps: Deps): Promise<void>;
}

/** Runs the job once unless another process holds its lock; true when it ran. */
export async function runExclusive(deps: Deps, job: Job): Promise<boolean> {
  if (deps.dbKind === 'pglite') {
    await job.run(deps);
    return true;
  }
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return false;
    await job.run({ ...deps, db: tx as unknown as Deps['db'] });
    return true;
  });
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
