// Every error leaves as the envelope; 5xx details stay in the log with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INVALID_ADDRESS_TEXT } from '@chainreview/shared';
import { isDatabaseUnavailable, sqlState } from '../db/client.ts';
import { AppError, errorBody, FieldError, RETRY_AFTER_SECONDS } from '../lib/errors.ts';

/** PostgreSQL's disk_full, and the file system's "no space" and "quota exhausted". */
const DISK_FULL = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** Whether an error (or one it wraps: drizzle puts the driver's in `cause`) is a full disk. */
function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL data exceptions caused by a value a client sent. */
const DATA_EXCEPTIONS = new Set(['22001', '22003', '22021', '22P02', '22P05', '54000']);

/** A zod issue becomes a field-level code: the schema's own code when it gave one, else field_reason. */
function issueCode(issue: { message?: string; instancePath: string; keyword: string }): string {
  const message = issue.message ?? '';
  if (message === INVALID_ADDRESS_TEXT || /^[a-z][a-z0-9_]*$/i.test(message)) return message;
  const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'body';
  const reason =
    issue.keyword === 'too_small'
      ? 'too_short'
      : issue.keyword === 'too_big'
        ? 'too_long'
        : 'invalid';
  return `${field}_${reason}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .status(error.statusCode)
        .send({ ...errorBody(error.statusCode, error.codes), ...error.extra });
    }
    if (error instanceof FieldError) return reply.status(400).send(errorBody(400, error.codes));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const codes = [...new Set(error.validation.map(issueCode))];
      return reply.status(400).send(errorBody(400, codes));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(429, ['limit_rate']));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(errorBody(413, ['file_too_large']));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code =
        error.statusCode === 404
          ? 'not_found'
          : error.statusCode === 415
            ? 'body_was_wrong'
            : 'body_was_wrong';
      return reply.status(error.statusCode).send(errorBody(error.statusCode, [code]));
    }
    // input the database refuses as data (a byte sequence, a number out of range) is the
    // client's mistake; the guard catches the known cases first, this keeps the rest 4xx
    const state = sqlState(error);
    if (state && DATA_EXCEPTIONS.has(state)) {
      request.log.warn({ err: error, reqId: request.id }, 'input refused by the database');
      return reply.status(400).send(errorBody(400, ['body_was_wrong']));
    }
    // the database unreachable, frozen (a timeout) or out of connections: the client may retry
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(503, ['service_unavailable']));
    }
    // the write was refused, nothing half done is kept: the client may try again later
    if (isDiskFull(error)) {
      request.log.error({ err: error, reqId: request.id }, 'disk full');
      return reply.status(507).send(errorBody(507, ['insufficient_storage']));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(errorBody(500, ['something_was_wrong']));
  });
}
