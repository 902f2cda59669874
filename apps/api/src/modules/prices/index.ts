// The prices module's public face: what the app, the jobs and other modules may use of it.
export { getPrices } from './prices.service.ts';
export { pricesRoutes } from './prices.routes.ts';
