import type { Job } from './runner.ts';
import { refreshProjectScores } from './scores.ts';
import { indexDonations } from '../modules/donations/donations.indexer.ts';

export const JOBS: Job[] = [
  { name: 'donation-indexer', lockKey: 727310102, intervalMs: 10_000, run: (deps) => indexDonations(deps).then(() => undefined) },
  { name: 'project-scores', lockKey: 727310101, intervalMs: 5 * 60_000, run: (deps) => refreshProjectScores(deps.db, deps.now()) },
];
