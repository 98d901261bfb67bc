import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus, maskSecretLinks } from '../../../domain/mailTemplates';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { mailListQuery, mailStatusSchema } from '../../../domain/schemas/templates';
import { notFound } from '../../errors';
import * as repo from '../../repositories/mailAdmin';
import { renewMaskedLink } from '../../services/accounts';
import { mailLogPageSchema, mailPageSchema, mailParamPageSchema, mailRowSchema, mailStatsSchema } from '../../../domain/schemas/responses/templates';

/** The mail queue (SPEC §7): newest first, per status, with each mail's parameters and delivery log. */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['mails'];

  const requireMail = async (id: number) => {
    const mail = await repo.findMail(db, id);
    if (!mail) throw notFound();
    return mail;
  };

  app.get(
    '/api/mails',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.templates), ...mailListQuery }), response: { 200: mailPageSchema }, tags } },
    async ({ query }) => ({ ...(await repo.listMails(db, query)), limit: query.limit, offset: query.offset }),
  );

  app.get('/api/mails/stats', { schema: { response: { 200: mailStatsSchema }, tags } }, async () => {
    const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
    for (const row of await repo.mailStats(db)) counts[row.status] = row.n;
    return counts;
  });

  app.get('/api/mails/:id', { schema: { params: idParam, response: { 200: mailRowSchema }, tags } }, async ({ params }) => requireMail(params.id));

  app.get('/api/mails/:id/logs', { schema: { params: idParam, response: { 200: mailLogPageSchema }, tags } }, async ({ params }) => {
    await requireMail(params.id);
    const items = await repo.mailLogs(db, params.id);
    return { items, limit: items.length, offset: 0, size: items.length };
  });

  app.get('/api/mails/:id/params', { schema: { params: idParam, response: { 200: mailParamPageSchema }, tags } }, async ({ params }) => {
    await requireMail(params.id);
    const items = (await repo.mailParams(db, params.id)).map((param) => ({ ...param, value: maskSecretLinks(param.value) }));
    return { items, limit: items.length, offset: 0, size: items.length };
  });

  app.post('/api/mails/:id', { schema: { params: idParam, body: mailStatusSchema, response: { 200: mailRowSchema }, tags } }, async ({ params, body, user }) => {
    const mail = await requireMail(params.id);
    if (mail.status !== body.status) {
      await db.tx(async (q) => {
        const message = `Status gewijzigd naar ${MAIL_STATUS_LABELS[body.status]} door ${user!.username}.`;
        // The change first: it locks the mail, so of simultaneous requests only one renews the link.
        const changed = await repo.setMailStatus(q, params.id, body.status, message);
        // Sent again: a single-use link that was masked after the first sending is issued anew.
        if (changed && body.status === 'NEW') await renewMaskedLink(q, config, params.id);
      });
    }
    return requireMail(params.id);
  });
}
