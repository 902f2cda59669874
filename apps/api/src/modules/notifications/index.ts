// The notifications module's public face: what the app, the jobs and other modules may use of it.
export { notificationsInsertJson, type NotificationValues } from './notifications.repository.ts';
export {
  announce,
  notificationValues,
  notify,
  type NotifyInput,
  notifyProjectFollowers,
} from './notifications.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';
