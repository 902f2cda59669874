// The reviews module's public face: what the app, the jobs and other modules may use of it.
export {
  changeReplyStatus,
  changeReportStatus,
  changeReviewStatus,
  findReportById,
  lockReplyForModeration,
  lockReportForModeration,
  lockReviewForModeration,
  restoreWhenReportsNoLongerHide,
  settleOpenReportsOn,
  shiftProjectReviewsInAuthorCounts,
} from './moderation.service.ts';
export { TRUSTED_MEAN_KEY } from './reviews.repository.ts';
export { createReview } from './reviews.service.ts';
export { reviewTrustRoutes } from './review-trust.routes.ts';
export { reviewsRoutes } from './reviews.routes.ts';
