import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attestBatchRequest, attestRequest } from '../../../domain/schemas/attest';
import * as fr from '../../../domain/texts/attest.fr';
import { attestFileName, attestZipName } from '../../../domain/texts/attest.nl';
import { callerLanguage } from '../../callerLanguage';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { binaryResponse } from '../../files/binary';
import { textIn } from '../../i18n';
import { controlPage, findPeriod } from '../../repositories/control';
import { takeRequestSlot } from '../../repositories/requestLimits';
import { drawAttest, statementOf } from '../../services/attest/make';
import { recordAttest } from './attestRecord';
import { streamAttestZip } from './attestZip';

/**
 * A vet's certificates per hour: far more than a member downloads (one per period, again when points
 * come in), few enough that nobody fills the certificates' table. Only made ones count; the
 * secretariat's are not limited.
 */
const ATTESTS_PER_MEMBER_HOUR = 30;
const texts = { nl: { attestFileName, attestZipName }, fr };
const PDF = 'application/pdf';
const pdfResponse = binaryResponse(PDF, 'Het attest permanente vorming als PDF, met Content-Disposition: attachment en de verificatiecode in X-Attest-Code.');
const zipResponse = binaryResponse(
  'application/zip',
  'Eén PDF per lid van de selectie, gestreamd; X-Attest-Total zegt vooraf hoeveel, zodat de browser de gemaakte attesten kan tellen.',
);

/**
 * The CPD certificate ("Attest permanente vorming", docs/features/points.md#certificate): a vet's
 * own, any member's for the secretariat, and the control list's selection as one ZIP.
 */
export default async function attestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['bijscholing'];

  app.post('/api/bijscholing/attesten', { schema: { body: attestRequest, response: { 200: pdfResponse }, tags } }, async (request, reply) => {
    const user = request.user!;
    const language = callerLanguage(request);
    const secretariat = user.roles.includes('SECRETARIAAT');
    const asked = request.body.username ?? undefined;
    // A vet gets their own only, told why (not a bare 403); the secretariat names the member.
    if (!secretariat && asked && asked.toUpperCase() !== user.username.toUpperCase()) throw forbidden('ATTEST_ANDER_LID');
    const username = secretariat ? asked : user.username;
    if (!username) throw badRequest('VALIDATION_ERROR', { username: textIn(language, 'validation.required') });
    const period = await findPeriod(db, request.body.periode);
    if (!period) throw notFound();
    const {
      items: [line],
    } = await controlPage(db, period.id, { username }, 1, 0);
    if (!line) throw notFound();
    const stated = await statementOf(db, period, line);
    if (!stated) throw new AppError(422, 'ATTEST_GEEN_PUNTEN');
    if (!secretariat && !(await takeRequestSlot(db, 'attest-make', user.username, ATTESTS_PER_MEMBER_HOUR, 60))) {
      throw new AppError(429, 'TOO_MANY_REQUESTS');
    }
    // In the language of the person who makes it: a member's own, or the secretariat's for the member it names.
    const made = await drawAttest(stated, config.publicUrl, language);
    await db.tx((q) => recordAttest(q, request, period.id, made));
    return reply
      .header('content-type', PDF)
      .header('content-disposition', `attachment; filename="${texts[language].attestFileName(stated)}"`)
      .header('cache-control', 'no-store')
      .header('x-attest-code', made.code)
      .send(Buffer.from(made.bytes) as never);
  });

  app.post('/api/bijscholing/attesten/controle', { schema: { body: attestBatchRequest, response: { 200: zipResponse }, tags } }, async (request, reply) => {
    const { periode, ...filters } = request.body;
    const period = await findPeriod(db, periode);
    if (!period) throw notFound();
    return streamAttestZip(db, request, reply, period, filters, config.publicUrl, texts[callerLanguage(request)].attestZipName(period));
  });
}
