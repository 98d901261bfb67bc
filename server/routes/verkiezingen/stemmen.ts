import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../domain/schemas/common';
import { auditAnswer, auditBody, BALLOT_BODY_LIMIT, ballotBody, ballotFormAnswer, myVoteAnswer, voteAnswer } from '../../../domain/schemas/voting';
import { conflict } from '../../errors';
import { recordAudit } from '../../repositories/board';
import { lockBox, myVote } from '../../repositories/votes';
import { ballotBatcher } from '../../services/ballotBatcher';
import { acceptSealedVote, auditable, ballotForm, electionFingerprint, sealVote } from '../../services/ballots';
import { sealerPool } from '../../services/sealing';

/**
 * A veterinarian's vote (SPEC §5, §7 POST /verkiezingen/{id}/votes). The portal's page seals the
 * ballot in the voter's browser and sends only the ciphertexts and proofs, which the server checks on
 * its sealer threads (docs/features/elections.md, "Sealing in the browser"); SPEC's array of candidate
 * ids is still accepted from an outside client and sealed here, and the board counts such ballots.
 * Nothing of a vote is logged or audited: the request log holds method and URL only, and a refusal
 * names no candidate. The receipt is the ballot's tracker.
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
    {
      schema: { params: idParam, body: ballotBody, response: { 200: voteAnswer }, tags },
      bodyLimit: BALLOT_BODY_LIMIT,
      config: { bodyErrors: { unreadable: 'BALLOT_MALFORMED', tooLarge: 'BALLOT_TOO_LARGE' } },
    },
    async ({ params, body, user }) => {
      const job = Array.isArray(body)
        ? await sealVote(db, params.id, user!.username, body, { seal: sealer.seal })
        : await acceptSealedVote(db, params.id, user!.username, body, { check: sealer.check });
      const { receipt, blank } = await vote(params.id, job);
      const fingerprint = await electionFingerprint(db, params.id);
      return { receipt, blank, fingerprint, message: blank ? ('VOTE_BLANCO_SUCCESS' as const) : ('VOTE_SUCCESS' as const) };
    },
  );

  app.get('/api/verkiezingen/:id/stem', { schema: { params: idParam, response: { 200: myVoteAnswer }, tags } }, async ({ params, user }) =>
    myVote(db, params.id, user!.username),
  );

  app.get('/api/verkiezingen/:id/stembiljet', { schema: { params: idParam, response: { 200: ballotFormAnswer }, tags } }, async ({ params }) =>
    ballotForm(db, params.id),
  );

  // Benaloh's challenge: the page audits a sealed ballot instead of casting it; its tracker is kept so
  // that ballot can never be cast. Not who audited, and never the randomness or the choice.
  app.post(
    '/api/verkiezingen/:id/controles',
    { schema: { params: idParam, body: auditBody, response: { 200: auditAnswer }, tags } },
    async ({ params, body }) => {
      await auditable(db, params.id);
      const done = await db.tx(async (q) => {
        await lockBox(q, params.id);
        return recordAudit(q, params.id, body.tracker);
      });
      if (done === 'cast') throw conflict('BALLOT_REPLAYED');
      return { tracker: body.tracker, audited: true as const };
    },
  );
}
