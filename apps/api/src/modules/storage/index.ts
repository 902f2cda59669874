// The storage module's public face: what the app, the jobs and other modules may use of it.
export { importDiskUploads } from './blob-store.ts';
export { assertOwnImageUrl, readStoredFile } from './storage.service.ts';
export { storageRoutes } from './storage.routes.ts';
