// The OpenAPI 3.1 document at /api/docs/json, built from the routes' zod schemas. What a client
// generator needs and no route should have to repeat is derived here, for every route, the
// ones added later included: the operationId and summary (from the method and path), the tag
// (from the path), the bearer requirement (from the route's requireAuth/requireAdmin guard),
// and the error answers the route can give, each with the shared error envelope and the codes
// of packages/shared/src/errors.ts it can carry: the ones its inputs and guard give, and the
// ones its service gives, declared next to the route (`errorCodes`, typed to the catalogue).
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_TEXTS,
  INVALID_ADDRESS_TEXT,
  tombstoneBodySchema,
  type ServerErrorCode,
} from '@chainreview/shared';
import { requireAdmin, requireAuth } from './auth.ts';

/** Error statuses a route may declare codes for (the rest follow from its guard and inputs). */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

/**
 * The catalogue codes a route's own rules (its service) can answer, by status, declared next
 * to the route: the document lists them with the codes its guard and inputs give.
 */
export type RouteErrorCodes = Partial<Record<DeclaredErrorStatus, readonly ServerErrorCode[]>>;

declare module 'fastify' {
  interface FastifySchema {
    /** Codes the route's service answers, by status (read by the OpenAPI document only). */
    errorCodes?: RouteErrorCodes;
  }
}

/** The document's version of the API: bumped when an answer changes shape. */
export const API_VERSION = '1.0.0';

type Access = 'public' | 'user' | 'admin';
type JsonObject = Record<string, unknown>;

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

/** Served for crawlers, not part of the API. */
const NOT_API = [/^\/robots\.txt$/, /^\/sitemaps?[./]/];

const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Health checks and the public system configuration',
  auth: 'Sign-in with a wallet signature (login, verify, logout)',
  users: 'Profiles, the signed-in user and reviewer rankings',
  projects: 'Projects: lists, profiles, submissions, edits and ownership claims',
  follows: 'Following projects and people',
  storage: 'Uploaded images and generated logos',
  chain: 'Token prices, pools and on-chain token data',
  reviews: 'Reviews, votes, replies, reports, signatures and versions',
  trust: 'Trust figures and the vote-integrity checks',
  notifications: 'Notifications and popups of the signed-in user',
  admin: 'The admin team: moderation queues, statuses and the audit trail',
  donations: 'Donations to reviewers and their statistics',
  nfts: 'NFTs of the signed-in user and the NFT avatar',
  share: 'Share cards (PNG) of projects, profiles, reviews and the site',
  quests: 'Quests (campaigns): creation, funding, joining, tasks and rewards',
  feeds: 'RSS and Atom feeds of the newest reviews',
  badges: 'The embeddable rating badge (SVG and an iframe page)',
  'transparency log':
    'The append-only Merkle log of review versions, replies and moderation decisions (C2SP tlog-tiles and checkpoints), its proofs, on-chain anchors and the NDJSON export',
  transparency: 'Removal tombstones, appeals and the monthly moderation figures',
};

const METHOD_VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Create',
  PUT: 'Update',
  PATCH: 'Change',
  DELETE: 'Delete',
};

const camel = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The path's segments after /api (and the `/v1` prefix of the stable API). */
function segmentsOf(url: string): string[] {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'api') parts.shift();
  return parts;
}

/**
 * `GET /api/public/projects/:projectId/reviews` -> `getPublicProjectsByProjectIdReviews`: the
 * method and the path, so it is unique (one route per method and path) and stable (it changes
 * only when the path does).
 */
export function operationIdOf(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment.startsWith(':') ? `By${camel(segment.slice(1))}` : camel(segment),
  );
  return method.toLowerCase() + words.join('');
}

/** A readable summary from the method and path, for routes that give none. */
export function summaryOf(method: string, url: string, access: Access): string {
  const parts = segmentsOf(url).filter((s) => s !== 'public');
  const words: string[] = [];
  for (const segment of parts) {
    if (segment.startsWith(':')) words.push(`by ${segment.slice(1)}`);
    else words.push(segment.replace(/[-_]/g, ' '));
  }
  const verb = METHOD_VERBS[method] ?? method;
  const who = access === 'public' ? '' : access === 'admin' ? ' (admin)' : ' (signed in)';
  return `${verb} ${words.join(' ')}${who}`.replace(/\s+/g, ' ').trim();
}

/** The tag of a route without one: the first path segment that names a resource. */
export function tagOf(url: string): string {
  const parts = segmentsOf(url).filter((s) => s !== 'public' && s !== 'v1');
  const first = parts[0] ?? 'system';
  if (first === 'feeds') return 'feeds';
  if (first === 'badge' || url.startsWith('/embed/')) return 'badges';
  if (first === 'logos' || first === 'files') return 'storage';
  return first;
}

