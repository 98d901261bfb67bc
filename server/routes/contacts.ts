import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../domain/schemas/common';
import { contactSchema } from '../../domain/schemas/responses/legalEntities';
import { forbidden, notFound } from '../errors';
import { findContact } from '../repositories/legalEntities';

/**
 * GET /contacts/{id} (SPEC §7 Lists): the details of one contact person, as a course's contact is
 * shown. A provider sees only the people of its own organisation; the secretariat anyone's.
 */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/contacts/:id', { schema: { params: idParam, response: { 200: contactSchema }, tags: ['rechtspersonen'] } }, async (request) => {
    const contact = await findContact(app.db, request.params.id);
    if (!contact) throw notFound();
    const me = request.user!;
    if (!me.roles.includes('SECRETARIAAT') && me.legal_entity_id !== contact.iddiclegalentity) throw forbidden();
    return contact;
  });
}
