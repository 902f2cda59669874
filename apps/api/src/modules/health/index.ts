// The health module's public face: what the app, the jobs and other modules may use of it.
export { checkChain } from './health.service.ts';
export { healthRoutes } from './health.routes.ts';
