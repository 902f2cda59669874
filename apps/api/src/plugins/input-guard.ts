// One place that refuses control characters in what a client sends (path parameters, query,
// JSON body) before any route runs: PostgreSQL cannot store NUL, and no field of ours needs
// the C0 controls other than tab and line breaks (review text keeps its newlines).
// JSON bodies nested deeper than LIMITS.jsonDepth are refused before they are parsed: every
// walk over a parsed value (this guard, validation, serialisation) recurses, and a body
// nested 10,000 deep overflowed the stack (a 500) and held the event loop.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@chainreview/shared';
import { badRequest, errorBody, FieldError } from '../lib/errors.ts';

// eslint-disable-next-line no-control-regex
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first string holding a disallowed character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return DISALLOWED.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (DISALLOWED.test(key)) return [...path, 'key'];
      const found = findControlCharacter(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A field code as schema validation gives them: `<field>_invalid`. */
function fieldCode(where: 'params' | 'query' | 'body', path: string[]): string {
  const field =
    path
      .filter((p) => !/^\d+$/.test(p))
      .join('.')
      .replace('*', 'path') || where;
  return `${field}_invalid`;
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over the raw text,
 * counting brackets outside strings, in constant stack. Text that is not JSON is left to the
 * parser, which refuses it.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own parser (prototype poisoning refused as before), behind the depth check
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestedDeeperThan(text, LIMITS.jsonDepth)) {
      done(badRequest('body_was_wrong'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const where of ['params', 'query', 'body'] as const) {
      const path = findControlCharacter(request[where]);
      if (path) throw new FieldError([fieldCode(where, path)]);
    }
  });
}

/** Router-level failures (a path that is not valid percent-encoding) in our envelope. */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.status(400).send(errorBody(400, ['body_was_wrong']));
}
