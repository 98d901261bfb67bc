import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brusselsDate } from '../../../domain/dates';
import { dbId, idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { isoDate } from '../../../domain/schemas/members';
import {
  legalEntityContactPageSchema,
  legalEntityContactsSchema,
  legalEntityOptionPageSchema,
  legalEntityPageSchema,
  organisationAddressPageSchema,
} from '../../../domain/schemas/responses/legalEntities';
import { optionalString, requiredString, V } from '../../../domain/validation';
import { callerLanguage } from '../../callerLanguage';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import { auditStep } from '../../generator/api';
import { dutch } from '../../i18n';
import { insertContact } from '../../repositories/addresses';
import { cooperatesWith, findLegalEntity, legalEntityAddresses, legalEntityContacts, searchLegalEntities } from '../../repositories/legalEntities';
import { findPersonByOrdenummer } from '../../repositories/persons';
import { assertActiveCodes } from '../../services/codes';

/** The secretariat sees any organisation's people; a provider only those of its own (SPEC §6). */
function assertMayManage(request: FastifyRequest, iddiclegalentity: number) {
  const me = request.user!;
  if (me.roles.includes('SECRETARIAAT')) return;
  if (me.roles.includes('OPLVERSTREKKER') && me.legal_entity_id === iddiclegalentity) return;
  throw forbidden();
}

/**
 * Being someone's organisation makes them show as its people, so a provider may only add (in
 * another role) a person who already cooperates with it; linking anyone else is for the
 * secretariat, which checks with the person first.
 */
async function assertMayLink(request: FastifyRequest, iddicperson: number, iddiclegalentity: number) {
  if (request.user!.roles.includes('SECRETARIAAT')) return;
  if (await cooperatesWith(request.server.db, iddicperson, iddiclegalentity)) return;
  const text = dutch(V.notCooperating);
  throw new AppError(403, 'FORBIDDEN', text, { ordenummer: text });
}

/** Legal entities: the directory, the organisation search of the forms, its contacts and addresses. */
export default async function legalEntityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['rechtspersonen'];

  app.get(
    '/api/rechtspersonen',
    {
      schema: {
        querystring: z.object({ ...pageQuery(PAGE_SIZES.legalEntities), name: optionalString(100), locality: optionalString(100) }),
        response: { 200: legalEntityPageSchema },
        tags,
      },
    },
    async (request) => {
      const { query } = request;
      return { ...(await searchLegalEntities(db, query, callerLanguage(request))), limit: query.limit, offset: query.offset };
    },
  );

  /**
   * The typeahead of the registration wizard and the request forms; like the original, none found is
   * a 404. `type` narrows to one legal form (a code of the legalform list), `ffOpl=1` to providers.
   */
  app.get(
    '/api/crm/public/legalentities',
    {
      schema: {
        querystring: z.object({
          ...pageQuery(PAGE_SIZES.personSearch),
          name: optionalString(100),
          type: optionalString(20),
          ffOpl: z.enum(['0', '1']).optional(),
        }),
        response: { 200: legalEntityOptionPageSchema },
        tags,
      },
    },
    async (request) => {
      const { query } = request;
      const { items: found, ...total } = await searchLegalEntities(
        db,
        { ...query, providers: query.ffOpl === '1', legalform: query.type },
        callerLanguage(request),
      );
      if (total.size === 0) throw notFound();
      // Public callers get the name and address only.
      const items = found.map((le: Record<string, any>) => ({
        id: le.id,
        iddiclegalentity: le.iddiclegalentity,
        name: le.name,
        locality: le.locality,
        legalentityDisplayAddress: le.legalentityDisplayAddress,
      }));
      return { items, ...total, limit: query.limit, offset: query.offset };
    },
  );

  app.get(
    '/api/crm/public/legalentities/:id/contacts',
    { schema: { params: idParam, querystring: z.object({ type: optionalString(20) }), response: { 200: legalEntityContactPageSchema }, tags } },
    async (request) => {
      assertMayManage(request, request.params.id);
      if (!(await findLegalEntity(db, request.params.id))) throw notFound();
      const items = await legalEntityContacts(db, request.params.id, request.query.type);
      return { items, limit: items.length, offset: 0, size: items.length };
    },
  );

  app.get(
    '/api/crm/public/legalentities/:id/addresses',
    {
      schema: {
        params: idParam,
        querystring: z.object({ type: optionalString(20), exclude: dbId().optional() }),
        response: { 200: organisationAddressPageSchema },
        tags,
      },
    },
    async ({ params, query }) => {
      if (!(await findLegalEntity(db, params.id))) throw notFound();
      const items = await legalEntityAddresses(db, params.id, query.exclude);
      return { items, limit: items.length, offset: 0, size: items.length };
    },
  );

  app.post(
    '/api/crm/public/legalentities/:id/contacts',
    {
      schema: {
        params: idParam,
        body: z.object({ ordenummer: requiredString(30), workaddress: requiredString(20), startdate: isoDate.optional() }),
        response: { 201: legalEntityContactsSchema },
        tags,
      },
    },
    async (request, reply) => {
      assertMayManage(request, request.params.id);
      const entity = await findLegalEntity(db, request.params.id);
      if (!entity) throw notFound();
      const person = await findPersonByOrdenummer(db, request.body.ordenummer);
      if (!person) throw fieldError('ordenummer', V.select);
      await assertMayLink(request, person.iddicperson, request.params.id);
      await assertActiveCodes(db, [{ field: 'workaddress', list: 'WORKADDRESS', value: request.body.workaddress }]);
      const contact = {
        iddicperson: person.iddicperson,
        iddiclegalentity: request.params.id,
        workaddress: request.body.workaddress,
        iddicaddress: entity.iddicaddress,
        startdate: request.body.startdate ?? brusselsDate(),
      };
      await db.tx(async (q) => {
        await insertContact(q, contact);
        await auditStep(q, request, {
          resource: 'rechtspersonen',
          recordId: request.params.id,
          action: 'contactpersoon',
          before: null,
          after: { ordenummer: request.body.ordenummer, ...contact },
        });
      });
      reply.status(201);
      return { items: await legalEntityContacts(db, request.params.id) };
    },
  );
}