function accessOf(route: RouteOptions): Access {
  const handlers = [route.preHandler, route.onRequest, route.preValidation]
    .flat()
    .filter(Boolean) as unknown[];
  if (handlers.includes(requireAdmin)) return 'admin';
  if (handlers.includes(requireAuth)) return 'user';
  return 'public';
}

/** Each error status: its name, what it means, and the codes every route answering it can give. */
const STATUS_CODES_LISTED: Record<number, { name: string; description: string; codes: string[] }> =
  {
    400: {
      name: 'BadRequest',
      description:
        'The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses.',
      codes: ['body_was_wrong'],
    },
    401: {
      name: 'Unauthorized',
      description: 'No bearer token, or one that is not (or no longer) valid: sign in again.',
      codes: [],
    },
    403: {
      name: 'Forbidden',
      description: 'Signed in, but not allowed to do this.',
      codes: [],
    },
    404: {
      name: 'NotFound',
      description: 'What the path names does not exist, or is not public.',
      codes: [],
    },
    409: {
      name: 'Conflict',
      description: 'The action conflicts with the current state (already done or settled).',
      codes: [],
    },
    410: {
      name: 'Gone',
      description:
        'Removed by the moderation team: the body is the error envelope with the public `tombstone` (when, which rule, the transparency-log entry).',
      codes: ['review_removed'],
    },
    413: {
      name: 'PayloadTooLarge',
      description: 'The body or file is too large.',
      codes: ['file_too_large'],
    },
    422: {
      name: 'UnprocessableEntity',
      description:
        'Well-formed, but the current state does not allow it (not live, not enough energy).',
      codes: [],
    },
    429: {
      name: 'TooManyRequests',
      description: 'Rate limit reached: wait for the `retry-after` seconds.',
      codes: ['limit_rate'],
    },
    500: {
      name: 'InternalServerError',
      description: 'An unexpected error; the request id is in the server log.',
      codes: ['something_was_wrong'],
    },
    503: {
      name: 'ServiceUnavailable',
      description: 'A dependency (the database) cannot answer now: retry after `retry-after`.',
      codes: ['service_unavailable'],
    },
    507: {
      name: 'InsufficientStorage',
      description: 'The server is out of disk space; nothing was written.',
      codes: ['insufficient_storage'],
    },
  };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The catalogue codes among the messages a zod schema gives for its own checks. */
