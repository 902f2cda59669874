// The admin module's public face: what the app, the jobs and other modules may use of it.
export { adminRoutes } from './admin.routes.ts';
