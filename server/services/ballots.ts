import { type SealedBallot, sealBallot } from '../../domain/crypto/ballot';
import { precomputed } from '../../domain/crypto/group';
import { ballotProblem, votingOpen } from '../../domain/rules/elections';
import type { Db, Queryable } from '../db';
import { badRequest, conflict } from '../errors';
import { castVotes, type Election, findElection, hasVoted, slotCandidates, type VoteJob, type VoteOutcome } from '../repositories/votes';
import type { SealJob } from './sealing';

/**
 * What sealing needs of an election: its key, seats and candidates, none of which changes once it is
 * finalised; kept a few seconds per process, so a burst of votes asks the database for it once. The
 * window is read again in the vote's transaction.
 */
const SEALING_TTL_MS = 10_000;
const sealing = new Map<number, { until: number; election: Election; candidates: number[] }>();

async function sealingOf(q: Queryable, electionId: number) {
  const kept = sealing.get(electionId);
  if (kept && kept.until > Date.now()) return kept;
  const election = await findElection(q, electionId);
  const fresh = { until: Date.now() + SEALING_TTL_MS, election, candidates: await slotCandidates(q, electionId) };
  if (election.state === 'FINISHED' && election.publicKey) {
    if (sealing.size > 100) sealing.clear();
    sealing.set(electionId, fresh);
  }
  return fresh;
}

/** Where a ballot is sealed: the routes use the sealer threads (./sealing.ts), the seed and tests this thread. */
type Sealer = (job: SealJob) => Promise<SealedBallot>;
const sealHere: Sealer = async ({ publicKey, candidates, max, choices }) => sealBallot(precomputed(publicKey), { candidates, max }, choices);

/**
 * A member's vote sealed: the choices checked (window, key, at most numberOfElected, known
 * candidates, none twice), then encrypted with their proofs under the election's key. Sealing costs
 * some milliseconds of CPU, so it happens before the transaction, which then decides "only once".
 */
export async function sealVote(q: Queryable, electionId: number, username: string, choices: readonly number[], options: { at?: Date; seal?: Sealer } = {}): Promise<VoteJob> {
  const { at = new Date(), seal = sealHere } = options;
  const { election: e, candidates } = await sealingOf(q, electionId);
  if (!votingOpen(e, at)) throw conflict('VOTING_CLOSED');
  if (!e.publicKey) throw conflict('ELECTION_WITHOUT_KEY');
  if (ballotProblem(choices, e.numberOfElected)) throw badRequest('EXCEEDS_MAX_VOTES');
  if (new Set(choices).size !== choices.length || choices.some((id) => !candidates.includes(id))) throw badRequest('VALIDATION_ERROR');
  // A member who voted already costs one lookup, not a sealing; the transaction still decides.
  if (await hasVoted(q, electionId, username)) throw conflict('ALLREADY_VOTED');
  const ballot = await seal({ publicKey: e.publicKey, candidates, max: e.numberOfElected, choices });
  return { username, ballot, blank: choices.length === 0 };
}

/** One member's vote in the caller's transaction (the seed's, and a test's): its receipt, or its refusal thrown. */
export async function castVote(q: Queryable, electionId: number, username: string, choices: readonly number[], at = new Date()) {
  const [outcome] = await castVotes(q, electionId, [await sealVote(q, electionId, username, choices, { at })], at);
  if ('refusal' in outcome!) throw outcome.refusal;
  return outcome!;
}

interface Waiting extends VoteJob {
  done: (outcome: VoteOutcome | { failure: unknown }) => void;
}

/**
 * Gathers the sealed votes for one election that arrive while its previous transaction runs into
 * the next one, so a burst costs one commit per batch, not per vote. Only this process gathers;
 * other processes write their own batches beside it.
 */
export function ballotBatcher(db: Db) {
  const queues = new Map<number, Waiting[]>();

  async function drain(electionId: number) {
    for (;;) {
      const batch = queues.get(electionId) ?? [];
      if (batch.length === 0) {
        queues.delete(electionId);
        return;
      }
      queues.set(electionId, []);
      try {
        const outcomes = await db.tx((q) => castVotes(q, electionId, batch));
        for (const [i, w] of batch.entries()) w.done(outcomes[i]!);
      } catch (failure) {
        for (const w of batch) w.done({ failure });
      }
    }
  }

  return function vote(electionId: number, job: VoteJob): Promise<{ receipt: string; blank: boolean }> {
    return new Promise((resolve, reject) => {
      const done = (outcome: VoteOutcome | { failure: unknown }) => {
        if ('failure' in outcome) reject(outcome.failure);
        else if ('refusal' in outcome) reject(outcome.refusal);
        else resolve(outcome);
      };
      const queue = queues.get(electionId);
      if (queue) queue.push({ ...job, done });
      else {
        queues.set(electionId, [{ ...job, done }]);
        void drain(electionId);
      }
    });
  };
}
