// Background work on a timer, guarded by a PostgreSQL advisory lock so that only one of
// several API processes runs each job at a time (PGlite has one process: no lock needed).
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { withJobLock, type Job } from '../db/job-lock.ts';

export { withJobLock, type Job };

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
