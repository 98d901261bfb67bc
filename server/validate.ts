import type { ZodType } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../domain/errors';
import { AppError } from './errors';
import { dutch } from './i18n';

/** Field errors of failed zod issues, in Dutch; the first issue that is a spec code names the error. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  const keys: Record<string, string> = {};
  let errorcode: ErrorCode = 'VALIDATION_ERROR';
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    keys[field] ??= issue.message;
    fields[field] ??= dutch(issue.message);
    if (errorcode === 'VALIDATION_ERROR' && (ERROR_CODES as readonly string[]).includes(issue.message)) errorcode = issue.message as ErrorCode;
  }
  return { errorcode, fields, keys };
}

/** Validates inside a handler, for input whose rules depend on what the database says. */
export function parseOrThrow<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { errorcode, fields, keys } = fieldErrors(result.error.issues);
  throw new AppError(400, errorcode, dutch(errorcode), fields, { fields: keys });
}
