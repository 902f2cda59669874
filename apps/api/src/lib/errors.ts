// One error type carrying the spec's codes; the error handler turns it into the envelope
// { statusCode, error, message: [codes] }.
import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '@chainreview/shared';

export class AppError extends Error {
  readonly statusCode: number;
  readonly codes: string[];

  constructor(statusCode: number, codes: ErrorCode | string | Array<ErrorCode | string>) {
    const list = Array.isArray(codes) ? codes : [codes];
    super(list.join(', '));
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.codes = list;
  }
}

export const badRequest = (...codes: string[]) => new AppError(400, codes.length ? codes : ['body_was_wrong']);
export const unauthorized = (code: ErrorCode | string = 'invalid_token') => new AppError(401, code);
export const forbidden = (code: ErrorCode | string = 'Forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode | string = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode | string) => new AppError(409, code);
export const unprocessable = (code: ErrorCode | string) => new AppError(422, code);

export function errorBody(statusCode: number, codes: string[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: codes };
}
