import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committeeBoxAnswer, partialAnswer, partialBody } from '../../../domain/schemas/committee';
import { idParam } from '../../../domain/schemas/common';
import { ballotBoxAnswer, countBody, resultsAnswer, sumsAnswer } from '../../../domain/schemas/voting';
import { auditStep } from '../../generator/api';
import { conflict } from '../../errors';
import { findElection } from '../../repositories/votes';
import { mustBeMember } from '../../services/committee';
import { committeeBox, committeeElection, submitPartial } from '../../services/committeeCount';
import { keepCount, publishedBox, resultsOf, sumsForCount } from '../../services/electionCount';

/**
 * The count and what follows it. A committee election (docs/features/elections.md) is counted by its
 * members' partial decryptions and publishes its manifest with the box; an election keyed before
 * keeps its count from the sums with the rebuilt key. Everything here waits for the end.
 * Roles: the `count`, `results`, `box` and `committee` rows of domain/resources/verkiezingen.ts.
 */
export default async function electionCountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['verkiezingen'];

  /** The count with a rebuilt key exists only for elections keyed before the committee's ceremony. */
  const keyedBefore = async (id: number) => {
    const e = await findElection(db, id);
    if (await committeeElection(db, e)) throw conflict('STATUS_ERROR');
    return e;
  };

  app.get('/api/verkiezingen/:id/sommen', { schema: { params: idParam, response: { 200: sumsAnswer }, tags } }, async ({ params }) =>
    sumsForCount(db, await keyedBefore(params.id)),
  );

  app.post('/api/verkiezingen/:id/telling', { schema: { params: idParam, body: countBody, response: { 200: resultsAnswer }, tags } }, async (request) => {
    const e = await keyedBefore(request.params.id);
    await keepCount(db, e, request.body, request.user!.username, (q, kept) =>
      auditStep(q, request, { resource: 'verkiezingen', recordId: e.id, action: 'telling', before: null, after: kept }),
    );
    return resultsOf(db, e);
  });

  app.post(
    '/api/verkiezingen/:id/deelontsleuteling',
    {
      schema: { params: idParam, body: partialBody, response: { 200: partialAnswer }, tags },
      // Not on the committee: refused before the body is read.
      preValidation: async (request) => mustBeMember(db, (request.params as { id?: unknown }).id, request.user!),
    },
    async (request) => {
      const e = await committeeElection(db, await findElection(db, request.params.id));
      if (!e) throw conflict('STATUS_ERROR');
      return submitPartial(db, e, request.user!.username, request.body.decryptions, config.publicUrl);
    },
  );

  app.get('/api/verkiezingen/:id/resultaten', { schema: { params: idParam, response: { 200: resultsAnswer }, tags } }, async ({ params }) =>
    resultsOf(db, await findElection(db, params.id)),
  );

  app.get(
    '/api/verkiezingen/:id/stembus',
    { schema: { params: idParam, response: { 200: z.union([committeeBoxAnswer, ballotBoxAnswer]) }, tags } },
    async ({ params }) => {
      const e = await findElection(db, params.id);
      const committee = await committeeElection(db, e);
      return committee ? committeeBox(db, committee, config.publicUrl) : publishedBox(db, e);
    },
  );
}
