// The OpenAPI 3.1 document at /api/docs/json, built from the routes' zod schemas. What a client
// generator needs and no route should have to repeat is derived here (with the helpers in
// openapi/), for every route, the ones added later included: the operationId and summary (from the
// method and path), the tag (from the path), the bearer requirement (from the route's
// requireAuth/requireAdmin guard), and the error answers the route can give, each with the shared
// error envelope and the codes of packages/shared/src/errors.ts it can carry: the ones its inputs
// and guard give, and the ones its service gives, declared next to the route (`errorCodes`, typed
// to the catalogue).
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tombstoneBodySchema } from '@chainreview/shared';
import {
  errorCodeSchema,
  errorCodesOf,
  errorEnvelopeSchema,
  errorResponse,
} from './openapi/error-codes.ts';
import { foldNullable } from './openapi/schema.ts';
import {
  accessOf,
  NOT_API,
  operationIdOf,
  summaryOf,
  tagOf,
  TAG_DESCRIPTIONS,
  type JsonObject,
} from './openapi/naming.ts';

export {
  DERIVED_ERROR_CODES,
  errorCodesOf,
  schemaCodesOf,
  type DeclaredErrorStatus,
  type RouteErrorCodes,
} from './openapi/error-codes.ts';
export { operationIdOf, summaryOf, tagOf } from './openapi/naming.ts';
export { foldNullable } from './openapi/schema.ts';

/** The document's version of the API: bumped when an answer changes shape. */
export const API_VERSION = '1.0.0';

/**
 * Documentation-only parts of a route's schema, for routes that check their input by hand
 * (a bad file name is their 404, not a validation 400) or answer something other than JSON.
 */
export interface OpenApiDoc {
  /** Path parameters as documented (not validated: the handler checks them). */
  docParams?: z.ZodObject;
  /** A body the handler reads itself (a multipart upload): media type to schema. */
  docBody?: { description: string; content: Record<string, JsonObject> };
  /** Answers that are not JSON: status to description and media types. */
  docResponses?: Record<number, { description: string; content: Record<string, JsonObject> }>;
}

/** A route schema with documentation-only parts (Fastify's schema type has no room for them). */
export function documented(
  doc: OpenApiDoc & { summary?: string; description?: string; tags?: string[] },
): FastifySchema {
  return doc as FastifySchema;
}

/** A `docResponses` entry: a 200 answer in the given media types. */
export function answerOf(description: string, ...mediaTypes: string[]) {
  const text = mediaTypes.every((type) => /xml|html|svg|text/.test(type));
  return {
    200: {
      description,
      content: Object.fromEntries(
        mediaTypes.map((type) => [
          type,
          { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } },
        ]),
      ),
    },
  };
}

export interface OpenApiOptions {
  publicUrl: string | undefined;
}

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  const zodTransform = createJsonSchemaTransform({});
  // what the transform of each route leaves for the whole document's pass
  const answers = new Map<
    string,
    {
      body: JsonObject | null;
      errors: Record<number, string[]>;
      extra: JsonObject;
      none: number | null;
    }
  >();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ChainReview API',
        version: API_VERSION,
        description:
          'Reviews and reputation for crypto projects. Public reads live under `/api/public/` and need no token; the rest take the bearer token from `POST /api/verify-login`. Every error answer is the `ErrorEnvelope`.',
        contact: { name: 'ChainReview', url: options.publicUrl ?? 'http://127.0.0.1:3000' },
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: options.publicUrl ?? '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `access_token` of `POST /api/verify-login`',
          },
        },
      },
    },
    transform: (document) => {
      const { route } = document;
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
      const raw = (route.schema ?? {}) as JsonObject & OpenApiDoc;
      const { docParams, docResponses, docBody, errorCodes: _codes, ...zodSchema } = raw;
      const result = zodTransform({ ...document, schema: zodSchema as never });
      const schema = { ...(result.schema as JsonObject) };
      // a wildcard route (`/*`) is documented with a named path parameter, `{path}`
      if (result.url.endsWith('/*')) {
        result.url = `${result.url.slice(0, -1)}:path`;
        const params = schema.params as { properties?: JsonObject; required?: string[] };
        if (params?.properties?.['*']) {
          const { '*': wildcard, ...rest } = params.properties;
          schema.params = {
            ...params,
            properties: { ...rest, path: wildcard },
            required: ['path'],
          };
        }
      }
      if (schema.hide || NOT_API.some((pattern) => pattern.test(route.url)))
        return { schema: { ...schema, hide: true }, url: result.url };
      if (docParams)
        schema.params = z.toJSONSchema(docParams, { target: 'draft-2020-12', io: 'input' });
      const access = accessOf(route);
      const operationId = (schema.operationId as string) ?? operationIdOf(method, route.url);
      schema.operationId = operationId;
      schema.summary ??= summaryOf(method, route.url, access);
      schema.description ??= `${schema.summary as string}. ${
        access === 'public'
          ? 'Public: no token needed.'
          : access === 'admin'
            ? 'Needs the bearer token of an admin.'
            : 'Needs the bearer token of a signed-in user.'
      }`;
      schema.tags ??= [tagOf(route.url)];
      schema.security = access === 'public' ? [] : [{ bearer: [] }];
      const documented = Object.keys((schema.response as JsonObject) ?? {}).concat(
        Object.keys(docResponses ?? {}),
      );
      answers.set(operationId, {
        body: docBody ? { required: true, ...docBody } : null,
        errors: errorCodesOf(method, route.url, raw, access),
        extra: (docResponses ?? {}) as JsonObject,
        none: documented.some((status) => status.startsWith('2'))
          ? null
          : method === 'DELETE'
            ? 204
            : 200,
      });
      return { schema, url: result.url };
    },
    transformObject: (documentObject) => {
      const openapiObject = (documentObject as { openapiObject: JsonObject }).openapiObject;
      const doc = foldNullable(openapiObject) as JsonObject & {
        components: JsonObject;
        paths: Record<string, Record<string, JsonObject>>;
      };
      const used = new Set<string>();
      for (const operations of Object.values(doc.paths))
        for (const operation of Object.values(operations)) {
          for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag);
          const answer = answers.get(operation.operationId as string);
          if (!answer) continue;
          const responses = { ...(operation.responses as JsonObject) };
          // the library's placeholder for a route without a response schema
          delete responses['200'];
          Object.assign(
            responses,
            (operation.responses as JsonObject)['200'] && !answer.none
              ? { 200: (operation.responses as JsonObject)['200'] }
              : {},
          );
          // a route without a response schema answers `{ data }` (not described further)
          if (answer.none)
            responses[answer.none] = {
              description: 'Done: `data` holds the changed item',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['data'], properties: { data: {} } },
                },
              },
            };
          Object.assign(responses, answer.extra);
          // a status the route describes itself (the health check's 503) keeps its own answer
          for (const [status, codes] of Object.entries(answer.errors))
            responses[status] ??= errorResponse(Number(status), codes);
          operation.responses = responses;
          if (answer.body) operation.requestBody = answer.body;
        }
      doc.tags = [...used].sort().map((name) => ({
        name,
        description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name}`,
      }));
      doc.components.schemas = {
        ...(doc.components.schemas as JsonObject),
        ErrorEnvelope: errorEnvelopeSchema(),
        ErrorCode: errorCodeSchema(),
        ReviewGone: foldNullable(
          z.toJSONSchema(tombstoneBodySchema, { target: 'draft-2020-12', io: 'output' }),
        ),
      };
      return doc;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
