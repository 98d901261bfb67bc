import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageSchema } from '../../../domain/schemas/responses/templates';
import { publicPageQuery } from '../../../domain/schemas/templates';
import { callerLanguage } from '../../callerLanguage';
import { notFound } from '../../errors';
import { findPageByName } from '../../repositories/pages';

/**
 * Page templates shown to everyone (login introduction, regulation); their HTML is sanitised on save.
 * Each is read in `?language` where given (the login page's choice), else in the caller's language.
 */
export const PUBLIC_PAGES = ['LOGIN_INTRO', 'REGLEMENT', 'VERKIEZING_INFO', 'VRIJSTELLING_REGELS'] as const;

export default async function publicPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/templates/pages/public/:name',
    {
      schema: { params: z.object({ name: z.string().max(100) }), querystring: publicPageQuery, response: { 200: publicPageSchema }, tags: ['templates'] },
    },
    async (request) => {
      const name = request.params.name;
      const language = request.query.language ?? callerLanguage(request);
      const page = (PUBLIC_PAGES as readonly string[]).includes(name) ? await findPageByName(app.db, name, language) : undefined;
      if (!page) throw notFound();
      return page;
    },
  );
}
