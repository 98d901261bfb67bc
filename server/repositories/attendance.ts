import { one, type Queryable } from '../db';
import { paramColumns } from '../mail/words';
import { currentRequestId } from '../requestContext';
import type { Worded } from './mails';

/** A course as the attendance tab needs it, with the period that holds its first day (null when none does). */
export interface AttendanceCourse {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  status: string;
  type: string;
  ebpNumber: string | null;
  legalEntityId: number;
  organisation: string | null;
  evaluation: boolean;
  points: number;
  theorypoints: number | null;
  periodId: number | null;
  periodEnd: string | null;
}

export const findAttendanceCourse = (q: Queryable, id: number) =>
  one<AttendanceCourse>(
    q,
    `SELECT c.id, c.title, c.start_date::text AS "startDate", c.end_date::text AS "endDate", c.status, c.type, c.ebp_number AS "ebpNumber",
            c.legal_entity_id AS "legalEntityId", le.name AS organisation,
            (c.evaluation_status = 'APPROVED' AND c.evaluation_number IS NOT NULL) IS TRUE AS evaluation,
            (SELECT coalesce(sum(i.points), 0)::float8 FROM bijscholing_cursusitems i WHERE i.cursus_id = c.id) AS points,
            c.theorypoints::float8 AS theorypoints, p.id AS "periodId", p.end_date::text AS "periodEnd"
       FROM bijscholing_cursussen c
       LEFT JOIN legal_entities le ON le.iddiclegalentity = c.legal_entity_id
       LEFT JOIN LATERAL (SELECT id, end_date FROM bijscholing_periodes WHERE c.start_date BETWEEN start_date AND end_date ORDER BY start_date LIMIT 1) p ON true
      WHERE c.id = $1`,
    [id],
  );

/** What the database says of each ordenummer of a list, for this course. */
export interface MemberStanding {
  username: string;
  known: boolean;
  vet: boolean;
  name: string | null;
  credited: boolean;
  states: string[] | null;
}

const NAME = `coalesce(p.firstname || ' ' || p.lastname, u.firstname || ' ' || u.lastname)`;

export const memberStandings = (q: Queryable, courseId: number, usernames: readonly string[]) =>
  q.query<MemberStanding>(
    // A name only for whom the list may credit: the preview names no account that is not an active vet to a provider.
    `SELECT g.username, u.id IS NOT NULL AS known, coalesce(u.active AND 'DIERENARTS' = ANY (u.roles), false) AS vet,
            CASE WHEN u.active AND 'DIERENARTS' = ANY (u.roles) THEN ${NAME} END AS name,
            EXISTS (SELECT 1 FROM bijscholing_aanwezigheden a WHERE a.cursus_id = $1 AND a.username = g.username) AS credited,
            (SELECT array_agg(DISTINCT x.state) FROM bijscholing_punten x WHERE x.idbijcursus = $1 AND x.username = g.username) AS states
       FROM unnest($2::text[]) AS g(username)
       LEFT JOIN users u ON u.username = g.username
       LEFT JOIN persons p ON p.ordenummer = u.username`,
    [courseId, usernames],
  );

/** The veterinarians credited for a course, newest first. */
export const creditedMembers = (q: Queryable, courseId: number) =>
  q.query<{ ordenummer: string; name: string | null; passed: boolean; creditedBy: string; creditedAt: Date }>(
    `SELECT a.username AS ordenummer, ${NAME} AS name, a.geslaagd AS passed, a.credited_by AS "creditedBy", a.credited_at AS "creditedAt"
       FROM bijscholing_aanwezigheden a
       LEFT JOIN users u ON u.username = a.username
       LEFT JOIN persons p ON p.ordenummer = u.username
      WHERE a.cursus_id = $1
      ORDER BY a.credited_at DESC, a.username`,
    [courseId],
  );

/**
 * The advisory lock every generated write of a points row takes first (server/repositories/declared
 * lockTable: `declared:` and the table as the generator quotes it); a test holds the two equal.
 */
export const POINTS_TABLE_LOCK = 'declared:"bijscholing_punten"';

/** What a credited points row holds, the same for every member of one list. */
export interface CreditValues {
  courseId: number;
  by: string;
  periodId: number;
  type: string;
  cpunten: number;
  tcpunten: number;
  title: string;
  ebpnummer: string | null;
  begindatum: string;
  einddatum: string;
  evaluation: boolean;
  /** The mail's parameters besides the person's own. */
  /** `punten` in both languages: the worker sends the recipient's. */
  mail: { cursus: string; organisatie: string; punten: Worded; link: string };
}

/**
 * Credits the members in one statement, after the points table's lock (the same advisory lock every
 * create and change of a points row takes first: server/repositories/declared lockTable), so a vet
 * typing the course meanwhile either sees this row (COURSE_ALREADY_REGISTERED) or had theirs first,
 * which is then completed. Each member is claimed in bijscholing_aanwezigheden (its key: once per
 * course); only the claimed get a points row: their own NEW row of the course completed and approved,
 * or a new approved one; a member with an APPROVED or DECLINED row of the course is not taken. Each
 * written row gets its audit row and its member a mail, in the same statement.
 */
