import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors';
import { findPersonByOrdenummer } from '../../repositories/persons';

export const memberParams = z.object({ id: z.string().trim().min(1).max(30) });

/**
 * The member named in the path, when the caller may act on them: the member themself, or (when
 * `secretariat` allows it) the secretariat. Anyone else gets 403 before anything is read.
 */
export async function memberFor(request: FastifyRequest, id: string, { secretariat }: { secretariat: boolean }) {
  const me = request.user!;
  const self = me.username.toLowerCase() === id.toLowerCase();
  if (!self && !(secretariat && me.roles.includes('SECRETARIAAT'))) throw forbidden();
  const person = await findPersonByOrdenummer(request.server.db, id);
  if (!person) throw notFound();
  return person;
}
