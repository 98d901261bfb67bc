import type { FastifyInstance } from 'fastify';
import { V } from '../../domain/validation';
import { fieldError } from '../errors';

/**
 * How deep a JSON body may nest. Our forms send three or four levels; a body nested thousands deep
 * (a few kilobytes of `[[[[`) would overflow the stack of every walk over it (the input check, the
 * schemas), and the request would end as a 500 instead of a refusal.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether brackets outside strings nest deeper than `max`; one pass, no recursion, no parse. */
export function nestsDeeper(text: string, max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser for every route with one that first refuses a body nested too
 * deep (a Dutch 400 on `body`), then parses as Fastify does, `__proto__` and `constructor` keys
 * refused as before. Registered on the root instance, before any route, so no route escapes it.
 */
export function boundedJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeper(body as string)) {
      done(fieldError('body', V.tooDeep), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
