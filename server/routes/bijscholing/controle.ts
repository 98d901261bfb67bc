import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { periodTotals } from '../../../domain/rules/cpd';
import { idParam } from '../../../domain/schemas/common';
import { controlExportQuery, controlMemberQuery, controlMemberSchema, controlPageSchema, controlQuery } from '../../../domain/schemas/control';
import * as fr from '../../../domain/texts/control.fr';
import { controlFileName } from '../../../domain/texts/control.nl';
import { callerLanguage } from '../../callerLanguage';
import { notFound } from '../../errors';
import { binaryResponse, XLSX } from '../../files/binary';
import { controlBatches, controlPage, findPeriod, memberRows } from '../../repositories/control';
import { writeControlWorkbook } from './controlWorkbook';

const workbookResponse = binaryResponse(XLSX, 'De controlelijst als Excel-werkmap (.xlsx), gestreamd, met Content-Disposition: attachment.');

/**
 * The control list of a period (SPEC §2 /bijscholing/controle, §7): who has collected how many
 * points, for the secretariat; its roles are the `control` rows of domain/resources/periodes.
 */
export default async function controlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['bijscholing'];
  const period = async (id: number) => (await findPeriod(db, id)) ?? Promise.reject(notFound());

  app.get(
    '/api/bijscholing/periodes/:id/controle',
    { schema: { params: idParam, querystring: controlQuery, response: { 200: controlPageSchema }, tags } },
    async ({ params, query }) => {
      const page = await controlPage(db, params.id, query, query.limit, query.offset);
      // One query for a page; only an empty one asks whether the period exists at all (404).
      if (page.items.length === 0) await period(params.id);
      return { ...page, limit: query.limit, offset: query.offset };
    },
  );

  /** One member's rows and totals; the totals worked out by the rule itself, beside the list's line. */
  app.get(
    '/api/bijscholing/periodes/:id/controle/arts',
    { schema: { params: idParam, querystring: controlMemberQuery, response: { 200: controlMemberSchema }, tags } },
    async ({ params, query }) => {
      const p = await period(params.id);
      const {
        items: [line],
      } = await controlPage(db, p.id, { username: query.username }, 1, 0);
      if (!line) throw notFound();
      const items = await memberRows(db, p.id, line.username);
      return { line, items, totals: periodTotals(items, p.requiredPoints) };
    },
  );

  app.get(
    '/api/bijscholing/periodes/:id/controle/excel',
    { schema: { params: idParam, querystring: controlExportQuery, response: { 200: workbookResponse }, tags } },
    async (request, reply) => {
      const { params, query, log } = request;
      const p = await period(params.id);
      // Headers, sheet, yes/no and the file's name in the reader's language.
      const language = callerLanguage(request);
      const out = new PassThrough();
      // Written while it is sent: a failure halfway can only cut the download short, and is logged.
      writeControlWorkbook(out, controlBatches(db, p.id, query), language).catch((error) => {
        log.error({ err: error }, 'controlelijst export afgebroken');
        out.destroy(error);
      });
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${(language === 'fr' ? fr.controlFileName : controlFileName)(p)}"`)
        .header('cache-control', 'no-store');
      // The schema documents the bytes as a string; what is sent is the stream.
      return reply.send(out as never);
    },
  );
}
