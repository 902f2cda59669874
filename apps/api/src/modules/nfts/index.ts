// The nfts module's public face: what the app, the jobs and other modules may use of it.
export { nftsRoutes } from './nfts.routes.ts';
