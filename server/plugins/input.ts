import type { FastifyInstance } from 'fastify';
import { V } from '../../domain/validation';
import { fieldError } from '../errors';

/**
 * Text PostgreSQL cannot store: NUL (refused with an error the client would see as a 500) and a
 * lone UTF-16 surrogate (silently turned into U+FFFD, so the stored text is not what was sent).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The path (`contact.firstname`, `ids.0`) of the first string in a value that cannot be stored. */
export function unstorableField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasUnstorableText(value) ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    // A bad key is named by where it sits: the key itself cannot be shown as a field name.
    if (hasUnstorableText(key)) return path.join('.') || 'body';
    const found = unstorableField(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses such text in path parameters, the query string and JSON or form bodies before any
 * validation or handler runs, with the Dutch field error of the first field that holds it.
 * Multipart bodies are read in the handlers (request.file()); their fields are not walked here.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableField(part);
      if (field !== undefined) return done(fieldError(field, V.unstorable));
    }
    done();
  });
}
