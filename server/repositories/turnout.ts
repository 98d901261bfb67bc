import type { Queryable } from '../db';
import { queueReminders, type Targets } from './reminders';
import { CURRENT_VETS } from './votes';

/**
 * Turnout and reminders of an election: read from who voted (verkiezing_stemmers),
 * never from the ballot box.
 */
/** The reminders' occasion of voting, and the template of the secretariat's own reminder. */
const VOTE_OCCASION = 'stemmen';
const ELECTION_REMINDER_TEMPLATE = 'VERKIEZING_HERINNERING';

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
 * Queues the secretariat's reminder (its own template) for every member who has not voted, under
 * the reminders' one key (occasion `stemmen`, the election, the member) that the daily run uses too:
 * whoever sends first, button or run, a member gets one reminder per election, also when both run
 * at once. Says how many it queued and how many of those who have not voted already had one.
 */
export async function remindUnvoted(q: Queryable, electionId: number, values: { link: string; verkiezing: string; einde: string }) {
  const targets: Targets = {
    sql: `SELECT $1::int AS subject_id, u.username AS recipient, u.email,
                 jsonb_build_object('voornaam', p.firstname, 'achternaam', p.lastname, 'gebruikersnaam', u.username,
                   'link', $2::text, 'verkiezing', $3::text, 'einde', $4::text) AS params
            FROM ${CURRENT_VETS} WHERE ${NOT_VOTED}`,
    params: [electionId, values.link, values.verkiezing, values.einde],
  };
  const count = await queueReminders(q, VOTE_OCCASION, ELECTION_REMINDER_TEMPLATE, targets);
  // Read after the insert: a reminder another transaction queued meanwhile is committed by now.
  const [row] = await q.query<{ reminded: number }>(
    `SELECT count(*)::int AS reminded FROM ${CURRENT_VETS} WHERE ${NOT_VOTED}
        AND EXISTS (SELECT 1 FROM herinneringen h WHERE h.occasion = $2 AND h.subject_id = $1 AND h.recipient = u.username)`,
    [electionId, VOTE_OCCASION],
  );
  return { count, already: row!.reminded - count };
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
