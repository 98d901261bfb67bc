import { cipherOut } from '../../domain/crypto/elgamal';
import { committeeBoxFingerprint } from '../../domain/crypto/box';
import { boxFingerprint, boxSums, type Count, checkCount } from '../../domain/crypto/tally';
import { electedOf } from '../../domain/rules/electionResults';
import type { Db, Queryable } from '../db';
import { badRequest, conflict } from '../errors';
import { browserSealed } from '../repositories/board';
import { findCount, saveCount, storedBallots } from '../repositories/ballotBox';
import { manifestOf } from '../repositories/committee';
import { type Election, flushPending, slotCandidates } from '../repositories/votes';

/**
 * The count of an encrypted box: the server adds the ballots slot by slot and hands
 * the sums to the committee's browser, which rebuilds the key from its shares, decrypts only the
 * sums and sends back the totals with their proofs. The server keeps a count only when every proof
 * holds against its own sums, and only once; it never sees a share nor the key.
 */
/**
 * The box closes a minute after the end: a vote whose transaction began just before the end has
 * committed or failed by then (statement_timeout is 15 s), so the box published and counted is final.
 */
export const CLOSING_MS = 60_000;
export const ended = (e: Election, now = Date.now()) => e.state === 'FINISHED' && now >= e.endtime.getTime() + CLOSING_MS;

function mustBeCountable(e: Election): asserts e is Election & { publicKey: string } {
  if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
  if (!e.publicKey) throw conflict('ELECTION_WITHOUT_KEY');
}

async function sumsOf(q: Queryable, e: Election & { publicKey: string }) {
  // Ballots a crash left waiting go into the box before it is read (repositories/votes.ts).
  await flushPending(q, e.id);
  const [ballots, candidates] = await Promise.all([storedBallots(q, e.id), slotCandidates(q, e.id)]);
  return { ballots: ballots.length, candidates, sums: boxSums(ballots, { candidates, max: e.numberOfElected }) };
}

export async function sumsForCount(q: Queryable, e: Election) {
  mustBeCountable(e);
  if (await findCount(q, e.id)) throw conflict('ALREADY_COUNTED');
  const { ballots, candidates, sums } = await sumsOf(q, e);
  return {
    publicKey: e.publicKey,
    keyHolders: e.keyHolders ?? 0,
    keyThreshold: e.keyThreshold ?? 0,
    ballots,
    candidates,
    sums: sums.map((x) => [...cipherOut(x)] as [string, string]),
  };
}

/**
 * Checks a count against the box, then keeps it in `save`'s transaction; what the audit row says. The
 * box no longer changes after the end, so its sums are worked out before, not inside, the transaction.
 */
export async function keepCount(
  db: Db,
  e: Election,
  count: Count,
  username: string,
  audit: (q: Queryable, kept: { ballots: number; totals: number[] }) => Promise<unknown>,
) {
  mustBeCountable(e);
  if (await findCount(db, e.id)) throw conflict('ALREADY_COUNTED');
  const { ballots, candidates, sums } = await sumsOf(db, e);
  if (!checkCount(e.publicKey, sums, count)) throw badRequest('COUNT_INVALID');
  await db.tx(async (q) => {
    const kept = await saveCount(q, e.id, { candidates, ballots, totals: count.totals, decryptions: count.decryptions, countedBy: username });
    if (!kept) throw conflict('ALREADY_COUNTED');
    await audit(q, { ballots, totals: count.totals });
  });
}

/**
 * The results (the secretariat's, after the end): read from the kept count, never from a ballot. A
 * committee election's candidates are named as its manifest names them, the names its ballots' proofs
 * are bound to.
 */
export async function resultsOf(q: Queryable, e: Election) {
  if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
  const count = await findCount(q, e.id);
  if (!count) throw conflict('COUNT_NOT_DONE');
  const bound = await manifestOf(q, e.id);
  const names = new Map(
    (
      bound?.manifest?.candidates ??
      (await q.query<{ id: number; firstname: string; lastname: string }>(
        'SELECT id, firstname, lastname FROM verkiezing_kandidaten WHERE verkiezing_id = $1',
        [e.id],
      ))
    ).map((c) => [c.id, c]),
  );
  const [{ voters }] = (await q.query<{ voters: number }>('SELECT count(*)::int AS voters FROM verkiezing_stemmers WHERE verkiezing_id = $1', [e.id])) as [
    { voters: number },
  ];
  const trackers = (await q.query<{ tracker: string }>('SELECT tracker FROM verkiezing_stembus WHERE verkiezing_id = $1', [e.id])).map((t) => t.tracker);
  const candidates = count.candidates.map((id, i) => ({
    id,
    firstname: names.get(id)?.firstname ?? '',
    lastname: names.get(id)?.lastname ?? '',
    votes: count.totals[i] ?? 0,
  }));
  return {
    ballots: count.ballots,
    blank: count.totals.at(-1) ?? 0,
    voters,
    candidates: electedOf(candidates, e.numberOfElected),
    // A committee election's count checked the box against the fingerprint announced at the close (the board's head).
    fingerprint: bound?.fingerprint ? (bound.closedFingerprint ?? committeeBoxFingerprint(bound.fingerprint, trackers)) : boxFingerprint(trackers),
    countedAt: count.countedAt,
    proven: count.decryptions !== null,
    // Ballots of a box filled before boards existed were all sealed by the server: only the board's browser entries are not.
    serverSealed: count.ballots - (await browserSealed(q, e.id)),
  };
}

/** The published box: the election's key and candidates, every ballot by tracker, its fingerprint, and the count with its proofs. */
export async function publishedBox(q: Queryable, e: Election) {
  if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
  await flushPending(q, e.id);
  const [ballots, candidates, count] = await Promise.all([
    storedBallots(q, e.id),
    q.query<{ id: number; firstname: string; lastname: string }>(
      'SELECT id, firstname, lastname FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id',
      [e.id],
    ),
    findCount(q, e.id),
  ]);
  return {
    election: {
      id: e.id,
      title: e.title,
      numberOfElected: e.numberOfElected,
      publicKey: e.publicKey,
      keyHolders: e.keyHolders,
      keyThreshold: e.keyThreshold,
      candidates,
    },
    ballots,
    fingerprint: boxFingerprint(ballots.map((b) => b.tracker)),
    count: count?.decryptions ? { totals: count.totals, decryptions: count.decryptions } : null,
  };
}
