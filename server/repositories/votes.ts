import { createHash, randomBytes } from 'node:crypto';
import { boxOrder } from '../../domain/rules/electionResults';
import { ballotProblem, votingOpen } from '../../domain/rules/elections';
import { one, type Queryable } from '../db';
import { type AppError, badRequest, conflict, notFound } from '../errors';

/**
 * Casting votes (issue 17 §3, §4). Who voted (verkiezing_stemmers) and what was voted
 * (verkiezing_stembus) are written in one transaction and joined by nothing:
 * - a ballot has no voter, no time and no sequence: its key is the sha256 of a receipt only the
 *   voter was shown, beside the election and the choices;
 * - the rows a transaction writes all carry its id (xmin), and a table's rows lie on disk in the
 *   order they were written; so every commit takes the election's filled box out and puts it back
 *   in a fresh random order: all ballots then share the latest commit's xmin, in an order that
 *   says nothing about when each was cast.
 * That rewrite makes the votes of one election go one transaction at a time (its row lock); the
 * server gathers the votes that arrive meanwhile into the next transaction (../services/ballots.ts).
 */
export interface Election {
  id: number;
  title: string;
  state: string;
  votable: boolean;
  starttime: Date;
  endtime: Date;
  numberOfElected: number;
}

const ELECTION = `SELECT id, title, state, votable, starttime, endtime, number_of_elected AS "numberOfElected" FROM verkiezingen WHERE id = $1`;

export const findElection = async (q: Queryable, id: number) => (await one<Election>(q, ELECTION, [id])) ?? Promise.reject(notFound());

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface VoteJob {
  username: string;
  choices: readonly number[];
}
export type VoteOutcome = { receipt: string; blank: boolean } | { refusal: AppError };

/** The votes of several members in one election, in one transaction; each gets its own outcome. */
export async function castVotes(q: Queryable, electionId: number, jobs: readonly VoteJob[], at = new Date()): Promise<VoteOutcome[]> {
  const e = await one<Election>(q, `${ELECTION} FOR NO KEY UPDATE`, [electionId]);
  if (!e) return jobs.map(() => ({ refusal: notFound() }));
  if (!votingOpen(e, at)) return jobs.map(() => ({ refusal: conflict('VOTING_CLOSED') }));
  const known = new Set((await q.query<{ id: number }>('SELECT id FROM verkiezing_kandidaten WHERE verkiezing_id = $1', [electionId])).map((c) => c.id));
  const outcomes: (VoteOutcome | undefined)[] = jobs.map(({ choices }) => {
    if (ballotProblem(choices, e.numberOfElected)) return { refusal: badRequest('EXCEEDS_MAX_VOTES') };
    if (new Set(choices).size !== choices.length || choices.some((id) => !known.has(id))) return { refusal: badRequest('VALIDATION_ERROR') };
    return undefined;
  });
  const valid = jobs.map((job, i) => ({ job, i })).filter(({ i }) => !outcomes[i]);
  // The key decides "only once": a member already in the table, or twice in this batch, is refused.
  const inserted = await q.query<{ username: string }>(
    `INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) SELECT $1, u, $3 FROM unnest($2::text[]) u
     ON CONFLICT DO NOTHING RETURNING username`,
    [electionId, [...new Set(valid.map(({ job }) => job.username))], at],
  );
  const fresh = new Set(inserted.map((r) => r.username));
  const ballots: { code: string; choices: number[] }[] = [];
  for (const { job, i } of valid) {
    if (!fresh.delete(job.username)) {
      outcomes[i] = { refusal: conflict('ALLREADY_VOTED') };
      continue;
    }
    const receipt = randomBytes(16).toString('hex');
    ballots.push({ code: sha256Hex(receipt), choices: [...job.choices].sort((a, b) => a - b) });
    outcomes[i] = { receipt, blank: job.choices.length === 0 };
  }
  if (ballots.length > 0) {
    await q.query(
      `WITH taken AS (DELETE FROM verkiezing_stembus WHERE verkiezing_id = $1 RETURNING code, choices),
            given AS (SELECT b->>'code' AS code, ARRAY(SELECT jsonb_array_elements_text(b->'choices')::int) AS choices FROM jsonb_array_elements($2::jsonb) b)
       INSERT INTO verkiezing_stembus (verkiezing_id, code, choices)
       SELECT $1, code, choices FROM (SELECT * FROM taken UNION ALL SELECT * FROM given) box ORDER BY random()`,
      [electionId, JSON.stringify(ballots)],
    );
  }
  return outcomes as VoteOutcome[];
}

/** One member's vote (the seed's, and a test's): its receipt, or its refusal thrown. */
export async function castVote(q: Queryable, electionId: number, username: string, choices: readonly number[], at = new Date()) {
  const [outcome] = await castVotes(q, electionId, [{ username, choices }], at);
  if ('refusal' in outcome!) throw outcome.refusal;
  return outcome!;
}

/** The current veterinarians (the electorate): persons with an ordenummer whose account has the role. */
export const CURRENT_VETS = `persons p JOIN users u ON u.username = p.ordenummer AND 'DIERENARTS' = ANY (u.roles)`;

/** Whether a member voted, and when; not what. */
export async function myVote(q: Queryable, electionId: number, username: string) {
  const e = await findElection(q, electionId);
  const row = await one<{ votedtime: Date }>(q, 'SELECT votedtime FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = $2', [electionId, username]);
  return { voted: !!row, votedtime: row?.votedtime ?? null, open: votingOpen(e) };
}

/** The published ballot box: every filled ballot by code, and the sha256 of exactly that list. */
export async function ballotBox(q: Queryable, electionId: number) {
  const rows = await q.query<{ code: string; choices: number[] }>(
    'SELECT code, choices FROM verkiezing_stembus WHERE verkiezing_id = $1',
    [electionId],
  );
  const ballots = boxOrder(rows.map((r) => ({ code: r.code, choices: r.choices.map(Number) })));
  return { fingerprint: sha256Hex(JSON.stringify(ballots)), ballots };
}
