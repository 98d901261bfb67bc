import type { ErrorAnswer } from '../../domain/schemas/responses/errors';
import { fallbackTexts } from '../i18n/fallbackTexts';

/**
 * The body of a failed call (SPEC §8), the one the API documents: the spec's code, the server's own
 * Dutch text, per-field errors. Partial, as a proxy's or a cut-off answer may lack any of them.
 */
export type ApiErrorBody = Partial<ErrorAnswer>;

/**
 * The message of a failed call (SPEC §8), in the reader's language: 403 the server's usererror or
 * FORBIDDEN; 503 the service text; otherwise usererror, else the translated errorcode, else UNKNOWN_ISSUE.
 * The server words its usererror in the caller's language already.
 */
export function errorMessage(status: number, body: ApiErrorBody | undefined): string {
  const errorMessages = fallbackTexts().errors;
  const byCode = body?.errorcode ? (errorMessages as Record<string, string>)[body.errorcode] : undefined;
  if (status === 401) return errorMessages.LOGIN_MESSAGE;
  if (status === 503) return errorMessages.SERVICE_UNAVAILABLE;
  if (status === 403) return body?.usererror ?? errorMessages.FORBIDDEN;
  return body?.usererror ?? byCode ?? body?.errorcode ?? errorMessages.UNKNOWN_ISSUE;
}
