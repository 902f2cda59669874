// Who is asking: the signed-in viewer the auth plugin puts on each request, and the guards that
// routes add. It lives below the plugins and modules so that both can use it without importing
// the auth module (the plugin is handed the module's `authenticate` by the app).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { users } from '../db/schema.ts';
import { forbidden, unauthorized, type AppError } from './errors.ts';

export interface Viewer {
  user: typeof users.$inferSelect;
  sessionId: string;
}

/** The part of a viewer that rules look at (who, which address, which role). */
export interface ViewerRef {
  id: number;
  address: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    authError: AppError | null;
  }
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
