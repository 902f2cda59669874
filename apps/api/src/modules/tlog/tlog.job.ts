// The log is checkpointed on a timer when it grew (makeCheckpoint does nothing otherwise).
import type { Job } from '../../db/job-lock.ts';
import { makeCheckpoint } from './tlog.service.ts';

export const checkpointJob: Job = {
  name: 'log-checkpoint',
  lockKey: 727310120,
  intervalMs: (deps) => deps.config.log.checkpointIntervalMs,
  // a checkpoint changes no cached public read (the checkpoint and tiles are never cached)
  run: (deps) => makeCheckpoint(deps).then(() => false),
};
