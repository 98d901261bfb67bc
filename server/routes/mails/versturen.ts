import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailSendingBody } from '../../../domain/schemas/mailSending';
import { mailSendingSchema } from '../../../domain/schemas/responses/mailSending';
import type { Queryable } from '../../db';
import { auditStep } from '../../generator/api';
import { findMailPause, pauseMail, resumeMail } from '../../repositories/appState';

const state = async (q: Queryable) => {
  const pause = await findMailPause(q);
  return { paused: !!pause, since: pause?.since ?? null, reason: pause?.reason ?? null, by: pause?.by ?? null };
};

/**
 * Whether the mail worker sends (GET /mails/versturen), and the secretariat's switch (PUT): a restored
 * back-up starts paused, so nobody is mailed a second time before the queue has been looked at.
 * A static path, so it is matched before the declared GET/POST /mails/{id}. Every change is an audit
 * row and a log line; asking for the state it already has changes nothing.
 */
export default async function mailSendingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['mails'];

  app.get('/api/mails/versturen', { schema: { response: { 200: mailSendingSchema }, tags } }, async () => state(db));

  app.put('/api/mails/versturen', { schema: { body: mailSendingBody, response: { 200: mailSendingSchema }, tags } }, async (request) => {
    const { username } = request.user!;
    const { paused } = request.body;
    const { after, changed } = await db.tx(async (q) => {
      const before = await state(q);
      const changed = paused ? await pauseMail(q, 'manual', username) : await resumeMail(q);
      const after = await state(q);
      if (changed) await auditStep(q, request, { resource: 'app_state', recordId: 'mail_paused', action: paused ? 'pauzeren' : 'hervatten', before, after });
      return { after, changed };
    });
    if (changed) request.log.info({ paused, by: username }, paused ? 'Versturen van mails gepauzeerd' : 'Versturen van mails hervat');
    return after;
  });
}
