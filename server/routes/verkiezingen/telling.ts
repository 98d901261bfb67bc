import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../domain/schemas/common';
import { ballotBoxAnswer, countBody, resultsAnswer, sumsAnswer } from '../../../domain/schemas/voting';
import { auditStep } from '../../declared/api';
import { findElection } from '../../repositories/votes';
import { keepCount, publishedBox, resultsOf, sumsForCount } from '../../services/electionCount';

/**
 * The count and what follows it (issue 28): the box's sums for the committee's browser, the count it
 * sends back (kept once, when its proofs hold), the results, and the published box. Everything here
 * waits for the end. Roles: the `count`, `results` and `box` rows of domain/declarations/verkiezingen.ts.
 */
export default async function electionCountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['verkiezingen'];

  app.get('/api/verkiezingen/:id/sommen', { schema: { params: idParam, response: { 200: sumsAnswer }, tags } }, async ({ params }) =>
    sumsForCount(db, await findElection(db, params.id)),
  );

  app.post('/api/verkiezingen/:id/telling', { schema: { params: idParam, body: countBody, response: { 200: resultsAnswer }, tags } }, async (request) => {
    const e = await findElection(db, request.params.id);
    await keepCount(db, e, request.body, request.user!.username, (q, kept) =>
      auditStep(q, request, { resource: 'verkiezingen', recordId: e.id, action: 'telling', before: null, after: kept }),
    );
    return resultsOf(db, e);
  });

  app.get('/api/verkiezingen/:id/resultaten', { schema: { params: idParam, response: { 200: resultsAnswer }, tags } }, async ({ params }) =>
    resultsOf(db, await findElection(db, params.id)),
  );

  app.get('/api/verkiezingen/:id/stembus', { schema: { params: idParam, response: { 200: ballotBoxAnswer }, tags } }, async ({ params }) =>
    publishedBox(db, await findElection(db, params.id)),
  );
}
