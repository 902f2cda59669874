// The pages module's public face: what the app, the jobs and other modules may use of it.
export { inlineScriptHashes, preloadTags, registerPages } from './pages.routes.ts';
