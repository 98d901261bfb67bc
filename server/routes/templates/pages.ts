import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, } from '../../../domain/schemas/common';
import { pageTemplateSchema } from '../../../domain/schemas/templates';
import { fieldError, notFound } from '../../errors';
import { sanitizePageHtml } from '../../html';
import { updatePage } from '../../repositories/templates';
import { pageTemplateRowSchema } from '../../../domain/schemas/responses/templates';

/**
 * Saving a page template (SPEC §7): the HTML is sanitised here. Listing and reading are generated
 * from domain/declarations/pages.ts.
 */
export default async function pageTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['templates'];

  app.post('/api/templates/pages/:id', { schema: { params: idParam, body: pageTemplateSchema, response: { 200: pageTemplateRowSchema }, tags } }, async (request) => {
    const content = sanitizePageHtml(request.body.content);
    if (!content) throw fieldError('content', 'validation.required');
    const saved = await updatePage(app.db, request.params.id, { title: request.body.title, content }, request.user!.username);
    if (!saved) throw notFound();
    return saved;
  });
}
