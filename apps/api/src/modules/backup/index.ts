// The backup module's public face: what the app, the jobs and other modules may use of it.
export { backupRoutes } from './backup.routes.ts';
