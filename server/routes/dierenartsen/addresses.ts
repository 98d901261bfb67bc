import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brusselsDate } from '../../../domain/dates';
import { activitiesSchema, addressRoleSchema } from '../../../domain/schemas/members';
import { activitiesAnswerSchema, activitiesSavedSchema, addressRoleSavedSchema, memberAddressesSchema } from '../../../domain/schemas/responses/members';
import { V } from '../../../domain/validation';
import { auditStep } from '../../generator/api';
import { fieldError } from '../../errors';
import { activeCodes, findActivities, saveActivities } from '../../repositories/activities';
import { ownsAddress, personAddresses, personContacts, setAddressRole } from '../../repositories/addresses';
import { refreshPersonLocality } from '../../repositories/persons';
import { memberFor, memberParams } from './owner';

/** A member's own addresses, cooperations and professional-activities profile (SPEC §2). */
export default async function memberAddressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['dierenartsen'];

  app.get('/api/dierenartsen/:id/addressen', { schema: { params: memberParams, response: { 200: memberAddressesSchema }, tags } }, async (request) => {
    const person = await memberFor(request, request.params.id, { secretariat: true });
    const [addresses, relaties] = [await personAddresses(db, person.iddicperson), await personContacts(db, person.iddicperson)];
    return { items: addresses, relaties, limit: addresses.length, offset: 0, size: addresses.length };
  });

  /** Makes one of the member's own addresses the public or the correspondence address, from today. */
  app.post(
    '/api/dierenartsen/:id/addressen',
    { schema: { params: memberParams, body: addressRoleSchema, response: { 200: addressRoleSavedSchema }, tags } },
    async (request) => {
      const person = await memberFor(request, request.params.id, { secretariat: false });
      const { iddicaddress, iddosextrole } = request.body;
      if (!(await ownsAddress(db, person.iddicperson, iddicaddress))) throw fieldError('iddicaddress', V.select);
      await db.tx(async (q) => {
        await setAddressRole(q, person.iddicperson, iddicaddress, iddosextrole, brusselsDate());
        await refreshPersonLocality(q, person.iddicperson);
        await auditStep(q, request, {
          resource: 'dierenartsen',
          recordId: person.ordenummer,
          action: 'adresrol',
          before: null,
          after: { iddicaddress, iddosextrole },
        });
      });
      return { code: 'UPDATE_SUCCESS', items: await personAddresses(db, person.iddicperson) };
    },
  );

  app.get('/api/dierenartsen/:id/activiteiten', { schema: { params: memberParams, response: { 200: activitiesAnswerSchema }, tags } }, async (request) => {
    const person = await memberFor(request, request.params.id, { secretariat: true });
    return (
      (await findActivities(db, person.iddicperson)) ?? {
        practpct: null,
        species: [],
        sectors: [],
        other_sectors: null,
        interests: null,
        transfer_email: false,
        xray: false,
      }
    );
  });

  /** Only active codelist items may be chosen; an inactive one already in the profile may stay. */
  app.post(
    '/api/dierenartsen/:id/activiteiten',
    { schema: { params: memberParams, body: activitiesSchema, response: { 200: activitiesSavedSchema }, tags } },
    async (request) => {
      const person = await memberFor(request, request.params.id, { secretariat: false });
      const before = await findActivities(db, person.iddicperson);
      for (const [field, list] of [
        ['species', 'DIERSOORTEN'],
        ['sectors', 'SECTOR'],
      ] as const) {
        const allowed = new Set([...(await activeCodes(db, list)), ...(before?.[field] ?? [])]);
        if (request.body[field].some((code) => !allowed.has(code))) throw fieldError(field, V.select);
      }
      await db.tx(async (q) => {
        await saveActivities(q, person.iddicperson, request.body);
        await auditStep(q, request, { resource: 'dierenartsen', recordId: person.ordenummer, action: 'activiteiten', before, after: request.body });
      });
      return { code: 'UPDATE_SUCCESS', ...(await findActivities(db, person.iddicperson))! };
    },
  );
}
