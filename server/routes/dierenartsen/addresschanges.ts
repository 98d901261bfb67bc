import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { ADDRESS_CHANGE_STATES, addressChangeSchema, addressDecisionSchema } from '../../../domain/schemas/members';
import { addressChangeDecidedSchema, addressChangeFiledSchema, addressChangePageSchema, bulkApproveSchema } from '../../../domain/schemas/responses/members';
import { V } from '../../../domain/validation';
import { callerLanguage } from '../../callerLanguage';
import { AppError, fieldError, forbidden } from '../../errors';
import { auditStep } from '../../generator/api';
import { insertAddressChange, listAddressChanges } from '../../repositories/addressChanges';
import { findContact } from '../../repositories/addresses';
import { findLegalEntity, legalEntityAddresses } from '../../repositories/legalEntities';
import { findPersonByOrdenummer } from '../../repositories/persons';
import { decide } from '../../services/addressChanges';
import { assertActiveCodes } from '../../services/codes';

const CONFIRMATION = {
  RECHTSPERSOON: 'LEGALENTITY_REQUEST_SUCCESS',
  DOMICILIE: 'ADDRESS_REQUEST_SUCCESS',
  CONTACTNEW: 'COOPERATION_REQUEST_SUCCESS',
  CONTACTEND: 'COOPERATION_END_SUCCESS',
} as const;

/** Address-change requests: members file them, the secretariat approves or declines (SPEC §4). */
export default async function addressChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['dierenartsen'];

  app.get(
    '/api/dierenartsen/addresschanges',
    {
      schema: {
        querystring: z.object({
          ...pageQuery(PAGE_SIZES.addressChanges),
          state: z.enum(ADDRESS_CHANGE_STATES, { error: V.pattern }).optional(),
          id: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: addressChangePageSchema },
        tags,
      },
    },
    async (request) => {
      const { query } = request;
      const me = request.user!;
      // A member sees only their own requests; the secretariat sees the queue.
      const own = me.roles.includes('SECRETARIAAT') ? undefined : (await findPersonByOrdenummer(db, me.username))?.iddicperson;
      if (!me.roles.includes('SECRETARIAAT') && !own) throw forbidden();
      return { ...(await listAddressChanges(db, { ...query, iddicperson: own }, callerLanguage(request))), limit: query.limit, offset: query.offset };
    },
  );

  app.post(
    '/api/dierenartsen/addresschanges',
    { schema: { body: addressChangeSchema, response: { 201: addressChangeFiledSchema }, tags } },
    async (request, reply) => {
      const person = await findPersonByOrdenummer(db, request.user!.username);
      if (!person) throw forbidden();
      const body = request.body;
      // The request must point at things that exist and, for an ending, at the member's own cooperation.
      if (body.code === 'CONTACTEND') {
        const contact = await findContact(db, body.iddiccontact);
        if (!contact || contact.iddicperson !== person.iddicperson || contact.enddate) throw fieldError('iddiccontact', V.select);
      }
      if (body.code === 'CONTACTNEW') {
        const addresses = await legalEntityAddresses(db, body.iddiclegalentity);
        if (!addresses.some((a) => a.iddicaddress === body.iddicaddress)) throw fieldError('iddicaddress', V.select);
      }
      if (body.code === 'RECHTSPERSOON' && body.iddiclegalentity && !(await findLegalEntity(db, body.iddiclegalentity))) {
        throw fieldError('iddiclegalentity', V.select);
      }
      if (body.code === 'RECHTSPERSOON' || body.code === 'DOMICILIE') {
        await assertActiveCodes(db, [
          { field: 'land', list: 'COUNTRY', value: body.land },
          // Also for an existing organisation: approval writes the legal form onto it.
          { field: 'iddiclegalform', list: 'legalform', value: body.code === 'RECHTSPERSOON' ? body.iddiclegalform : null },
        ]);
      }
      if (body.code === 'RECHTSPERSOON' || body.code === 'CONTACTNEW') {
        await assertActiveCodes(db, [{ field: 'workaddress', list: 'WORKADDRESS', value: body.workaddress }]);
      }
      const id = await db.tx(async (q) => {
        const created = await insertAddressChange(q, person.iddicperson, body.code, body, body.startdate);
        await auditStep(q, request, { resource: 'adreswijzigingen', recordId: created, action: 'create', before: null, after: body });
        return created;
      });
      reply.status(201);
      return { id, code: CONFIRMATION[body.code], state: 'NEW' as const };
    },
  );

  app.post(
    '/api/dierenartsen/addresschanges/:id',
    { schema: { params: idParam, body: addressDecisionSchema, response: { 200: addressChangeDecidedSchema }, tags } },
    async (request) => decide(db, config, request.params.id, request.body, request.user!.username, request.log),
  );

  /** Bulk approval of a selection; each request is decided on its own, so one failure stops none. */
  app.post(
    '/api/dierenartsen/addresschanges/actions/approve',
    {
      schema: {
        body: z.object({ ids: z.array(z.number().int().positive()).min(1, { error: V.select }).max(200) }),
        response: { 200: bulkApproveSchema },
        tags,
      },
    },
    async (request) => {
      const results = [];
      for (const id of request.body.ids) {
        try {
          const { state } = await decide(db, config, id, { state: 'APPROVED', comment: null }, request.user!.username, request.log);
          results.push({ id, state });
        } catch (error) {
          results.push({ id, state: 'SKIPPED', errorcode: error instanceof AppError ? error.errorcode : 'UNFORSEEN_ERROR' });
        }
      }
      return { items: results };
    },
  );
}
