import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardKey, boardStart } from '../../../domain/crypto/board';
import { votingOpen } from '../../../domain/rules/elections';
import { idParam } from '../../../domain/schemas/common';
import { boardAnswer, boardFileAnswer, boardQuery } from '../../../domain/schemas/voting';
import { notFound } from '../../errors';
import { boardHead, boardView, wholeBoard } from '../../repositories/board';
import { manifestOf } from '../../repositories/committee';
import { findElection, flushPending } from '../../repositories/votes';

/**
 * The public board (docs/features/elections.md, "The board"): while voting runs and after, every
 * member reads the trackers of the ballots accepted, their day, the chain's head, and the number of
 * members recorded as having voted beside the number of ballots; finds their own tracker; and
 * downloads the whole board to compare with a later copy (`npm run verify:box -- --board`).
 * Roles: the `board` row of domain/resources/verkiezingen.ts.
 */
export default async function boardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['verkiezingen'];

  /** A finalised election (one being prepared has no board), its board's key and its announced head. */
  const electionOf = async (id: number) => {
    const e = await findElection(db, id);
    if (e.state !== 'FINISHED') throw notFound();
    const kept = await manifestOf(db, id);
    return { e, fingerprint: kept?.fingerprint ?? null, closedHead: kept?.closedFingerprint ?? null, key: boardKey(id, kept?.fingerprint) };
  };

  app.get(
    '/api/verkiezingen/:id/bord',
    { schema: { params: idParam, querystring: boardQuery, response: { 200: boardAnswer }, tags } },
    async ({ params, query }) => {
      // A ballot left waiting by a crash is on the board before anyone reads it (one cheap read when none waits).
      await flushPending(db, params.id, { wait: false });
      const view = await boardView(db, params.id, query.na, query.aantal, query.tracker ?? null);
      // One being prepared has no board, and a vet never sees it (404, as by id).
      if (view?.state !== 'FINISHED') throw notFound();
      const key = boardKey(params.id, view.fingerprint);
      return {
        election: { id: params.id, title: view.title, fingerprint: view.fingerprint, open: votingOpen(view) },
        head: view.head ?? { seq: 0, hash: boardStart(key) },
        voters: view.voters,
        serverSealed: view.serverSealed,
        audited: view.audited,
        closedHead: view.closedHead,
        entries: view.entries,
        ...(query.tracker ? { found: view.found } : {}),
      };
    },
  );

  app.get('/api/verkiezingen/:id/bord/download', { schema: { params: idParam, response: { 200: boardFileAnswer }, tags } }, async ({ params }, reply) => {
    const { e, fingerprint, key } = await electionOf(params.id);
    await flushPending(db, e.id);
    const entries = await wholeBoard(db, e.id);
    const head = entries.at(-1)?.hash ?? (await boardHead(db, e.id, key)).hash;
    reply.header('content-disposition', `attachment; filename="stembord-${e.id}-${entries.length}.json"`);
    return { soort: 'ovd-stembord' as const, verkiezing: { id: e.id, title: e.title, fingerprint }, entries, head };
  });
}
