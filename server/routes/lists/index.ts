import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, languageParam, translationSchema } from '../../../domain/schemas/codelists';
import { idParam } from '../../../domain/schemas/common';
import { publicCodelistSchema, translationAnswerSchema, translationsSchema } from '../../../domain/schemas/responses/codelists';
import { auditStep } from '../../generator/api';
import { notFound } from '../../errors';
import * as repo from '../../repositories/codelists';

/**
 * The codelist calls that are not a declared resource's (domain/resources/codelijsten, codelijst-items):
 * a list's translations, every language at once; one value's translation in one language; and a list
 * by name for anyone (SPEC §7 /lists/codelist/public/{code}).
 */
export default async function listRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['lists'];

  const requireItem = async (id: number) => {
    const item = await repo.findItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  app.get('/api/lists/codelists/:id/translations', { schema: { params: idParam, response: { 200: translationsSchema }, tags } }, async ({ params }) => {
    if (!(await repo.findCodelist(db, params.id))) throw notFound();
    const items = await repo.listTranslations(db, params.id);
    return { items, languages: [...LANGUAGES], limit: items.length, offset: 0, size: items.length };
  });

  const translationParams = z.object({ itemId: idParam.shape.id, lang: languageParam });
  app.get(
    '/api/lists/codelists/items/:itemId/translations/:lang',
    { schema: { params: translationParams, response: { 200: translationAnswerSchema }, tags } },
    async ({ params }) => {
      const item = await requireItem(params.itemId);
      const translation = await repo.findTranslation(db, item.iddiccodedetail, params.lang);
      return { iddiccodedetail: item.iddiccodedetail, languagecode: params.lang, description: translation?.description ?? null };
    },
  );

  app.post(
    '/api/lists/codelists/items/:itemId/translations/:lang',
    { schema: { params: translationParams, body: translationSchema, response: { 200: translationAnswerSchema }, tags } },
    async (request) => {
      const { params, body } = request;
      const item = await requireItem(params.itemId);
      await db.tx(async (q) => {
        const before = await repo.findTranslation(q, item.iddiccodedetail, params.lang);
        await repo.upsertTranslation(q, item.iddiccodedetail, params.lang, body.description);
        await auditStep(q, request, {
          resource: 'codelijst-items',
          recordId: item.iddiccodedetail,
          action: 'vertaling',
          before: { languagecode: params.lang, description: before?.description ?? null },
          after: { languagecode: params.lang, description: body.description },
        });
      });
      return { iddiccodedetail: item.iddiccodedetail, languagecode: params.lang, description: body.description };
    },
  );

  app.get(
    '/api/lists/codelist/public/:code',
    {
      schema: {
        params: z.object({ code: z.string().trim().min(1).max(50) }),
        querystring: z.object({ language: languageParam.default('nl'), active: z.enum(['0', '1']).optional() }),
        response: { 200: publicCodelistSchema },
        tags,
      },
    },
    async ({ params, query }) => {
      const items = await repo.publicList(db, params.code, query.language, query.active === '1');
      return { items, limit: items.length, offset: 0, size: items.length };
    },
  );
}
