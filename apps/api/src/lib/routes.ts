// A viewer-dependent GET exists twice (API.md): /api/public/<path> without auth and
// /api/<path> with auth required.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth.ts';
import type { Viewer } from '../modules/auth/auth.service.ts';

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export function publicAndPrivateGet<S extends FastifySchema>(
  app: FastifyInstance,
  url: string,
  schema: S & { tags?: string[]; summary?: string },
  handler: (request: FastifyRequest, reply: FastifyReply, viewer: Viewer | null) => Promise<unknown>,
): void {
  // the handlers' return values are checked against `schema.response` by the serializer
  const routeSchema: FastifySchema = schema;
  app.get(`/api/public${url}`, { schema: routeSchema }, (request, reply) => handler(request, reply, null));
  app.get(`/api${url}`, { schema: routeSchema, preHandler: requireAuth }, (request, reply) =>
    handler(request, reply, request.viewer),
  );
}
