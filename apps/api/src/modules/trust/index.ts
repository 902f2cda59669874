// The trust module's public face: what the app, the jobs and other modules may use of it.
export { notInFlaggedRing } from './trust.repository.ts';
export { currentReviewWeight, voteWeightOf } from './trusted-rating.service.ts';
export {
  popularScoreWith,
  runVoteIntegrity,
  VOTE_INTEGRITY_LOCK_KEY,
} from './vote-integrity.service.ts';
export { trustRoutes } from './trust.routes.ts';
