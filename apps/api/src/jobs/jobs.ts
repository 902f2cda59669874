import type { Job } from './runner.ts';
import { refreshProjectScores } from './scores.ts';

export const JOBS: Job[] = [
  { name: 'project-scores', lockKey: 727310101, intervalMs: 5 * 60_000, run: (deps) => refreshProjectScores(deps.db, deps.now()) },
];
