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
  const outcome = (changed: boolean) => (changed ? 'changed' : 'ran');
  if (deps.dbKind === 'pglite') return outcome(await job.run(deps));
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return false;
    return outcome(await job.run({ ...deps, db: tx as unknown as Deps['db'] }));
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
