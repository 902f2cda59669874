// The transparency log's public face for the rest of the API (and for branches built on it).
export {
  appendEntry,
  appendEntries,
  latestCheckpoint,
  makeCheckpoint,
  servedCheckpoint,
  rootAt,
  logKey,
  proveInclusion,
  proveConsistency,
  type Checkpoint,
} from './tlog.service.ts';
export {
  logReviewVersion,
  logReply,
  logModeration,
  logAuditDecision,
  backfillLog,
  type ModerationInput,
} from './tlog.hooks.ts';
export { reviewVersionLeaves, currentSize, findModerationLeaf } from './tlog.repository.ts';
export {
  parseSignerKey,
  generateKeyPair,
  demoSigner,
  type NoteSigner,
} from '../../lib/note-key.ts';
export { tlogRoutes } from './tlog.routes.ts';
export { checkpointJob } from './tlog.job.ts';
