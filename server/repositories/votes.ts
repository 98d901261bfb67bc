import { randomInt } from 'node:crypto';
import type { SealedBallot } from '../../domain/crypto/ballot';
import { votingOpen } from '../../domain/rules/elections';
import { one, type Queryable } from '../db';
import { type AppError, conflict, notFound } from '../errors';

/**
 * Casting votes (issue 17 §3, §4; issue 28). Who voted (verkiezing_stemmers) and the ballot
 * (verkiezing_stembus) are written in one transaction and joined by nothing stored; the ballot is
 * only a ciphertext under the election's public key (domain/crypto/ballot.ts), sealed before the
 * transaction from choices the server checked. A row's xmin or place on disk may tie a voter to a
 * ciphertext, but only the election committee's shares together open one, and the count opens
 * only the sums (domain/crypto/tally.ts).
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
  blank: boolean;
}
export type VoteOutcome = { receipt: string; blank: boolean } | { refusal: AppError };

/** The sealed votes of several members in one election, in one transaction; each gets its own outcome. */
export async function castVotes(q: Queryable, electionId: number, jobs: readonly VoteJob[], at = new Date()): Promise<VoteOutcome[]> {
  const e = await one<Election>(q, ELECTION, [electionId]);
  if (!e) return jobs.map(() => ({ refusal: notFound() }));
  if (!votingOpen(e, at)) return jobs.map(() => ({ refusal: conflict('VOTING_CLOSED') }));
  // The key decides "only once": a member already in the table, or twice in this batch, is refused.
  const inserted = await q.query<{ username: string }>(
    `INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) SELECT $1, u, $3 FROM unnest($2::text[]) u
     ON CONFLICT DO NOTHING RETURNING username`,
    [electionId, [...new Set(jobs.map((job) => job.username))], at],
  );
  const fresh = new Set(inserted.map((r) => r.username));
  const kept: VoteJob[] = [];
  const outcomes = jobs.map((job): VoteOutcome => {
    if (!fresh.delete(job.username)) return { refusal: conflict('ALLREADY_VOTED') };
    kept.push(job);
    return { receipt: job.ballot.tracker, blank: job.blank };
  });
  if (kept.length > 0) {
    // The ballots of a batch go in in a random order, not the order their voters went in.
    shuffle(kept);
    await q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) SELECT t, $1, b FROM unnest($2::text[], $3::text[]) AS x (t, b)', [
      electionId,
      kept.map((job) => job.ballot.tracker),
      kept.map((job) => job.ballot.text),
    ]);
  }
  return outcomes;
}

function shuffle<T>(list: T[]) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}

/** Whether a member voted, and when; not what. */
export async function myVote(q: Queryable, electionId: number, username: string) {
  const e = await findElection(q, electionId);
  const row = await one<{ votedtime: Date }>(q, 'SELECT votedtime FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = $2', [electionId, username]);
  return { voted: !!row, votedtime: row?.votedtime ?? null, open: votingOpen(e) };
}

/** The current veterinarians (the electorate): persons with an ordenummer whose account has the role. */
export const CURRENT_VETS = `persons p JOIN users u ON u.username = p.ordenummer AND 'DIERENARTS' = ANY (u.roles)`;
