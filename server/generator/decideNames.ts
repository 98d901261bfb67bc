import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Declaration } from '../../domain/declare/declaration';
import { V } from '../../domain/validation';
import { fieldError } from '../errors';
import { codeOfItem } from '../repositories/codelists';

/** What the decide call's documentation says of the other names its body takes. */
export const namesNote = (d: Declaration) => {
  const names = d.queue?.names;
  if (!names) return undefined;
  const said = [
    names.status && `${names.status} (status: de code, of het id van de code in de codelijst)`,
    names.comment && `${names.comment} (comment)`,
    names.id && `${names.id} (het id van het pad)`,
  ];
  return `Ook met de namen: ${said.filter(Boolean).join(', ')}.`;
};

/**
 * The decide call's body read under its own names (`queue.names`), before it is validated: a state
 * given as its codelist item's id becomes its code; the record's id in the body must be the path's.
 * Both names of one value, differing, are refused on the other name.
 */
export const ownNames = (app: FastifyInstance, d: Declaration) => async (request: FastifyRequest) => {
  const names = d.queue?.names;
  const body = request.body;
  if (!names || !body || typeof body !== 'object' || Array.isArray(body)) return;
  const b = body as Record<string, unknown>;
  const take = (own: string, other: string | undefined, value: (v: unknown) => unknown) => {
    if (!other || !(other in b)) return;
    const v = value(b[other]);
    if (own in b && b[own] !== v) throw fieldError(other, V.pattern);
    b[own] = v;
    delete b[other];
  };
  const state = d.fields[d.queue!.state];
  const given = names.status ? b[names.status] : undefined;
  // A whole number is the item's id in the state's codelist; anything else is checked as a state.
  const code =
    typeof given === 'number' && state && 'codelist' in state && state.codelist ? ((await codeOfItem(app.db, state.codelist, given)) ?? given) : given;
  take('status', names.status, () => code);
  take('comment', names.comment, (v) => v);
  if (names.id && names.id in b) {
    if (String(b[names.id]) !== String((request.params as { id: unknown }).id)) throw fieldError(names.id, V.pattern);
    delete b[names.id];
  }
};

/**
 * The body's nested objects (`nested`, SPEC §7's `service`) read as if their fields were sent flat;
 * a field given both ways must agree, else it is refused on the object's name.
 */
export const unnest = (d: Declaration) => async (request: FastifyRequest) => {
  const body = request.body;
  if (!d.nested || !body || typeof body !== 'object' || Array.isArray(body)) return;
  const b = body as Record<string, unknown>;
  for (const [name, fields] of Object.entries(d.nested)) {
    const inner = b[name];
    if (inner === undefined || inner === null) continue;
    if (typeof inner !== 'object' || Array.isArray(inner)) throw fieldError(name, V.pattern);
    for (const field of fields) {
      if (!(field in inner)) continue;
      const v = (inner as Record<string, unknown>)[field];
      if (field in b && JSON.stringify(b[field]) !== JSON.stringify(v)) throw fieldError(name, V.pattern);
      b[field] = v;
    }
    delete b[name];
  }
};
