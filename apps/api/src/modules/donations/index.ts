// The donations module's public face: what the app, the jobs and other modules may use of it.
export { indexDonations } from './donations.indexer.ts';
export { latestDonations, pendingDonationCount } from './donations.service.ts';
export { donationsRoutes } from './donations.routes.ts';
