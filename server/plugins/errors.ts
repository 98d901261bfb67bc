import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../domain/errors';
import type { ErrorAnswer } from '../../domain/schemas/responses/errors';
import { describe, isDbUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { callerLanguage, refusalIn } from '../callerLanguage';
import { textIn } from '../i18n';
import { fieldErrors } from '../validate';

/**
 * Data the database refused (number out of range, bad date, missing or unknown reference): the
 * schemas should have caught it, but when they did not the client still gets a 400, not a 500.
 */
const DB_BAD_INPUT = new Set([
  ...['22001', '22003', '22007', '22008', '22P02', '23502', '23503', '23514'],
  // Text it cannot store or use (NUL, a character the encoding lacks, a bad LIKE escape or regex,
  // a value too big for an index): the input hook refuses most of it first, with the field named.
  ...['22021', '22P05', '22019', '22025', '2201B', '22023', '22026', '54000'],
]);
/** A protocol violation is the client's doing only when the server names the message it could not read. */
const badMessage = (error: { code?: string; message?: string }) =>
  error.code === '08P01' && /invalid (message format|byte sequence)/i.test(error.message ?? '');
const DB_DUPLICATE = '23505';
/**
 * The database gave up on a statement that may well succeed when tried again: cancelled (by an
 * administrator or the statement timeout), a deadlock, a serialization failure, a lock not got
 * within the lock timeout, a transaction ended for idling, a standby that took over read-only.
 * The client is told to try later (503), not 500.
 */
const DB_GAVE_UP = new Set(['57014', '40001', '40P01', '55P03', '25P03', '25006']);

/** Maps every failure to `{ errorcode, usererror, fields? }` (DESIGN §3); bad input is 400, never 500. */
export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    const language = callerLanguage(request);
    /** The body of every refusal, in the caller's language; typed, because a route's error schema (ERROR_CODES) serialises it. */
    const answer = (errorcode: ErrorCode): ErrorAnswer => ({ errorcode, usererror: textIn(language, errorcode) });
    if (error instanceof AppError) {
      const { usererror, fields } = refusalIn(language, error);
      return reply.status(error.statusCode).send({ errorcode: error.errorcode, usererror, fields } satisfies ErrorAnswer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { errorcode, keys } = fieldErrors(
        error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? 'validation.pattern' })),
      );
      const fields = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, textIn(language, key)]));
      return reply.status(400).send({ errorcode, usererror: textIn(language, errorcode), fields } satisfies ErrorAnswer);
    }
    // Checked before the status-code branches: a lost connection is the server's trouble, never the client's.
    // One line with the code and message: an outage repeats it for every request, and the error
    // object of a lost connection drags its whole client along.
    if (isDbUnavailable(error) && !badMessage(error)) {
      request.log.error(describe(error), 'database unreachable');
      return reply.status(503).send(answer('SERVICE_UNAVAILABLE'));
    }
    if (error.code && DB_GAVE_UP.has(error.code)) {
      request.log.warn(describe(error), 'statement given up by the database');
      return reply.status(503).send(answer('SERVICE_UNAVAILABLE'));
    }
    if (error.code && (DB_BAD_INPUT.has(error.code) || badMessage(error))) {
      request.log.warn(error, 'input refused by the database');
      return reply.status(400).send(answer('VALIDATION_ERROR'));
    }
    if (error.code === DB_DUPLICATE) {
      request.log.warn(error, 'duplicate refused by the database');
      return reply.status(409).send(answer('CONFLICT'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(answer('LOGIN_THROTTLED'));
    }
    const bodyErrors = request.routeOptions.config?.bodyErrors;
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(answer(bodyErrors?.tooLarge ?? 'FILE_TOO_LARGE'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, told plainly.
      const unreadable = bodyErrors && error.statusCode === 400 && /^FST_ERR_CTP_/.test(error.code ?? '');
      return reply.status(error.statusCode).send(answer(unreadable ? bodyErrors.unreadable : 'VALIDATION_ERROR'));
    }
    request.log.error(error);
    return reply.status(500).send(answer('UNFORSEEN_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errorcode: 'NOT_FOUND', usererror: textIn(callerLanguage(request), 'NOT_FOUND'), path: request.url.split('?')[0] });
  });
}
