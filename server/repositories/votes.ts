import type { SealedBallot } from '../../domain/crypto/ballot';
import { TIME_ZONE } from '../../domain/dates';
import { votingOpen } from '../../domain/rules/elections';
import { type Db, one, type Queryable } from '../db';
import { type AppError, badRequest, conflict, notFound } from '../errors';
import { appendToBoard, usedTrackers } from './board';

/**
 * Casting votes (docs/features/elections.md, "Ballots and the box"). The ballot is only a ciphertext under the election's
 * public key (domain/crypto/ballot.ts), sealed before any transaction from choices the server
 * checked; only the election committee's shares together open one, and the count opens only sums.
 *
 * The route never writes who voted and the ballot in one transaction, so no xmin, physical place
 * or dump order ties them: the vote's transaction writes the voter (the key decides "only once") and
 * puts the ballot in a waiting room (verkiezing_stembus_wacht); a flush (flushPending) then moves
 * the waiting ballots into the box in random order and rewrites a random sample of the box with
 * them, so every ballot shares its xmin and its neighbourhood with many others.
 */
export interface Election {
  id: number;
  title: string;
  state: string;
  votable: boolean;
  starttime: Date;
  endtime: Date;
  numberOfElected: number;
  publicKey: string | null;
  keyHolders: number | null;
  keyThreshold: number | null;
}

const ELECTION = `SELECT id, title, state, votable, starttime, endtime, number_of_elected AS "numberOfElected",
                         public_key AS "publicKey", key_holders AS "keyHolders", key_threshold AS "keyThreshold"
                    FROM verkiezingen WHERE id = $1`;

export const findElection = async (q: Queryable, id: number) => (await one<Election>(q, ELECTION, [id])) ?? Promise.reject(notFound());

/** The candidates in the order of a ballot's slots: ascending id (they cannot change once finalised). */
export const slotCandidates = async (q: Queryable, electionId: number) =>
  (await q.query<{ id: number }>('SELECT id FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id', [electionId])).map((c) => c.id);

export const hasVoted = async (q: Queryable, electionId: number, username: string) =>
  !!(await one(q, 'SELECT 1 FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = $2', [electionId, username]));

export interface VoteJob {
  username: string;
  ballot: SealedBallot;
  /** Whether the ballot is blank: known only for a ballot the server sealed (null for one sealed in the browser). */
  blank: boolean | null;
  /** Sealed by the server from SPEC's array of candidate ids, not in the voter's browser. */
  serverSealed: boolean;
}
export type VoteOutcome = { receipt: string; blank: boolean | null } | { refusal: AppError };

/**
 * The first step of the votes of several members in one election, in the caller's transaction, each
 * with its own outcome: the voters written, their ballots waiting. A ballot is in the box only once
 * flushPending ran after this committed; a vote is not acknowledged before.
 */
export async function castVotes(q: Queryable, electionId: number, jobs: readonly VoteJob[], at = new Date()): Promise<VoteOutcome[]> {
  const e = await one<Election>(q, ELECTION, [electionId]);
  if (!e) return jobs.map(() => ({ refusal: notFound() }));
  if (!votingOpen(e, at)) return jobs.map(() => ({ refusal: conflict('VOTING_CLOSED') }));
  // Under the box's lock (which flushes take too): a tracker on the board, waiting or audited cannot
  // slip in beside a flush. A ballot cast or audited before, or twice in this batch, is refused, and
  // its voter may still vote.
  await lockBox(q, electionId);
  const used = await usedTrackers(
    q,
    electionId,
    jobs.map((job) => job.ballot.tracker),
  );
  const refused = new Map<VoteJob, AppError>();
  for (const job of jobs) {
    const { tracker } = job.ballot;
    if (used.audited.has(tracker)) refused.set(job, badRequest('BALLOT_AUDITED'));
    else if (used.cast.has(tracker)) refused.set(job, conflict('BALLOT_REPLAYED'));
    used.cast.add(tracker);
  }
  const voting = jobs.filter((job) => !refused.has(job));
  // The key decides "only once": a member already in the table, or twice in this batch, is refused.
  // Only the Brussels day is kept: a moment would order the voters against the box's history.
  const inserted = await q.query<{ username: string }>(
    `INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime)
     SELECT $1, u, ($3::timestamptz AT TIME ZONE '${TIME_ZONE}')::date FROM unnest($2::text[]) u
     ON CONFLICT DO NOTHING RETURNING username`,
    [electionId, [...new Set(voting.map((job) => job.username))], at],
  );
  const fresh = new Set(inserted.map((r) => r.username));
  const kept: VoteJob[] = [];
  const outcomes = jobs.map((job): VoteOutcome => {
    const refusal = refused.get(job);
    if (refusal) return { refusal };
    if (!fresh.delete(job.username)) return { refusal: conflict('ALLREADY_VOTED') };
    kept.push(job);
    return { receipt: job.ballot.tracker, blank: job.blank };
  });
  if (kept.length > 0) {
    await q.query(
      `INSERT INTO verkiezing_stembus_wacht (tracker, verkiezing_id, ballot, server_sealed)
       SELECT t, $1, b, s FROM unnest($2::text[], $3::text[], $4::boolean[]) AS x (t, b, s)`,
      [electionId, kept.map((job) => job.ballot.tracker), kept.map((job) => job.ballot.text), kept.map((job) => job.serverSealed)],
    );
  }
  return outcomes;
}

