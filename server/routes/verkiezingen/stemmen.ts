import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../domain/schemas/common';
import { ballotBody, myVoteAnswer, voteAnswer } from '../../../domain/schemas/voting';
import { myVote } from '../../repositories/votes';
import { ballotBatcher, electionFingerprint, sealVote } from '../../services/ballots';
import { sealerPool } from '../../services/sealing';

/**
 * A veterinarian's vote (SPEC §5, §7 POST /verkiezingen/{id}/votes): the body is the
 * chosen candidates' ids, [] for a blank vote. The choices are never stored, logged nor audited:
 * the ballot is sealed under the election's key (services/ballots.ts), the request log holds method
 * and URL only, and a refusal's answer names no candidate. The receipt is the ballot's tracker.
 */
export default async function voteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const vote = ballotBatcher(db);
  const sealer = sealerPool();
  app.addHook('onClose', () => sealer.close());
  const tags = ['verkiezingen'];

  app.post(
    '/api/verkiezingen/:id/votes',
    { schema: { params: idParam, body: ballotBody, response: { 200: voteAnswer }, tags } },
    async ({ params, body, user }) => {
      const { receipt, blank } = await vote(params.id, await sealVote(db, params.id, user!.username, body, { seal: sealer.seal }));
      const fingerprint = await electionFingerprint(db, params.id);
      return { receipt, blank, fingerprint, message: blank ? ('VOTE_BLANCO_SUCCESS' as const) : ('VOTE_SUCCESS' as const) };
    },
  );

  app.get('/api/verkiezingen/:id/stem', { schema: { params: idParam, response: { 200: myVoteAnswer }, tags } }, async ({ params, user }) =>
    myVote(db, params.id, user!.username),
  );
}
