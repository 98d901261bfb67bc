import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kennisnameSchema } from '../../../domain/schemas/responses/auth';
import { auditStep } from '../../generator/api';
import { forbidden } from '../../errors';
import { setKennisname } from '../../repositories/users';

/** The veterinarian acknowledges the regulation (SPEC §4); only for themselves. */
export default async function kennisnameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/dierenartsen/:id/kennisname',
    { schema: { params: z.object({ id: z.string().trim().min(1).max(50) }), response: { 200: kennisnameSchema }, tags: ['dierenartsen'] } },
    async (request) => {
      const me = request.user!;
      if (me.username.toLowerCase() !== request.params.id.toLowerCase()) throw forbidden();
      await app.db.tx(async (q) => {
        await setKennisname(q, me.id);
        await auditStep(q, request, { resource: 'dierenartsen', recordId: me.username, action: 'kennisname', before: null, after: { kennisname: true } });
      });
      return { code: 'KENNISNAME_SUCCESS', kennisname: true };
    },
  );
}
