import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brusselsDate } from '../../../domain/dates';
import { auditFilterSchema, auditPageSchema, auditQuery } from '../../../domain/schemas/audit';
import * as fr from '../../../domain/texts/audit.fr';
import * as nl from '../../../domain/texts/audit.nl';
import { callerLanguage } from '../../callerLanguage';
import { binaryResponse, XLSX } from '../../files/binary';
import { chainHead } from '../../ops/verifyAudit';
import { auditBatches, auditPage } from '../../repositories/auditTrail';
import { describeRow, writeAuditWorkbook } from '../../services/auditLog';

const texts = { nl, fr };

const chainHeadSchema = z.object({ label: z.string(), volgnummer: z.number().int(), hash: z.string() });

const workbookResponse = binaryResponse(XLSX, 'Het logboek als Excel-werkmap (.xlsx), gestreamd, met Content-Disposition: attachment.');

/**
 * The secretariat's logbook: the audit trail of every resource, newest first, with filters, and its
 * Excel export. Roles: `/logboek` in domain/permissions.ts. Every record's history tab reads the same rows.
 */
export default async function logbookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['logboek'];

  // The rows come worded in the reader's language: kinds, actions, field names, yes and no, states.
  app.get('/api/logboek', { schema: { querystring: auditQuery, response: { 200: auditPageSchema }, tags } }, async (request) => {
    const { query } = request;
    const language = callerLanguage(request);
    const { items, ...size } = await auditPage(db, query, query.limit, query.offset);
    return { items: items.map((row) => describeRow(row, language)), ...size, limit: query.limit, offset: query.offset };
  });

  // The chain's head: how many rows the trail holds and the last one's hash, to note down or compare with a backup's manifest.
  app.get('/api/logboek/keten', { schema: { response: { 200: chainHeadSchema }, tags } }, async (request) => {
    const head = await chainHead(db);
    return { label: texts[callerLanguage(request)].AUDIT_CHAIN_LABEL, volgnummer: head?.seq ?? 0, hash: head?.hash ?? '' };
  });

  app.get('/api/logboek/excel', { schema: { querystring: auditFilterSchema, response: { 200: workbookResponse }, tags } }, async (request, reply) => {
    const { query, log } = request;
    const language = callerLanguage(request);
    const out = new PassThrough();
    // Written while it is sent: a failure halfway can only cut the download short, and is logged.
    writeAuditWorkbook(out, auditBatches(db, query), language).catch((error) => {
      log.error({ err: error }, 'logboek export afgebroken');
      out.destroy(error);
    });
    reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${texts[language].auditFileName(brusselsDate())}"`)
      .header('cache-control', 'no-store');
    return reply.send(out as never);
  });
}
