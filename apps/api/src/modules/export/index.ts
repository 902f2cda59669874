// The bulk export of public review versions (NDJSON, streamed, resumable by leaf index).
export { exportRoutes } from './export.routes.ts';
export { exportLines } from './export.service.ts';
