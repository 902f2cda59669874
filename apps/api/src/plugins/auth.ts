// Reads the bearer token of every /api request once; routes that need a viewer add requireAuth.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Deps } from '../deps.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { authenticate, type Viewer } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    authError: AppError | null;
  }
}

export function registerAuth(app: FastifyInstance, deps: Deps): void {
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

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  if (request.authError) throw request.authError;
  if (!request.viewer) throw unauthorized('token_is_empty');
};

/** After requireAuth: the viewer must be an admin (the OpenAPI document reads this guard too). */
export const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  if (viewerOf(request).user.role !== 'admin') throw forbidden('access_denied');
};

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized('token_is_empty');
  return request.viewer;
}
