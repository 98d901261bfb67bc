import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declarationNamed } from '../../../domain/declare/registry';
import { schemasOf } from '../../../domain/declare/schemas';
import { dbId, idParam } from '../../../domain/schemas/common';
import { optionalString, V } from '../../../domain/validation';
import { auditStep, changeRecord, findRecord, lockResource, reachRecord as reach, removeRecord } from '../../declared/api';
import { fieldError, notFound } from '../../errors';
import { attachmentHeader } from '../../files/upload';
import { memberLines } from '../../repositories/wachtdiensten';
import { membersWorkbook } from './membersWorkbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The calls of an on-call service that are no CRUD (SPEC §7): another responsible, the members'
 * export, and a member leaving with a comment. Roles: the `manage` and `uitschrijven` rows of
 * domain/declarations/wachtdiensten.ts and wachtdienstleden.ts; the rows, their access functions.
 */
export default async function wachtdienstRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const services = declarationNamed('wachtdiensten')!;
  const members = declarationNamed('wachtdienstleden')!;
  const tags = ['wachtdiensten'];

  app.post(
    '/api/wachtdiensten/:id/actions/set-responsible',
    {
      schema: {
        params: idParam,
        body: z.object({ id: dbId() }),
        response: { 200: schemasOf(services).record },
        tags,
        description: 'Maakt een lid van de wachtdienst (het id van het lid) haar verantwoordelijke.',
      },
    },
    async (request) =>
      db.tx(async (q) => {
        await lockResource(q, services);
        const before = await reach(q, services, request.params.id, 'manage', request);
        const member = await findRecord(q, members, request.body.id);
        // Only someone who belongs to the service can answer for it.
        if (!member || member.wachtdienstId !== before.id) throw fieldError('id', V.select);
        return changeRecord(q, request, services, before, { responsible: member.ordenummer, responsibleName: member.name }, 'set-responsible');
      }),
  );

  app.get(
    '/api/wachtdiensten/:id/members/actions/export',
    {
      schema: {
        params: idParam,
        response: { 200: { description: 'De leden als Excel-werkmap (.xlsx), genoemd naar de wachtdienst.', content: { [XLSX]: { schema: z.string().meta({ format: 'binary' }) } } } },
        tags,
      },
    },
    async (request, reply) => {
      const { service, lines } = await db.tx(async (q) => ({ service: await reach(q, services, request.params.id, 'manage', request), lines: await memberLines(q, request.params.id) }));
      const { name, body } = await membersWorkbook(String(service.name), lines);
      return reply.type(XLSX).header('content-disposition', attachmentHeader(name)).header('cache-control', 'no-store').send(body as never);
    },
  );

  app.post(
    '/api/wachtdiensten/:wachtdienstId/members/:id/delete',
    {
      schema: {
        params: z.object({ wachtdienstId: dbId(), id: dbId() }),
        body: z.object({ comments: optionalString(2000) }).default({ comments: null }),
        response: { 200: schemasOf(members).record },
        tags,
        description: 'Schrijft een lid uit de wachtdienst uit; het commentaar staat in de historiek.',
      },
    },
    async (request) =>
      db.tx(async (q) => {
        await lockResource(q, members);
        const before = await reach(q, members, request.params.id, 'uitschrijven', request);
        if (before.wachtdienstId !== request.params.wachtdienstId) throw notFound();
        // The comment goes with the membership into the service's history.
        const comment = request.body.comments ?? null;
        await removeRecord(q, request, members, before, 'uitschrijven', { comment });
        await auditStep(q, request, { resource: services.name, recordId: before.wachtdienstId, action: 'uitschrijven', before: { member: before.name, ordenummer: before.ordenummer }, after: { comment } });
        return before;
      }),
  );
}
