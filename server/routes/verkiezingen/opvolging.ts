import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TIME_ZONE } from '../../../domain/dates';
import { votingOpen } from '../../../domain/rules/elections';
import { idParam } from '../../../domain/schemas/common';
import { reminderAnswer, turnoutAnswer, unvotedPage, unvotedQuery } from '../../../domain/schemas/voting';
import { auditStep } from '../../generator/api';
import { conflict } from '../../errors';
import { remindUnvoted, turnout, unvoted } from '../../repositories/turnout';
import { findElection } from '../../repositories/votes';

const endText = new Intl.DateTimeFormat('nl-BE', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/**
 * Following an election: who has not voted and a reminder to them, and the
 * turnout (the count, results and box: ./telling.ts). Roles: the `turnout` row of
 * domain/resources/verkiezingen.ts.
 */
export default async function electionFollowUpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['verkiezingen'];

  app.get(
    '/api/verkiezingen/:id/unvoted',
    { schema: { params: idParam, querystring: unvotedQuery, response: { 200: unvotedPage }, tags } },
    async ({ params, query }) => {
      await findElection(db, params.id);
      return unvoted(db, params.id, query.limit, query.offset);
    },
  );

  app.post('/api/verkiezingen/:id/unvoted/herinnering', { schema: { params: idParam, response: { 200: reminderAnswer }, tags } }, async (request) => {
    const e = await findElection(db, request.params.id);
    // A reminder to vote makes sense only while one can.
    if (!votingOpen(e)) throw conflict('VOTING_CLOSED');
    const link = `${config.publicUrl}/verkiezingen/${e.id}`;
    return db.tx(async (q) => {
      const sent = await remindUnvoted(q, e.id, { link, verkiezing: e.title, einde: endText.format(e.endtime) });
      await auditStep(q, request, {
        resource: 'verkiezingen',
        recordId: e.id,
        action: 'herinnering',
        before: null,
        after: { herinneringen: sent.count, al: sent.already },
      });
      return sent;
    });
  });

  app.get('/api/verkiezingen/:id/opkomst', { schema: { params: idParam, response: { 200: turnoutAnswer }, tags } }, async ({ params }) => {
    const e = await findElection(db, params.id);
    if (e.state !== 'FINISHED') throw conflict('STATUS_ERROR');
    return turnout(db, e.id);
  });
}
