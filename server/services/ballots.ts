import { type SealedBallot, sealBallot } from '../../domain/crypto/ballot';
import { acceptBallot, type Verdict } from '../../domain/crypto/cast';
import { type CryptoProblem, precomputed } from '../../domain/crypto/group';
import type { ErrorCode } from '../../domain/errors';
import type { SealedBody } from '../../domain/schemas/voting';
import { ballotProblem, votingOpen } from '../../domain/rules/elections';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { manifestOf } from '../repositories/committee';
import { castVotes, type Election, findElection, flushPending, hasVoted, slotCandidates, type VoteJob } from '../repositories/votes';
import type { CheckJob, SealJob } from './sealing';

/**
 * What sealing needs of an election: its key, seats and candidates, none of which changes once it is
 * finalised; kept a few seconds per process, so a burst of votes asks the database for it once. The
 * window is read again in the vote's transaction. Kept per database handle: an election's id names
 * another election in another database (or schema) the same process serves, as the tests' do.
 */
const SEALING_TTL_MS = 10_000;
type Sealing = { until: number; election: Election; candidates: number[]; fingerprint: string | undefined };
const sealingPerDb = new WeakMap<Queryable, Map<number, Sealing>>();

async function sealingOf(q: Queryable, electionId: number) {
  let sealing = sealingPerDb.get(q);
  if (!sealing) {
    sealing = new Map();
    sealingPerDb.set(q, sealing);
  }
  const kept = sealing.get(electionId);
  if (kept && kept.until > Date.now()) return kept;
  const election = await findElection(q, electionId);
  // A committee election's fingerprint binds every proof (domain/crypto/ballot.ts); one keyed before has none.
  const [bound] = await q.query<{ fingerprint: string | null }>('SELECT fingerprint FROM verkiezingen WHERE id = $1', [electionId]);
  const fresh = { until: Date.now() + SEALING_TTL_MS, election, candidates: await slotCandidates(q, electionId), fingerprint: bound?.fingerprint ?? undefined };
  if (election.state === 'FINISHED' && election.publicKey) {
    if (sealing.size > 100) sealing.clear();
    sealing.set(electionId, fresh);
  }
  return fresh;
}

/**
 * What the voter's page seals with: the key, the candidates in slot order with their names, the
 * seats, the fingerprint and the manifest behind it. Only while the election takes votes.
 */
export async function ballotForm(q: Queryable, electionId: number) {
  const { election: e, fingerprint } = await sealingOf(q, electionId);
  if (e.state !== 'FINISHED') throw notFound();
  if (!votingOpen(e)) throw conflict('VOTING_CLOSED');
  if (!e.publicKey) throw conflict('ELECTION_WITHOUT_KEY');
  const kept = await manifestOf(q, electionId);
  const candidates = await q.query<{ id: number; firstname: string; lastname: string }>(
    'SELECT id, firstname, lastname FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id',
    [electionId],
  );
  return {
    electionId: e.id,
    title: e.title,
    publicKey: e.publicKey,
    fingerprint: fingerprint ?? null,
    seats: e.numberOfElected,
    // A committee election's names as the manifest fixed them: what its proofs are bound to.
    candidates: kept?.manifest?.candidates ?? candidates,
    manifest: kept?.manifest ?? null,
  };
}

/** The election's fingerprint (committee elections; null for one keyed before), for the voter's receipt. */
export const electionFingerprint = async (q: Queryable, electionId: number) => (await sealingOf(q, electionId)).fingerprint ?? null;

/**
 * Whether a ballot of this election may be audited now: a committee election (whose tracker is of its
 * ciphertexts; one keyed before names a ballot by its text, which a re-proved copy changes) taking votes.
 */
export async function auditable(q: Queryable, electionId: number) {
  // One being prepared is no election a vet may know of (404), as for the ballot form.
  if ((await sealingOf(q, electionId)).election.state !== 'FINISHED') throw notFound();
  const { fingerprint } = await openForVotes(q, electionId, new Date());
  if (!fingerprint) throw conflict('AUDIT_NOT_POSSIBLE');
}

/** What a vote of either kind needs: the election in its window, with a key. */
async function openForVotes(q: Queryable, electionId: number, at: Date) {
  const sealing = await sealingOf(q, electionId);
  if (!votingOpen(sealing.election, at)) throw conflict('VOTING_CLOSED');
  const { publicKey } = sealing.election;
  if (!publicKey) throw conflict('ELECTION_WITHOUT_KEY');
  return { ...sealing, publicKey };
}

