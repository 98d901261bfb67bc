import type { FastifyInstance } from 'fastify';
import vrijstellingen from '../../../domain/declarations/vrijstellingen';
import { schemasOf } from '../../../domain/declare/schemas';
import { REQUESTED } from '../../../domain/rules/approvals';
import { exemptionRequestSchema } from '../../../domain/schemas/exemptions';
import { afterChange, beforeChange, hookContext, inTransaction, readOut } from '../../declared/hooks';
import { tableMap } from '../../declared/table';
import { insertFile } from '../../files/repository';
import { receiveForm } from '../../files/upload';
import { insertAudit, insertRow } from '../../repositories/declared';
import { parseOrThrow } from '../../validate';

/**
 * SPEC §7 multipart POST /vrijstellingen (years, comments, file): a veterinarian's own exemption
 * request, REQ, with its one document checked by content and stored as a file. The document is
 * stored before the transaction (a transaction never waits for a request body); the record, the
 * file's row and the audit row are one transaction, and a refusal removes the stored bytes again.
 */
export default async function exemptionRoutes(app: FastifyInstance) {
  const d = vrijstellingen;
  const t = tableMap(d);
  const schema = { consumes: ['multipart/form-data'], response: { 201: schemasOf(d).record }, tags: [d.name] };
  app.post('/api/vrijstellingen', { schema }, async (request, reply) => {
    const { fields, file } = await receiveForm(app.files, request);
    const me = request.user!.username;
    try {
      const input = parseOrThrow(exemptionRequestSchema, fields);
      const row = await inTransaction(app, request, async (q) => {
        const stored = await insertFile(q, file, me);
        const values: Record<string, unknown> = { username: me, years: input.years, comments: input.comments, statecode: REQUESTED, attachment: stored.id };
        const args = { ...hookContext(app, q, d, t, request), operation: 'create' as const, before: null, record: values };
        Object.assign(values, await beforeChange(args));
        const created = (await insertRow(q, t, values))!;
        await insertAudit(q, { username: me, resource: d.name, recordId: created.id, action: 'create', before: null, after: created });
        await afterChange({ ...args, after: created });
        return created;
      });
      reply.status(201);
      return readOut(d, row);
    } catch (error) {
      await app.files.remove(file.storageKey);
      throw error;
    }
  });
}
