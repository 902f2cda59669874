// The share module's public face: what the app, the jobs and other modules may use of it.
export {
  cardHash,
  cardPath,
  projectCardData,
  reviewCardData,
  userCardData,
} from './share.cards.ts';
export { currentSiteCard, ShareCards } from './share.service.ts';
export { shareRoutes } from './share.routes.ts';
