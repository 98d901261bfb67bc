import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { pageTemplateSchema } from '../../../domain/schemas/templates';
import { optionalString } from '../../../domain/validation';
import { fieldError, notFound } from '../../errors';
import { sanitizePageHtml } from '../../html';
import { findPage, listPages, updatePage } from '../../repositories/templates';

/** Page templates (SPEC §7): texts the Order changes without a release; HTML is sanitised here. */
export default async function pageTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['templates'];

  app.get(
    '/api/templates/pages',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.templates), name: optionalString(100) }), tags } },
    async ({ query }) => ({ ...(await listPages(app.db, query)), limit: query.limit, offset: query.offset }),
  );

  app.get('/api/templates/pages/:id', { schema: { params: idParam, tags } }, async ({ params }) => {
    const page = await findPage(app.db, params.id);
    if (!page) throw notFound();
    return page;
  });

  app.post('/api/templates/pages/:id', { schema: { params: idParam, body: pageTemplateSchema, tags } }, async (request) => {
    const content = sanitizePageHtml(request.body.content);
    if (!content) throw fieldError('content', 'validation.required');
    const saved = await updatePage(app.db, request.params.id, { title: request.body.title, content }, request.user!.username);
    if (!saved) throw notFound();
    return saved;
  });
}
