import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_PARAMS, unknownParams } from '../../../domain/mailTemplates';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { mailTemplateSchema } from '../../../domain/schemas/templates';
import { optionalString } from '../../../domain/validation';
import { AppError, notFound } from '../../errors';
import { dutch } from '../../i18n';
import { findMailTemplate, listMailTemplates, updateMailTemplate } from '../../repositories/templates';
import { mailTemplateInfoSchema, mailTemplatePageSchema, mailTemplateRowSchema } from '../../../domain/schemas/responses/templates';

/** Mail templates (SPEC §7): subject and body with {{parameters}} from the template's own list. */
export default async function mailTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['templates'];

  const requireTemplate = async (id: number) => {
    const template = await findMailTemplate(app.db, id);
    if (!template) throw notFound();
    return template;
  };

  app.get(
    '/api/templates/mails',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.templates), q: optionalString(100) }), response: { 200: mailTemplatePageSchema }, tags } },
    async ({ query }) => ({ ...(await listMailTemplates(app.db, query)), limit: query.limit, offset: query.offset }),
  );

  app.get('/api/templates/mails/:id/info', { schema: { params: idParam, response: { 200: mailTemplateInfoSchema }, tags } }, async ({ params }) => {
    const template = await requireTemplate(params.id);
    return {
      ...template,
      params: template.params.map((name) => ({ name, description: MAIL_PARAMS[name as keyof typeof MAIL_PARAMS] ?? name })),
    };
  });

  app.post('/api/templates/mails/:id', { schema: { params: idParam, body: mailTemplateSchema, response: { 200: mailTemplateRowSchema }, tags } }, async ({ params, body, user }) => {
    const template = await requireTemplate(params.id);
    const fields: Record<string, string> = {};
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownParams(body[field], template.params);
      if (unknown.length) fields[field] = `${dutch('UNKNOWN_MAIL_PARAMETER')}: ${unknown.map((p) => `{{${p}}}`).join(', ')}`;
    }
    if (Object.keys(fields).length) throw new AppError(400, 'UNKNOWN_MAIL_PARAMETER', undefined, fields);
    return updateMailTemplate(app.db, template.idmailtemplate, body, user!.username);
  });
}
