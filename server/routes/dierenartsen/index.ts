import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { contactDataSchema } from '../../../domain/schemas/members';
import { contactDataSavedSchema, cooperationPageSchema, vetPageSchema, vetProfileSchema } from '../../../domain/schemas/responses/members';
import { optionalString } from '../../../domain/validation';
import { auditStep } from '../../generator/api';
import { notFound } from '../../errors';
import { personAddresses, personContacts } from '../../repositories/addresses';
import { findPersonByOrdenummer, searchVets, updateContactData } from '../../repositories/persons';
import { memberFor, memberParams } from './owner';

/** The veterinarian directory and profile sheets (SPEC §2 /zoeken/dierenarts, §7). */
export default async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['dierenartsen'];

  app.get(
    '/api/dierenartsen',
    {
      schema: {
        querystring: z.object({
          ...pageQuery(PAGE_SIZES.vets),
          lastname: optionalString(100),
          locality: optionalString(100),
          reference: optionalString(30),
        }),
        response: { 200: vetPageSchema },
        tags,
      },
    },
    async ({ query }) => ({ ...(await searchVets(db, query)), limit: query.limit, offset: query.offset }),
  );

  /** The profile sheet: what the public members list shows, plus everything for the member themself. */
  app.get('/api/dierenartsen/:id', { schema: { params: memberParams, response: { 200: vetProfileSchema }, tags } }, async (request) => {
    const person = await findPersonByOrdenummer(db, request.params.id);
    // Found by its ordenummer, so it has one.
    if (!person?.ordenummer) throw notFound();
    const me = request.user!;
    const full = me.username.toLowerCase() === person.ordenummer?.toLowerCase() || me.roles.includes('SECRETARIAAT');
    const addresses = (await personAddresses(db, person.iddicperson)).filter((a) => full || a.role === 'PUBLIEK');
    const relaties = await personContacts(db, person.iddicperson);
    return {
      id: person.ordenummer,
      iddicperson: person.iddicperson,
      ordenummer: person.ordenummer,
      reference: person.ordenummer,
      firstname: person.firstname,
      lastname: person.lastname,
      locality: person.locality,
      ...(full ? { email: person.email, telephone: person.telephone, mobile: person.mobile } : {}),
      addresses,
      relaties: relaties.map(({ telephone: _t, email: _e, ...r }) => (full ? { ...r, telephone: _t, email: _e } : r)),
    };
  });

  app.post(
    '/api/dierenartsen/:id',
    { schema: { params: memberParams, body: contactDataSchema, response: { 200: contactDataSavedSchema }, tags } },
    async (request) => {
      const person = await memberFor(request, request.params.id, { secretariat: false });
      await db.tx(async (q) => {
        await updateContactData(q, person.iddicperson, request.body);
        const before = { email: person.email, telephone: person.telephone, mobile: person.mobile };
        await auditStep(q, request, { resource: 'dierenartsen', recordId: person.ordenummer, action: 'contactgegevens', before, after: request.body });
      });
      return { code: 'UPDATE_SUCCESS', ...request.body };
    },
  );

  app.get('/api/dierenartsen/:id/relaties', { schema: { params: memberParams, response: { 200: cooperationPageSchema }, tags } }, async (request) => {
    const person = await memberFor(request, request.params.id, { secretariat: true });
    const items = await personContacts(db, person.iddicperson);
    return { items, limit: items.length, offset: 0, size: items.length };
  });
}
