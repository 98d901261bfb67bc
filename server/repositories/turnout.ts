import type { Queryable } from '../db';
import { currentRequestId } from '../requestContext';
import { CURRENT_VETS } from './votes';

/**
 * Turnout and reminders of an election: read from who voted (verkiezing_stemmers),
 * never from the ballot box.
 */
const NOT_VOTED = `NOT EXISTS (SELECT 1 FROM verkiezing_stemmers s WHERE s.verkiezing_id = $1 AND s.username = u.username)`;

/** The current veterinarians who have not voted yet, by name, one page. */
export async function unvoted(q: Queryable, electionId: number, limit: number, offset: number) {
  const items = await q.query<{ username: string; firstname: string; lastname: string }>(
    `SELECT u.username, p.firstname, p.lastname FROM ${CURRENT_VETS} WHERE ${NOT_VOTED}
     ORDER BY p.lastname, p.firstname, u.username LIMIT $2 OFFSET $3`,
    [electionId, limit, offset],
  );
  const [{ size }] = (await q.query<{ size: number }>(`SELECT count(*)::int AS size FROM ${CURRENT_VETS} WHERE ${NOT_VOTED}`, [electionId])) as [
    { size: number },
  ];
  return { items, limit, offset, size };
}

/**
 * Queues the reminder for every member who has not voted and was not reminded for this election
 * before, in one statement: the reminders' key makes a second press (or two at once) queue nothing
 * for those already reminded. The mail ids are drawn first, so each mail gets its member's values.
 */
export async function remindUnvoted(q: Queryable, electionId: number, values: { link: string; verkiezing: string; einde: string }) {
  const [row] = await q.query<{ count: number }>(
    `WITH targets AS MATERIALIZED (
       SELECT u.username, u.email, p.firstname, p.lastname, nextval(pg_get_serial_sequence('mails', 'idmail')) AS idmail
         FROM ${CURRENT_VETS}
        WHERE ${NOT_VOTED}
          AND NOT EXISTS (SELECT 1 FROM verkiezing_herinneringen h WHERE h.verkiezing_id = $1 AND h.username = u.username)
     ), reminded AS (
       INSERT INTO verkiezing_herinneringen (verkiezing_id, username, idmail) SELECT $1, username, idmail FROM targets
       ON CONFLICT DO NOTHING RETURNING idmail
     ), mailed AS (
       INSERT INTO mails (idmail, idmailtemplate, recipient, request_id)
       SELECT r.idmail, m.idmailtemplate, t.email, $5::text FROM reminded r JOIN targets t USING (idmail)
         JOIN mail_templates m ON m.name = 'VERKIEZING_HERINNERING'
       RETURNING idmail
     ), params AS (
       INSERT INTO mail_params (idmail, name, value)
       SELECT m.idmail, v.name, v.value FROM mailed m JOIN targets t USING (idmail)
       CROSS JOIN LATERAL (VALUES ('voornaam', t.firstname), ('achternaam', t.lastname), ('gebruikersnaam', t.username),
                                  ('link', $2::text), ('verkiezing', $3::text), ('einde', $4::text)) AS v (name, value)
     )
     SELECT count(*)::int AS count FROM mailed`,
    [electionId, values.link, values.verkiezing, values.einde, currentRequestId()],
  );
  return { count: row!.count };
}

/** How many were invited (the current veterinarians), how many voted, and the votes per Brussels day (all a voter row keeps of its time). */
export async function turnout(q: Queryable, electionId: number) {
  const [counts] = await q.query<{ invited: number; voted: number }>(
    `SELECT (SELECT count(*)::int FROM ${CURRENT_VETS}) AS invited,
            (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voted`,
    [electionId],
  );
  const perDay = await q.query<{ day: string; votes: number }>(
    `SELECT to_char(votedtime, 'YYYY-MM-DD') AS day, count(*)::int AS votes
       FROM verkiezing_stemmers WHERE verkiezing_id = $1 GROUP BY 1 ORDER BY 1`,
    [electionId],
  );
  return { ...counts!, perDay };
}
