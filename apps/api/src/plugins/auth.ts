// Reads the bearer token of every /api request once; routes that need a viewer add requireAuth.
// The session check itself belongs to the auth module, which the app passes in.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/errors.ts';
import type { Viewer } from '../lib/viewer.ts';

export { requireAdmin, requireAuth, viewerOf } from '../lib/viewer.ts';

/** Resolves a bearer token to its viewer, or throws the spec's code. */
export type Authenticate = (deps: Deps, token: string) => Promise<Viewer>;

export function registerAuth(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || request.url.startsWith('/api/public/')) return;
    const match = /^Bearer\s+(.*)$/i.exec(header);
    try {
      request.viewer = await authenticate(deps, match?.[1]?.trim() ?? '');
    } catch (error) {
      // a refused token waits for requireAuth (public routes serve the anonymous view); a
      // session check that could not run (the database, 503) fails the request now: it is
      // never a 401, which would end a valid session
      if (error instanceof AppError && error.statusCode < 500) request.authError = error;
      else throw error;
    }
  });
}
