// The follows module's public face: what the app, the jobs and other modules may use of it.
export { followsRoutes } from './follows.routes.ts';
