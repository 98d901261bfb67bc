import type { ErrorCode } from '../domain/errors';
import { dutch } from './i18n';

/** A refusal the client should show: HTTP status, the spec's error code, Dutch text, field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorcode: ErrorCode,
    readonly usererror: string = dutch(errorcode),
    readonly fields?: Record<string, string>,
  ) {
    super(errorcode);
  }
}

export const badRequest = (code: ErrorCode, fields?: Record<string, string>) => new AppError(400, code, undefined, fields);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);

/** A field error produced by a domain rule rather than a schema. */
export const fieldError = (field: string, key: string) =>
  new AppError(400, key.startsWith('validation.') ? 'VALIDATION_ERROR' : (key as ErrorCode), dutch(key), { [field]: dutch(key) });
