import { createHash, randomBytes } from 'node:crypto';
import { boxOrder } from '../../domain/rules/electionResults';
import { ballotProblem, votingOpen } from '../../domain/rules/elections';
import { one, type Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';

/**
 * Casting a vote (issue 17 §3, §4). Who voted (verkiezing_stemmers) and what was voted
 * (verkiezing_stembus) are written in one transaction and joined by nothing:
 * - the ballot has no voter, no time and no sequence: its key is a random uuid, it holds the
 *   sha256 of a receipt only the voter was shown, and the choices;
 * - it fills a random one of the empty slots made beforehand, so its place on disk is not the
 *   order of voting;
 * - both rows of one vote would carry that transaction's id (xmin), so each vote stamps every
 *   filled ballot of the election again: all ballots share the latest vote's xmin. That stamp takes
 *   the ballots' row locks, so the votes of one election go one at a time (the election's row lock).
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

/** Empty slots made at once when none is left: at least one per current veterinarian who has none. */
const SLOT_BATCH = 16;

/** One vote; call it inside a transaction. `at` is the moment of voting (the seed votes in the past). */
export async function castVote(q: Queryable, electionId: number, username: string, choices: readonly number[], at = new Date()) {
  // Serialises the votes of this election (see above) and reads its window under that lock.
  const e = await one<Election>(q, `${ELECTION} FOR NO KEY UPDATE`, [electionId]);
  if (!e) throw notFound();
  if (!votingOpen(e, at)) throw conflict('VOTING_CLOSED');
  // The key decides "only once", also between two requests of one member at the same moment.
  const [voted] = await q.query(
    `INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [electionId, username, at],
  );
  if (!voted) throw conflict('ALLREADY_VOTED');
  // Thrown after the insert, so the transaction takes it back: the member may vote again.
  if (ballotProblem(choices, e.numberOfElected)) throw badRequest('EXCEEDS_MAX_VOTES');
  if (new Set(choices).size !== choices.length) throw badRequest('VALIDATION_ERROR');
  if (choices.length > 0) {
    const [found] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM verkiezing_kandidaten WHERE verkiezing_id = $1 AND id = ANY($2::int[])', [
      electionId,
      choices,
    ]);
    if (found!.n !== choices.length) throw badRequest('VALIDATION_ERROR');
  }
  let slot = await freeSlot(q, electionId);
  if (!slot) {
    await makeSlots(q, electionId);
    slot = await freeSlot(q, electionId);
  }
  const receipt = randomBytes(16).toString('hex');
  const sorted = [...choices].sort((a, b) => a - b);
  await q.query('UPDATE verkiezing_stembus SET code = $2, choices = $3::int[] WHERE id = $1', [slot, sha256Hex(receipt), sorted]);
  await q.query('UPDATE verkiezing_stembus SET choices = choices WHERE verkiezing_id = $1 AND code IS NOT NULL', [electionId]);
  return { receipt, blank: sorted.length === 0 };
}

const freeSlot = async (q: Queryable, electionId: number) =>
  (await one<{ id: string }>(q, 'SELECT id FROM verkiezing_stembus WHERE verkiezing_id = $1 AND code IS NULL ORDER BY random() LIMIT 1', [electionId]))?.id;

async function makeSlots(q: Queryable, electionId: number) {
  await q.query(
    `INSERT INTO verkiezing_stembus (verkiezing_id)
     SELECT $1 FROM generate_series(1, GREATEST($2::int,
       (SELECT count(*)::int FROM ${CURRENT_VETS}) - (SELECT count(*)::int FROM verkiezing_stembus WHERE verkiezing_id = $1)))`,
    [electionId, SLOT_BATCH],
  );
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
    'SELECT code, choices FROM verkiezing_stembus WHERE verkiezing_id = $1 AND code IS NOT NULL',
    [electionId],
  );
  const ballots = boxOrder(rows.map((r) => ({ code: r.code, choices: r.choices.map(Number) })));
  return { fingerprint: sha256Hex(JSON.stringify(ballots)), ballots };
}
