// One place that refuses control characters in what a client sends (path parameters, query,
// JSON body) before any route runs: PostgreSQL cannot store NUL, and no field of ours needs
// the C0 controls other than tab and line breaks (review text keeps its newlines).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, FieldError } from '../lib/errors.ts';

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

export function registerInputGuard(app: FastifyInstance): void {
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
