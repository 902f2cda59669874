// The error answers of the OpenAPI document: the codes each route can give (from its guard,
// inputs and declared `errorCodes`), the shared error envelope and each status's answer.
import { ERROR_TEXTS, INVALID_ADDRESS_TEXT, type ServerErrorCode } from '@chainreview/shared';
import type { Access, JsonObject } from './naming.ts';

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
export function errorEnvelopeSchema(): JsonObject {
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

export function errorCodeSchema(): JsonObject {
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
export function errorResponse(status: number, codes: string[]): JsonObject {
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
