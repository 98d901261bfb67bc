import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TIME_ZONE } from '../../../domain/dates';
import { votingOpen } from '../../../domain/rules/elections';
import { idParam } from '../../../domain/schemas/common';
import { ballotBoxAnswer, reminderAnswer, resultsAnswer, turnoutAnswer, unvotedPage, unvotedQuery } from '../../../domain/schemas/voting';
import { auditStep } from '../../declared/api';
import { conflict } from '../../errors';
import { remindUnvoted, results, turnout, unvoted } from '../../repositories/turnout';
import { ballotBox, type Election, findElection } from '../../repositories/votes';

const endText = new Intl.DateTimeFormat('nl-BE', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** After the end the box is published and counted; before, nobody sees anything of it. */
const ended = (e: Election) => e.state === 'FINISHED' && Date.now() >= e.endtime.getTime();

/**
 * Following an election (issue 17 §4, §5): who has not voted and a reminder to them, the turnout,
 * and after the end the results and the published ballot box. Roles: the `turnout`, `results` and
 * `box` rows of domain/declarations/verkiezingen.ts.
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

  app.post(
    '/api/verkiezingen/:id/unvoted/herinnering',
    { schema: { params: idParam, response: { 200: reminderAnswer }, tags } },
    async (request) => {
      const e = await findElection(db, request.params.id);
      // A reminder to vote makes sense only while one can.
      if (!votingOpen(e)) throw conflict('VOTING_CLOSED');
      const link = `${config.publicUrl}/verkiezingen/${e.id}`;
      return db.tx(async (q) => {
        const sent = await remindUnvoted(q, e.id, { link, verkiezing: e.title, einde: endText.format(e.endtime) });
        await auditStep(q, request, { resource: 'verkiezingen', recordId: e.id, action: 'herinnering', before: null, after: { herinneringen: sent.count } });
        return sent;
      });
    },
  );

  app.get('/api/verkiezingen/:id/opkomst', { schema: { params: idParam, response: { 200: turnoutAnswer }, tags } }, async ({ params }) => {
    const e = await findElection(db, params.id);
    if (e.state !== 'FINISHED') throw conflict('STATUS_ERROR');
    return turnout(db, e.id);
  });

  app.get('/api/verkiezingen/:id/resultaten', { schema: { params: idParam, response: { 200: resultsAnswer }, tags } }, async ({ params }) => {
    const e = await findElection(db, params.id);
    if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
    return results(db, e.id, e.numberOfElected);
  });

  app.get('/api/verkiezingen/:id/stembus', { schema: { params: idParam, response: { 200: ballotBoxAnswer }, tags } }, async ({ params }) => {
    const e = await findElection(db, params.id);
    if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
    return ballotBox(db, e.id);
  });
}
