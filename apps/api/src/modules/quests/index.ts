// The quests module's public face: what the app, the jobs and other modules may use of it.
export { indexQuestEscrow } from './quests.indexer.ts';
export { runQuestLifecycle } from './quests.service.ts';
export { questsRoutes } from './quests.routes.ts';
