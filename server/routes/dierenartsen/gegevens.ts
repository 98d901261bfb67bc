import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brusselsDate } from '../../../domain/dates';
import { erasureAnswerSchema, erasureBody } from '../../../domain/schemas/members';
import * as fr from '../../../domain/texts/memberData.fr';
import { memberDataFileName } from '../../../domain/texts/memberData.nl';
import { V } from '../../../domain/validation';
import { callerLanguage } from '../../callerLanguage';
import { fieldError } from '../../errors';
import { binaryResponse } from '../../files/binary';
import { auditStep, inTransaction } from '../../generator/api';
import { memberKeys } from '../../repositories/memberData';
import { eraseMember } from '../../services/erasure';
import { writeMemberExport } from '../../services/memberExport';
import { memberFor, memberParams } from './owner';

const zipResponse = binaryResponse('application/zip', 'Alle gegevens van het lid als ZIP (overzicht.html, gegevens.json, bestanden/), gestreamd.');

/**
 * A member's own data (GDPR art. 15 and 20), for the member and the secretariat, and their erasure
 * (art. 17) by the secretariat. Both leave a row in the audit trail.
 */
export default async function memberDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['dierenartsen'];

  app.get('/api/dierenartsen/:id/gegevens', { schema: { params: memberParams, response: { 200: zipResponse }, tags } }, async (request, reply) => {
    const person = await memberFor(request, request.params.id, { secretariat: true });
    const keys = (await memberKeys(db, person.ordenummer!))!;
    await db.tx((q) => auditStep(q, request, { resource: 'dierenartsen', recordId: keys.username, action: 'gegevens', before: null, after: null }));
    // In the reader's language: a member's own in theirs, the secretariat's copy of a member's in the secretariat's.
    const language = callerLanguage(request);
    const out = new PassThrough();
    // Written while it is sent: a failure halfway can only cut the download short, and is logged.
    writeMemberExport(out, db, app.files, keys, language).catch((error) => {
      request.log.error({ err: error }, 'export van de gegevens afgebroken');
      out.destroy(error);
    });
    reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        `attachment; filename="${(language === 'fr' ? fr.memberDataFileName : memberDataFileName)(keys.username, brusselsDate())}"`,
      )
      .header('cache-control', 'no-store');
    return reply.send(out as never);
  });

  app.post(
    '/api/dierenartsen/:id/wissen',
    { schema: { params: memberParams, body: erasureBody, response: { 200: erasureAnswerSchema }, tags } },
    async (request) => {
      const username = request.params.id;
      // Typed again, so no slip of the mouse erases a member.
      if (request.body.bevestiging.trim().toUpperCase() !== username.toUpperCase()) throw fieldError('bevestiging', V.confirmErasure);
      const erased = await inTransaction(app, request, async (q) => eraseMember(q, username, request.user!.username));
      for (const key of erased.storageKeys)
        await app.files.remove(key).catch((error) => request.log.warn({ message: (error as Error).message }, 'bestand van gewist lid niet verwijderd'));
      return { code: 'MEMBER_ERASED' as const, pseudonym: erased.pseudonym };
    },
  );
}
