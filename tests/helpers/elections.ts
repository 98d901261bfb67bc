import type { Queryable } from '../../server/db';
import { createSession } from '../../server/repositories/sessions';
import { randomToken, sha256 } from '../../server/security';

const DAY = 86_400_000;

/** An election straight in the database; by default finalised, votable and open since yesterday for a week. */
export async function makeElection(q: Queryable, over: { state?: string; votable?: boolean; start?: number; end?: number; elected?: number } = {}) {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
     VALUES ('Testverkiezing', $1, $2, $3, $4, $5, $5 = 'FINISHED') RETURNING id`,
    [new Date(Date.now() + (over.start ?? -DAY)), new Date(Date.now() + (over.end ?? 7 * DAY)), over.elected ?? 2, over.votable ?? true, over.state ?? 'FINISHED'],
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
  q.query(`UPDATE verkiezingen SET starttime = now() - interval '10 days', endtime = now() - interval '1 minute' WHERE id = $1`, [electionId]);

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
