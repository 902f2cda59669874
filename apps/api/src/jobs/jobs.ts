import type { Job } from './runner.ts';
import { refreshProjectScores } from './scores.ts';
import { indexDonations } from '../modules/donations/index.ts';
import { indexQuestEscrow, runQuestLifecycle } from '../modules/quests/index.ts';
import { checkpointJob } from '../modules/tlog/index.ts';
import { runLogAnchor } from '../modules/anchor/index.ts';

import { LOG_ANCHOR, VOTE_INTEGRITY } from '@chainreview/shared';
import { runVoteIntegrity, VOTE_INTEGRITY_LOCK_KEY } from '../modules/trust/index.ts';

export const JOBS: Job[] = [
  checkpointJob,
  {
    // looks at pending anchors on each tick; sends one at most every LOG_ANCHOR_INTERVAL_MS
    name: 'log-anchor',
    lockKey: 727310121,
    intervalMs: LOG_ANCHOR.tickMs,
    run: (deps) => runLogAnchor(deps),
  },
  {
    name: 'vote-integrity',
    lockKey: VOTE_INTEGRITY_LOCK_KEY,
    intervalMs: VOTE_INTEGRITY.intervalMs,
    run: (deps) =>
      runVoteIntegrity(deps).then((r) => r.serialVotesReversed > 0 || r.ringsFlagged > 0),
  },
  {
    name: 'donation-indexer',
    lockKey: 727310102,
    intervalMs: 10_000,
    run: (deps) => indexDonations(deps).then((r) => r?.changed ?? false),
  },
  {
    name: 'quest-lifecycle',
    lockKey: 727310113,
    intervalMs: 15_000,
    run: (deps) => runQuestLifecycle(deps),
  },
  {
    name: 'quest-indexer',
    lockKey: 727310114,
    intervalMs: 10_000,
    run: (deps) =>
      indexQuestEscrow(deps).then(
        (r) => (r?.claims ?? 0) + (r?.cancels ?? 0) + (r?.reversed ?? 0) > 0,
      ),
  },
  {
    name: 'project-scores',
    lockKey: 727310101,
    intervalMs: 5 * 60_000,
    run: (deps) => refreshProjectScores(deps.db, deps.now()).then(() => true),
  },
];