/** Where a ballot is sealed: the routes use the sealer threads (./sealing.ts), the seed and tests this thread. */
type Sealer = (job: SealJob) => Promise<SealedBallot>;
const sealHere: Sealer = async ({ publicKey, candidates, max, fingerprint, choices }) =>
  sealBallot(precomputed(publicKey), { candidates, max, fingerprint }, choices);

/**
 * A member's vote sealed: the choices checked (window, key, at most numberOfElected, known
 * candidates, none twice), then encrypted with their proofs under the election's key. Sealing costs
 * some milliseconds of CPU, so it happens before the transaction, which then decides "only once".
 */
export async function sealVote(
  q: Queryable,
  electionId: number,
  username: string,
  choices: readonly number[],
  options: { at?: Date; seal?: Sealer } = {},
): Promise<VoteJob> {
  const { at = new Date(), seal = sealHere } = options;
  const { election: e, candidates, fingerprint, publicKey } = await openForVotes(q, electionId, at);
  if (ballotProblem(choices, e.numberOfElected)) throw badRequest('EXCEEDS_MAX_VOTES');
  if (new Set(choices).size !== choices.length || choices.some((id) => !candidates.includes(id))) throw badRequest('VALIDATION_ERROR');
  // A member who voted already costs one lookup, not a sealing; the transaction still decides.
  if (await hasVoted(q, electionId, username)) throw conflict('ALLREADY_VOTED');
  const ballot = await seal({ publicKey, candidates, max: e.numberOfElected, fingerprint, choices });
  return { username, ballot, blank: choices.length === 0, serverSealed: true };
}

/** Where a browser's ballot is checked: the routes use the sealer threads (./sealing.ts), tests this thread. */
type Checker = (job: CheckJob) => Promise<Verdict>;
const checkHere: Checker = async ({ publicKey, candidates, max, fingerprint, ballot }) =>
  acceptBallot(precomputed(publicKey), { candidates, max, fingerprint }, ballot);

const REFUSALS: Partial<Record<CryptoProblem, ErrorCode>> = {
  POINT: 'BALLOT_POINT',
  SLOT_PROOF: 'BALLOT_SLOT_PROOF',
  SLOT_MOVED: 'BALLOT_SLOT_MOVED',
  SUM_PROOF: 'BALLOT_SUM_PROOF',
};

/**
 * A member's vote sealed in their browser (docs/features/elections.md, "Sealing in the browser"):
 * the same window, key and "voted already" checks as sealVote, the election's fingerprint, then every
 * proof on a sealer thread. The server never sees the choice; it stores the ballot's canonical text
 * under the tracker of its ciphertexts, and whether the ballot is blank stays unknown to it.
 */
export async function acceptSealedVote(
  q: Queryable,
  electionId: number,
  username: string,
  body: SealedBody,
  options: { at?: Date; check?: Checker } = {},
): Promise<VoteJob> {
  const { at = new Date(), check = checkHere } = options;
  const { election: e, candidates, fingerprint, publicKey } = await openForVotes(q, electionId, at);
  if (body.fingerprint !== (fingerprint ?? null)) throw badRequest('BALLOT_OTHER_ELECTION');
  if (await hasVoted(q, electionId, username)) throw conflict('ALLREADY_VOTED');
  const verdict = await check({ publicKey, candidates, max: e.numberOfElected, fingerprint, ballot: body.ballot });
  if ('problem' in verdict) throw badRequest(REFUSALS[verdict.problem] ?? 'BALLOT_MALFORMED');
  return { username, ballot: verdict, blank: null, serverSealed: false };
}

/**
 * One member's vote in the caller's transaction (the seed's, and a test's): its receipt, or its
 * refusal thrown. Both steps run in that one transaction, so voter and ballot share its xmin there:
 * the demo's votes are unlinkable only because the whole seed is one transaction (every demo row has
 * its xmin) and every flush lays the box out anew. The routes go through ballotBatcher.
 */
export async function castVote(q: Queryable, electionId: number, username: string, choices: readonly number[], at = new Date()) {
  const [outcome] = await castVotes(q, electionId, [await sealVote(q, electionId, username, choices, { at })], at);
  if ('refusal' in outcome!) throw outcome.refusal;
  await flushPending(q, electionId);
  return outcome!;
}
