// A viewer-dependent GET exists twice (API.md): /api/public/<path> without auth and
// /api/<path> with auth required.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, type Viewer } from './viewer.ts';

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A request whose params, query and body are typed by the route's zod schemas. */
export type TypedRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

export function publicAndPrivateGet<S extends FastifySchema>(
  app: FastifyInstance,
  url: string,
  schema: S & { tags?: string[]; summary?: string },
  handler: (
    request: TypedRequest<S>,
    reply: FastifyReply<
      RouteGenericInterface,
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      unknown,
      S,
      ZodTypeProvider
    >,
    viewer: Viewer | null,
  ) => Promise<unknown>,
  /** A serializer of the twins' answers instead of the app's (lib/trusted-serializer.ts). */
  options: { serializerCompiler?: FastifySerializerCompiler<unknown> } = {},
): void {
  // the handlers' return values are checked against `schema.response` by the serializer
  // (hence `never`: the generic schema cannot tell TypeScript the reply type here)
  const t = typed(app);
  t.get(
    `/api/public${url}`,
    { schema, ...options },
    (request, reply) => handler(request, reply, null) as never,
  );
  t.get(
    `/api${url}`,
    { schema, preHandler: requireAuth, ...options },
    (request, reply) => handler(request, reply, request.viewer) as never,
  );
}
