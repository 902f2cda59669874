// The auth module's public face: what the app, the jobs and other modules may use of it.
export { authenticate, issueStreamTicket, redeemStreamTicket } from './auth.service.ts';
export { authRoutes } from './auth.routes.ts';