export async function creditMembers(q: Queryable, v: CreditValues, members: readonly { username: string; passed: boolean }[]) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [POINTS_TABLE_LOCK]);
  // A vet's delete of their own NEW row takes that row's lock, not the table's: waited for here, so the
  // statement below (a snapshot of its own) completes a row that stays, or makes one where it went.
  await q.query('SELECT 1 FROM bijscholing_punten WHERE idbijcursus = $1 AND username = ANY ($2::text[]) FOR UPDATE', [
    v.courseId,
    members.map((m) => m.username),
  ]);
  return q.query<{ username: string; name: string | null }>(
    `WITH given AS (
       SELECT g.username, g.passed FROM unnest($2::text[], $3::boolean[]) AS g(username, passed)
     ), eligible AS (
       SELECT g.username, g.passed, ${NAME} AS name, u.email, u.firstname, u.lastname
         FROM given g
         JOIN users u ON u.username = g.username AND u.active AND 'DIERENARTS' = ANY (u.roles)
         LEFT JOIN persons p ON p.ordenummer = u.username
        WHERE NOT EXISTS (SELECT 1 FROM bijscholing_punten x WHERE x.idbijcursus = $1 AND x.username = g.username AND x.state <> 'NEW')
     ), claimed AS (
       INSERT INTO bijscholing_aanwezigheden (cursus_id, username, geslaagd, credited_by)
       SELECT $1, username, passed AND $13, $4 FROM eligible
       ON CONFLICT DO NOTHING
       RETURNING username, geslaagd, credited_at
     ), ready AS (
       SELECT c.username, c.credited_at, e.name, e.email, e.firstname, e.lastname,
              CASE WHEN c.geslaagd THEN 'GESLAAGD' ELSE 'DEELNAME' END AS attendancetype
         FROM claimed c JOIN eligible e USING (username)
     ), completed AS (
       UPDATE bijscholing_punten x
          SET state = 'APPROVED', periode_id = $5, type = $6, cpunten = $7, tcpunten = $8, title = $9, ebpnummer = $10,
              begindatum = $11::date, einddatum = $12::date, attendancetype = r.attendancetype, credited_by = $4, credited_at = r.credited_at
         FROM ready r
        WHERE x.idbijcursus = $1 AND x.username = r.username AND x.state = 'NEW'
       RETURNING x.id, x.attendancetype, x.credited_at
     ), inserted AS (
       INSERT INTO bijscholing_punten (periode_id, username, member, type, state, idbijcursus, ebpnummer, title, begindatum, einddatum,
                                       attendancetype, cpunten, tcpunten, credited_by, credited_at)
       SELECT $5, r.username, r.name, $6, 'APPROVED', $1, $10, $9, $11::date, $12::date, r.attendancetype, $7, $8, $4, r.credited_at
         FROM ready r
        WHERE NOT EXISTS (SELECT 1 FROM bijscholing_punten x WHERE x.idbijcursus = $1 AND x.username = r.username)
       RETURNING id, attendancetype, credited_at
     ), written AS (
       SELECT id, attendancetype, credited_at, 'NEW' AS was FROM completed
       UNION ALL SELECT id, attendancetype, credited_at, NULL FROM inserted
     ), audited AS (
       INSERT INTO audit_log (username, resource, record_id, action, before, after)
       SELECT $4, 'punten', w.id::text, 'registreren',
              CASE WHEN w.was IS NULL THEN NULL ELSE jsonb_build_object('state', w.was) END,
              jsonb_build_object('state', 'APPROVED', 'attendancetype', w.attendancetype, 'idbijcursus', $1::int, 'creditedBy', $4::text, 'creditedAt', w.credited_at)
         FROM written w
     ), mailed AS (
       INSERT INTO mails (idmailtemplate, recipient, recipient_username, request_id)
       SELECT t.idmailtemplate, r.email, r.username, $14 FROM ready r JOIN mail_templates t ON t.name = 'PUNTEN_GEREGISTREERD'
        WHERE coalesce(r.email, '') <> ''
       RETURNING idmail, recipient_username
     ), params AS (
       INSERT INTO mail_params (idmail, name, value, value_fr)
       SELECT m.idmail, kv.key, ${paramColumns('kv.value')}
         FROM mailed m JOIN ready r ON r.username = m.recipient_username
        CROSS JOIN LATERAL jsonb_each(jsonb_build_object('voornaam', r.firstname, 'achternaam', r.lastname, 'gebruikersnaam', r.username) || $15::jsonb) AS kv
     )
     SELECT r.username, r.name FROM ready r ORDER BY r.username`,
    [
      v.courseId,
      members.map((m) => m.username),
      members.map((m) => m.passed),
      v.by,
      v.periodId,
      v.type,
      v.cpunten,
      v.tcpunten,
      v.title,
      v.ebpnummer,
      v.begindatum,
      v.einddatum,
      v.evaluation,
      currentRequestId(),
      JSON.stringify(v.mail),
    ],
  );
}