/** The box's lock, per election and schema, for the rest of the transaction: flushes, casts and audits take it. */
export const lockBox = (q: Queryable, electionId: number) =>
  q.query(`SELECT pg_advisory_xact_lock(hashtext('ovd-portaal:stembus:' || current_schema()), $1)`, [electionId]);

/**
 * How many ballots already in the box a flush takes out and puts back with the waiting ones: all of
 * them while the box is smaller. A ballot moved in shares its flush's xmin with at least this many.
 */
export const STIR_SAMPLE = 256;

/**
 * Moves every waiting ballot of an election into the box, in random order, with a random sample of
 * the box deleted and inserted again among them; how many were waiting. Flushes of one election run
 * one at a time, on any node (a transaction-level advisory lock); the one that waited finds the
 * ballots moved already. Anything that reads the box (the count, the published box) calls it first,
 * so a ballot left waiting by a crash is in. Given a Db it runs in a transaction of its own; given a
 * transaction it runs in that one (the seed's), where its ballots share the xmin of their voters.
 */
export async function flushPending(q: Queryable | Db, electionId: number, { wait = true } = {}): Promise<number> {
  // Nothing waiting: nothing to lock, nothing written, and no transaction opened (the board and the count ask on every read).
  if (!(await one(q, 'SELECT 1 FROM verkiezing_stembus_wacht WHERE verkiezing_id = $1 LIMIT 1', [electionId]))) return 0;
  if ('tx' in q) return q.tx((tx) => flushPending(tx, electionId, { wait }));
  // A reader (the board's page) does not queue behind a flush that runs: that flush moves what waits.
  if (!wait) {
    const [got] = await q.query<{ got: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('ovd-portaal:stembus:' || current_schema()), $1) AS got`, [
      electionId,
    ]);
    if (!got!.got) return 0;
  } else await lockBox(q, electionId);
  // After the lock, so this snapshot holds every flush before it: one that waited finds nothing left.
  const moved = await q.query<{ tracker: string; ballot: string; serverSealed: boolean }>(
    'DELETE FROM verkiezing_stembus_wacht WHERE verkiezing_id = $1 RETURNING tracker, ballot, server_sealed AS "serverSealed"',
    [electionId],
  );
  if (moved.length === 0) return 0;
  shuffle(moved);
  await appendToBoard(
    q,
    electionId,
    moved.map((b) => ({ tracker: b.tracker, serverSealed: b.serverSealed })),
  );
  await q.query(
    `WITH stirred AS (
       DELETE FROM verkiezing_stembus
        WHERE tracker IN (SELECT tracker FROM verkiezing_stembus WHERE verkiezing_id = $1 ORDER BY random() LIMIT $2)
       RETURNING tracker, ballot
     )
     INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot)
     SELECT tracker, $1, ballot FROM (SELECT * FROM unnest($3::text[], $4::text[]) AS m (tracker, ballot) UNION ALL SELECT * FROM stirred) AS b
      ORDER BY random()`,
    [electionId, STIR_SAMPLE, moved.map((b) => b.tracker), moved.map((b) => b.ballot)],
  );
  // The board orders ballots by flush: the voters written since the last flush, with a sample of the
  // others who voted on the same day (the day would tell them apart), are moved out and back in random
  // order, so they share this flush's xmin with many.
  await q.query(
    `WITH stirred AS (
       DELETE FROM verkiezing_stemmers
        WHERE verkiezing_id = $1
          AND (NOT stirred OR username IN (
            SELECT username FROM verkiezing_stemmers
             WHERE verkiezing_id = $1 AND stirred
               AND votedtime IN (SELECT votedtime FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND NOT stirred)
             ORDER BY random() LIMIT $2))
       RETURNING username, votedtime
     )
     INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime, stirred) SELECT $1, username, votedtime, true FROM stirred ORDER BY random()`,
    [electionId, STIR_SAMPLE],
  );
  return moved.length;
}

/** Fisher-Yates with the platform's cryptographic randomness: a flush's order on the board says nothing of its ballots' order of arrival. */
function shuffle<T>(items: T[]) {
  const draws = crypto.getRandomValues(new Uint32Array(items.length));
  for (let i = items.length - 1; i > 0; i--) {
    const j = draws[i]! % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** Whether a member voted, and on which day; not what. */
export async function myVote(q: Queryable, electionId: number, username: string) {
  const e = await findElection(q, electionId);
  // Only the day is kept; the answer keeps its form, the start of that day in Brussels.
  const row = await one<{ votedtime: Date }>(
    q,
    `SELECT votedtime::timestamp AT TIME ZONE '${TIME_ZONE}' AS votedtime FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = $2`,
    [electionId, username],
  );
  return { voted: !!row, votedtime: row?.votedtime ?? null, open: votingOpen(e) };
}

/** The current veterinarians (the electorate): persons with an ordenummer whose account has the role. */
export const CURRENT_VETS = `persons p JOIN users u ON u.username = p.ordenummer AND 'DIERENARTS' = ANY (u.roles)`;
