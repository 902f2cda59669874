// The removal module's public face: what the app, the jobs and other modules may use of it.
export { countOpenAppeals } from './removal.service.ts';
export { removalRoutes } from './removal.routes.ts';
