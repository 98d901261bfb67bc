import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardKey } from '../../../domain/crypto/board';
import { votingOpen } from '../../../domain/rules/elections';
import { idParam } from '../../../domain/schemas/common';
import { boardAnswer, boardFileAnswer, boardQuery } from '../../../domain/schemas/voting';
import { notFound } from '../../errors';
import { boardCounts, boardEntry, boardHead, boardPage, wholeBoard } from '../../repositories/board';
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
      const { e, fingerprint, closedHead, key } = await electionOf(params.id);
      // A ballot left waiting by a crash is on the board before anyone reads it.
      await flushPending(db, e.id);
      const [head, counts, entries, found] = await Promise.all([
        boardHead(db, e.id, key),
        boardCounts(db, e.id),
        boardPage(db, e.id, query.na, query.aantal),
        query.tracker ? boardEntry(db, e.id, query.tracker) : undefined,
      ]);
      return {
        election: { id: e.id, title: e.title, fingerprint, open: votingOpen(e) },
        head: { seq: head.seq, hash: head.hash },
        ...counts,
        closedHead,
        entries,
        ...(query.tracker ? { found: found ?? null } : {}),
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
