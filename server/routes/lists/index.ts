import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeItemSchema, LANGUAGES, languageParam, translationSchema } from '../../../domain/schemas/codelists';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { optionalString, V } from '../../../domain/validation';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/codelists';
import {
  codeItemPageSchema,
  codeItemRowSchema,
  codelistPageSchema,
  codelistSchema,
  publicCodelistSchema,
  translationAnswerSchema,
  translationsSchema,
} from '../../../domain/schemas/responses/codelists';

const itemParams = z.object({ itemId: idParam.shape.id });
const activeFilter = z
  .enum(['0', '1'], { error: V.pattern })
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)));

/** Codelists (SPEC §7 Lists): browsing for secretariat and providers, changes by the secretariat. */
export default async function listRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['lists'];

  const requireList = async (id: number) => {
    const list = await repo.findCodelist(db, id);
    if (!list) throw notFound();
    return list;
  };
  const requireItem = async (id: number) => {
    const item = await repo.findItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  app.get(
    '/api/lists/codelists',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.codelists), q: optionalString(100) }), response: { 200: codelistPageSchema }, tags } },
    async ({ query }) => ({ ...(await repo.listCodelists(db, query)), limit: query.limit, offset: query.offset }),
  );

  app.get('/api/lists/codelists/:id', { schema: { params: idParam, response: { 200: codelistSchema }, tags } }, async ({ params }) => requireList(params.id));

  app.get('/api/lists/codelists/:id/translations', { schema: { params: idParam, response: { 200: translationsSchema }, tags } }, async ({ params }) => {
    await requireList(params.id);
    const items = await repo.listTranslations(db, params.id);
    return { items, languages: [...LANGUAGES], limit: items.length, offset: 0, size: items.length };
  });

  app.get(
    '/api/lists/codelists/:id/items',
    {
      schema: {
        params: idParam,
        querystring: z.object({ ...pageQuery(PAGE_SIZES.codelists), q: optionalString(100), active: activeFilter }),
        response: { 200: codeItemPageSchema },
        tags,
      },
    },
    async ({ params, query }) => {
      await requireList(params.id);
      return { ...(await repo.listItems(db, params.id, query)), limit: query.limit, offset: query.offset };
    },
  );

  app.post('/api/lists/codelists/:id/items', { schema: { params: idParam, body: codeItemSchema, response: { 201: codeItemRowSchema }, tags } }, async ({ params, body }, reply) => {
    await requireList(params.id);
    if (await repo.findItemByCode(db, params.id, body.codedetail)) throw conflict('CODE_ALREADY_EXISTS');
    const created = await repo.insertItem(db, params.id, body);
    reply.status(201);
    return repo.findItem(db, created!.id);
  });

  app.post('/api/lists/codelists/items/:itemId', { schema: { params: itemParams, body: codeItemSchema, response: { 200: codeItemRowSchema }, tags } }, async ({ params, body }) => {
    const item = await requireItem(params.itemId);
    const same = await repo.findItemByCode(db, item.iddiccode, body.codedetail);
    if (same && same.iddiccodedetail !== item.iddiccodedetail) throw conflict('CODE_ALREADY_EXISTS');
    await repo.updateItem(db, item.iddiccodedetail, body);
    return repo.findItem(db, item.iddiccodedetail);
  });

  app.delete('/api/lists/codelists/items/:itemId', { schema: { params: itemParams, response: { 200: codeItemRowSchema }, tags } }, async ({ params }) => {
    const item = await requireItem(params.itemId);
    await repo.deleteItem(db, item.iddiccodedetail);
    return item;
  });

  const translationParams = z.object({ itemId: idParam.shape.id, lang: languageParam });
  app.get('/api/lists/codelists/items/:itemId/translations/:lang', { schema: { params: translationParams, response: { 200: translationAnswerSchema }, tags } }, async ({ params }) => {
    const item = await requireItem(params.itemId);
    const translation = await repo.findTranslation(db, item.iddiccodedetail, params.lang);
    return { iddiccodedetail: item.iddiccodedetail, languagecode: params.lang, description: translation?.description ?? null };
  });

  app.post(
    '/api/lists/codelists/items/:itemId/translations/:lang',
    { schema: { params: translationParams, body: translationSchema, response: { 200: translationAnswerSchema }, tags } },
    async ({ params, body }) => {
      const item = await requireItem(params.itemId);
      await repo.upsertTranslation(db, item.iddiccodedetail, params.lang, body.description);
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
