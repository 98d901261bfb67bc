import { ERROR_CODES, type ErrorCode } from '../domain/errors';
import type { Language } from '../domain/language';
import { dutch } from './i18n';

/** A text made in each of the portal's languages: a refusal with a value in it that no message key words (a line number). */
export type InEachLanguage = Readonly<Record<Language, string>>;

/**
 * A refusal the client should show: HTTP status, the spec's error code, Dutch text, field errors.
 * `keys` are the messages behind the texts (a code or validation key, with its values, or the text
 * made in each language), so the error handler words them in the caller's language; without them the
 * code's own text is used.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorcode: ErrorCode,
    readonly usererror: string = dutch(errorcode),
    readonly fields?: Record<string, string>,
    readonly keys?: { usererror?: string | InEachLanguage; fields?: Record<string, string | InEachLanguage> },
  ) {
    super(errorcode);
  }
}

/** A refusal whose text is made here in each language, the answer's and its one field's (if any) alike. */
export const refusalInEachLanguage = (status: number, code: ErrorCode, texts: InEachLanguage, field?: string) =>
  field
    ? new AppError(status, code, texts.nl, { [field]: texts.nl }, { usererror: texts, fields: { [field]: texts } })
    : new AppError(status, code, texts.nl, undefined, { usererror: texts });

export const badRequest = (code: ErrorCode, fields?: Record<string, string>) => new AppError(400, code, undefined, fields);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);

/** A field error produced by a domain rule rather than a schema; `key` is a validation text or a spec code. */
export const fieldError = (field: string, key: string) => {
  // Only a known code names the error: the answer's schema (and the browser) know no other.
  const code = (ERROR_CODES as readonly string[]).includes(key) ? (key as ErrorCode) : 'VALIDATION_ERROR';
  return new AppError(400, code, dutch(key), { [field]: dutch(key) }, { usererror: key, fields: { [field]: key } });
};
