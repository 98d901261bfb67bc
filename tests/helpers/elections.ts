import type { FastifyInstance } from 'fastify';
import { countWithShares } from '../../domain/crypto/tally';
import type { Queryable } from '../../server/db';
import { createSession } from '../../server/repositories/sessions';
import { randomToken, sha256 } from '../../server/security';
import { DEMO_ELECTION_KEY } from '../../server/seed/electionKey';
import { as } from './app';

const DAY = 86_400_000;

/** The key finalised test elections are sealed with: the demo's, whose shares the tests hold. */
export const TEST_KEY = DEMO_ELECTION_KEY;

/**
 * An election straight in the database; by default finalised (sealed with TEST_KEY), votable and
 * open since yesterday for a week.
 */
export async function makeElection(q: Queryable, over: { state?: string; votable?: boolean; start?: number; end?: number; elected?: number } = {}) {
  const state = over.state ?? 'FINISHED';
  const key = state === 'FINISHED' ? TEST_KEY : null;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended, public_key, key_holders, key_threshold)
     VALUES ('Testverkiezing', $1, $2, $3, $4, $5, $5 = 'FINISHED', $6, $7, $8) RETURNING id`,
    [
      new Date(Date.now() + (over.start ?? -DAY)),
      new Date(Date.now() + (over.end ?? 7 * DAY)),
      over.elected ?? 2,
      over.votable ?? true,
      state,
      key?.publicKey ?? null,
      key?.holders ?? null,
      key?.threshold ?? null,
    ],
  );
  return row!.id;
}

/** Candidates of an election: the first `n` veterinarians, by ordenummer. */
export async function makeCandidates(q: Queryable, electionId: number, n = 3) {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO verkiezing_kandidaten (verkiezing_id, person_id, lastname, firstname)
     SELECT $1, iddicperson, lastname, firstname FROM persons WHERE ordenummer IS NOT NULL ORDER BY ordenummer LIMIT $2 RETURNING id`,
    [electionId, n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Moves an election's window into the past, so it has ended (its ballots untouched). */
export const endElection = (q: Queryable, electionId: number) =>
  q.query(`UPDATE verkiezingen SET starttime = now() - interval '10 days', endtime = now() - interval '2 minutes' WHERE id = $1`, [electionId]);

/** `n` veterinarians (a person with an ordenummer and an account with the role), each with a session cookie. */
export async function makeVets(q: Queryable, prefix: string, n: number) {
  const users = await q.query<{ id: number; username: string }>(
    `WITH p AS (
       INSERT INTO persons (ordenummer, firstname, lastname, search_name)
       SELECT $1 || g, 'Lid', 'Nummer ' || g, 'nummer ' || g FROM generate_series(1, $2::int) g RETURNING ordenummer, firstname, lastname
     )
     INSERT INTO users (username, firstname, lastname, email, roles, kennisname)
     SELECT ordenummer, firstname, lastname, lower(ordenummer) || '@test.be', '{DIERENARTS}', true FROM p RETURNING id, username`,
    [prefix, n],
  );
  const vets: { username: string; cookie: string }[] = [];
  for (const u of users) {
    const sid = randomToken();
    await createSession(q, sha256(sid), u.id);
    vets.push({ username: u.username, cookie: `ovd_sid=${sid}` });
  }
  return vets;
}

/** The committee's count as its browser makes it: the server's sums, decrypted with `shares` (two of TEST_KEY's by default). */
export async function countElection(app: FastifyInstance, cookie: string, electionId: number, shares: readonly string[] = TEST_KEY.shares.slice(0, 2)) {
  const sums = await as(app, cookie, { method: 'GET', url: `/api/verkiezingen/${electionId}/sommen` });
  if (sums.statusCode !== 200) return sums;
  const count = await countWithShares(sums.json(), shares);
  return as(app, cookie, { method: 'POST', url: `/api/verkiezingen/${electionId}/telling`, payload: count });
}
