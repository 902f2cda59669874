// The system-config module's public face: what the app, the jobs and other modules may use of it.
export { type DonationRuntime } from './system-config.service.ts';
export { systemConfigRoutes } from './system-config.routes.ts';
