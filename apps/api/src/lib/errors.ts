// One error type carrying the spec's codes; the error handler turns it into the envelope
// { statusCode, error, message: [codes] }.
import { STATUS_CODES } from 'node:http';
import type { ServerErrorCode } from '@chainreview/shared';

export class AppError extends Error {
  readonly statusCode: number;
  readonly codes: ServerErrorCode[];

  /** Fields the envelope carries besides its codes (a removed review's tombstone). */
  readonly extra?: Record<string, unknown>;

  /** Codes from the shared catalogue only, so the web app has a text for each (locale test). */
  constructor(
    statusCode: number,
    codes: ServerErrorCode | readonly ServerErrorCode[],
    extra?: Record<string, unknown>,
  ) {
    const list: ServerErrorCode[] = typeof codes === 'string' ? [codes] : [...codes];
    super(list.join(', '));
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.codes = list;
    this.extra = extra;
  }
}

/**
 * A field-level 400 such as schema validation gives (`<field>_invalid`): the field names come
 * from the request, so the codes are not catalogue codes.
 */
export class FieldError extends Error {
  readonly statusCode = 400;
  constructor(readonly codes: string[]) {
    super(codes.join(', '));
    this.name = 'FieldError';
  }
}

export const badRequest = (...codes: ServerErrorCode[]) =>
  new AppError(400, codes.length ? codes : ['body_was_wrong']);
export const unauthorized = (code: ServerErrorCode = 'invalid_token') => new AppError(401, code);
export const forbidden = (code: ServerErrorCode = 'Forbidden') => new AppError(403, code);
export const notFound = (code: ServerErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ServerErrorCode) => new AppError(409, code);
export const unprocessable = (code: ServerErrorCode) => new AppError(422, code);

/** Seconds a client is asked to wait (Retry-After) when a dependency cannot answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The database (or another dependency) cannot answer now: 503 with Retry-After. */
export const serviceUnavailable = () => new AppError(503, 'service_unavailable');

export function errorBody(statusCode: number, codes: string[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: codes };
}