export function schemaCodesOf(schema: unknown, out = new Set<string>(), seen = new Set()) {
  const def = (schema as { _zod?: { def?: JsonObject } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  const messageOf = (node: JsonObject | undefined) => {
    if (typeof node?.error !== 'function') return;
    try {
      const message = (node.error as (issue: unknown) => unknown)({});
      const text = typeof message === 'string' ? message : (message as JsonObject)?.message;
      if (typeof text === 'string' && (text in ERROR_TEXTS || text === INVALID_ADDRESS_TEXT))
        out.add(text);
    } catch {
      // an error map that needs a real issue gives no fixed code
    }
  };
  messageOf(def);
  for (const check of (def.checks as { _zod?: { def?: JsonObject } }[] | undefined) ?? [])
    messageOf(check._zod?.def);
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if ('_zod' in value) schemaCodesOf(value, out, seen);
    else if (Array.isArray(value)) value.forEach(visit);
    else Object.values(value).forEach(visit);
  };
  for (const [key, value] of Object.entries(def)) if (key !== 'checks') visit(value);
  return out;
}

/** What the sign-in guard answers (packages/shared/src/errors.ts codes). */
const GUARD_CODES = { 401: ['token_is_empty', 'invalid_token'] } as const;

/**
 * Codes the document gives a route without the route declaring them: from its guard, its
 * inputs (schema validation, the paging helpers) and the error handler. A service code not
 * among them must be in the route's `errorCodes` (test/openapi-error-codes.test.ts).
 */
export const DERIVED_ERROR_CODES: readonly string[] = [
  ...Object.values(STATUS_CODES_LISTED).flatMap((entry) => entry.codes),
  ...GUARD_CODES[401],
  'access_denied',
  'user_is_blocked',
  'not_found',
  'file_too_large',
  'cursor_invalid',
  INVALID_ADDRESS_TEXT,
];

/**
 * The error codes a route can answer, by status: the ones its method, inputs, guard and path
 * give on every route, and the ones its service gives, declared next to it (`errorCodes`).
 */
export function errorCodesOf(
  method: string,
  url: string,
  schema: JsonObject & { errorCodes?: RouteErrorCodes },
  access: Access,
): Record<number, string[]> {
  const codes: Record<number, Set<string>> = {};
  const add = (status: number, ...list: string[]) => {
    codes[status] ??= new Set(STATUS_CODES_LISTED[status]!.codes);
    for (const code of list) codes[status].add(code);
  };
  const write = WRITE_METHODS.has(method);
  if (write || schema.querystring || schema.body || schema.params) {
    const fromSchemas = new Set<string>();
    for (const part of [schema.params, schema.querystring, schema.body])
      schemaCodesOf(part, fromSchemas);
    const query = (schema.querystring as { shape?: JsonObject } | undefined)?.shape ?? {};
    // the paging helpers check a cursor and refuse a foreign one on their own
    if ('cursor' in query) fromSchemas.add('cursor_invalid');
    // a wallet or contract address the service normalizes answers the spec's text when it cannot
    const fields = [schema.params, schema.querystring, schema.body].flatMap((part) =>
      Object.keys((part as { shape?: JsonObject } | undefined)?.shape ?? {}),
    );
    if (fields.some((field) => /address/i.test(field))) fromSchemas.add(INVALID_ADDRESS_TEXT);
    add(400, ...[...fromSchemas].sort());
  }
  if (access !== 'public') add(401, ...GUARD_CODES[401]);
  if (access === 'admin') add(403, 'access_denied');
  if (access !== 'public') add(403, 'user_is_blocked');
  for (const [status, list] of Object.entries(schema.errorCodes ?? {}))
    add(Number(status), ...list);
  // a path names something: without codes of its own, the route answers `not_found`
  if (url.includes(':') && !codes[404]) add(404, 'not_found');
  if (write) add(413, 'file_too_large');
  if (url.startsWith('/api/')) add(429);
  add(500);
  add(503);
  if (write) add(507);
  return Object.fromEntries(Object.entries(codes).map(([status, set]) => [status, [...set]]));
}

/** Schema validation's own codes for a field it refuses (`title_too_short`, `id_invalid`). */
const FIELD_CODE = {
  type: 'string',
  pattern: '^[A-Za-z0-9_.\\[\\]]+_(invalid|too_short|too_long)$',
};

/** Every code a client may meet in `message` (the catalogue and the field-level pattern). */
function errorEnvelopeSchema(): JsonObject {
  return {
    type: 'object',
    description:
      'The one error envelope of every 4xx/5xx answer. `message` lists codes; the English text of each is in `ERROR_TEXTS` (packages/shared/src/errors.ts).',
    required: ['statusCode', 'error', 'message'],
    additionalProperties: false,
    properties: {
      statusCode: { type: 'integer', minimum: 400, maximum: 599 },
      error: { type: 'string', description: 'The HTTP reason phrase' },
      message: {
        type: 'array',
        minItems: 1,
        items: { $ref: '#/components/schemas/ErrorCode' },
      },
    },
  };
}

function errorCodeSchema(): JsonObject {
  const catalogue = [
    ...new Set([...Object.keys(ERROR_TEXTS), INVALID_ADDRESS_TEXT, 'service_unavailable']),
  ];
  return {
    description:
      'A catalogue code, or a field-level code from schema validation (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`).',
    anyOf: [{ type: 'string', enum: catalogue }, FIELD_CODE],
  };
}

/**
 * One operation's answer for an error status: the shared envelope, its `message` items held to
 * the codes this operation can give (a 400 also to the field codes schema validation makes).
 */
function errorResponse(status: number, codes: string[]): JsonObject {
  const entry = STATUS_CODES_LISTED[status]!;
  const listed = codes.map((code) => `\`${code}\``).join(', ');
  const example = {
    statusCode: status,
    error: entry.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
    message: [codes[0] ?? 'body_was_wrong'],
  };
  if (status === 410)
    return {
      description: `${entry.description} Codes: ${listed}.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ReviewGone' } } },
    };
  const codeSchema = { type: 'string', enum: codes };
  return {
    description: `${entry.description} Codes: ${listed}${status === 400 ? ', and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`)' : ''}.`,
    'x-error-codes': codes,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorEnvelope' },
            {
              type: 'object',
              properties: {
                message: {
                  type: 'array',
                  items: status === 400 ? { anyOf: [codeSchema, FIELD_CODE] } : codeSchema,
                },
              },
            },
          ],
        },
        example,
      },
    },
  };
}

/**
 * OpenAPI 3.1 writes a nullable value as a type list, and a nullable enum with `null` among its
 * values; zod writes `anyOf: [X, {type: 'null'}]`, folded here where X is a plain typed schema.
 */
export function foldNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(foldNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) out[key] = foldNullable(value);
  const anyOf = out.anyOf as JsonObject[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      const folded: JsonObject = { ...other, ...rest, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) folded.enum = [...other.enum, null];
      if ('const' in other) {
        folded.enum = [other.const, null];
        delete folded.const;
      }
      return folded;
    }
  }
  return out;
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
