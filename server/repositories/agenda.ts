import type { Language } from '../../domain/language';
import type { Queryable } from '../db';

/** When the user's calendar link was made; undefined without one. */
export const findAgendaLink = async (q: Queryable, userId: number) =>
  (await q.query<{ created_at: Date }>('SELECT created_at FROM agenda_tokens WHERE user_id = $1', [userId]))[0];

/**
 * Stores the new link's hash in place of the old one: one statement on the user's one row, so two
 * requests at the same moment leave exactly one live link and the replaced one stops at once.
 */
export const replaceAgendaLink = async (q: Queryable, userId: number, hash: string) =>
  (
    await q.query<{ created_at: Date }>(
      `INSERT INTO agenda_tokens (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = now()
       RETURNING created_at`,
      [userId, hash],
    )
  )[0]!;

/** Removes the link; false when there was none. */
export const revokeAgendaLink = async (q: Queryable, userId: number) =>
  (await q.query('DELETE FROM agenda_tokens WHERE user_id = $1 RETURNING user_id', [userId])).length === 1;

/** The veterinarian a token belongs to, and their account's language, while their account is active and still a veterinarian's. */
export const findAgendaOwner = async (q: Queryable, hash: string) =>
  (
    await q.query<{ username: string; language: Language }>(
      `SELECT u.username, u.language FROM agenda_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND u.active AND 'DIERENARTS' = ANY (u.roles)`,
      [hash],
    )
  )[0];

export interface AgendaService {
  id: number;
  name: string;
  telephone: string | null;
  website: string | null;
  info: string | null;
  active_member: 'W' | 'P';
  joined: string;
}

/** The on-call services the member belongs to, with the Brussels day they joined. */
export const servicesOfMember = (q: Queryable, username: string) =>
  q.query<AgendaService>(
    `SELECT w.id, w.name, w.telephone, w.website, w.info, l.active_member,
            to_char(l.creationdate AT TIME ZONE 'Europe/Brussels', 'YYYY-MM-DD') AS joined
       FROM wachtdienst_leden l JOIN wachtdiensten w ON w.id = l.wachtdienst_id
      WHERE l.ordenummer = $1 AND w.active
      ORDER BY l.creationdate, w.id`,
    [username],
  );

export interface AgendaCourse {
  key: string;
  title: string;
  location: string | null;
  online: boolean;
  first_day: string;
  last_day: string;
  /** Start and end of its items when the course is one day and has items on that day. */
  starts: Date | null;
  ends: Date | null;
  /** The course's id when the member put it in their agenda: its event then leads to the course's sheet. */
  sheet: number | null;
}

/** A one-day course's first item's start and last item's end (Brussels wall-clock times made instants), as `times`. */
const ONE_DAY_TIMES = `LEFT JOIN LATERAL (
           SELECT min(i.datum + i.start_time) AT TIME ZONE 'Europe/Brussels' AS starts,
                  max(i.datum + i.end_time) AT TIME ZONE 'Europe/Brussels' AS ends
             FROM bijscholing_cursusitems i
            WHERE i.cursus_id = c.id AND c.start_date = c.end_date AND i.datum = c.start_date
         ) times ON true`;

/**
 * The courses the member recorded points for (EBP and BP rows, a declined one left out) and those
 * they put in their agenda (agenda_cursussen, docs/features/course-agenda.md), once per course
 * however many rows name it. The row carries the course's title and dates (copied when it was
 * recorded), so a course removed since still shows. Item times are Brussels wall-clock times, turned
 * into instants by the database. A course in both is taken from the agenda's row (id 0 sorts first),
 * so it keeps the link to its sheet.
 */
export const coursesOfMember = (q: Queryable, username: string) =>
  q.query<AgendaCourse>(
    `SELECT DISTINCT ON (key) key, title, location, online, first_day, last_day, starts, ends, sheet FROM (
       SELECT coalesce('cursus-' || p.idbijcursus, 'punten-' || p.id) AS key, p.id,
              coalesce(c.title, p.title, '') AS title, c.location, coalesce(c.online_course, false) AS online,
              to_char(coalesce(c.start_date, p.begindatum), 'YYYY-MM-DD') AS first_day,
              to_char(coalesce(c.end_date, p.einddatum, p.begindatum), 'YYYY-MM-DD') AS last_day,
              times.starts, times.ends, NULL::int AS sheet
         FROM bijscholing_punten p
         LEFT JOIN bijscholing_cursussen c ON c.id = p.idbijcursus
         ${ONE_DAY_TIMES}
        WHERE p.username = $1 AND p.type IN ('ebpcursussen', 'bpcursussen') AND p.state <> 'DECLINED'
       UNION ALL
       SELECT 'cursus-' || c.id, 0, c.title, c.location, c.online_course,
              to_char(c.start_date, 'YYYY-MM-DD'), to_char(c.end_date, 'YYYY-MM-DD'), times.starts, times.ends, c.id
         FROM agenda_cursussen a
         JOIN bijscholing_cursussen c ON c.id = a.cursus_id
         ${ONE_DAY_TIMES}
        WHERE a.username = $1
     ) rows
     ORDER BY key, id`,
    [username],
  );
