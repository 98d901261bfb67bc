import type { FastifyInstance } from 'fastify';
import vrijstellingen from '../../../domain/declarations/vrijstellingen';
import { schemasOf } from '../../../domain/declare/schemas';
import { REQUESTED } from '../../../domain/rules/approvals';
import { exemptionRequestSchema } from '../../../domain/schemas/exemptions';
import { createRecord, inTransaction, readOut } from '../../declared/api';
import { insertFile } from '../../files/repository';
import { receiveForm } from '../../files/upload';
import { parseOrThrow } from '../../validate';

/**
 * SPEC §7 multipart POST /vrijstellingen (years, comments, file): a veterinarian's own exemption
 * request, REQ, with its one document checked by content and stored as a file. The document is
 * stored before the transaction (a transaction never waits for a request body); the record, the
 * file's row and the audit row are one transaction, and a refusal removes the stored bytes again.
 */
export default async function exemptionRoutes(app: FastifyInstance) {
  const d = vrijstellingen;
  const schema = { consumes: ['multipart/form-data'], response: { 201: schemasOf(d).record }, tags: [d.name] };
  app.post('/api/vrijstellingen', { schema }, async (request, reply) => {
    const { fields, file } = await receiveForm(app.files, request);
    const me = request.user!.username;
    try {
      const input = parseOrThrow(exemptionRequestSchema, fields);
      const row = await inTransaction(app, request, async (q) => {
        const stored = await insertFile(q, file, me);
        return createRecord(app, request, q, d, { username: me, years: input.years, comments: input.comments, statecode: REQUESTED, attachment: stored.id });
      });
      reply.status(201);
      return readOut(d, row);
    } catch (error) {
      await app.files.remove(file.storageKey);
      throw error;
    }
  });
}
