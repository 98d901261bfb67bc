import { TIME_ZONE } from '../../domain/dates';
import { APPROVED } from '../../domain/rules/approvals';
import { EXEMPTION_MIN_DAYS_LEFT } from '../../domain/rules/cpd';
import { EVALUATION_REMINDER_DAYS, EXEMPTION_REMINDER_DAYS, VOTE_REMINDER_HOURS } from '../../domain/rules/reminders';
import { mailWords as fr } from '../../domain/texts/mailWords.fr';
import { mailWords as nl } from '../../domain/texts/mailWords.nl';
import type { Queryable } from '../db';
import { paramColumns, wordedJson } from '../mail/words';
import { currentRequestId } from '../requestContext';
import { CONTROL_LINES } from './control';
import { CURRENT_VETS } from './votes';

/**
 * Who an occasion reminds today, as rows (subject_id, recipient, email, params jsonb): the SQL and
 * its parameters. Every window is bounded, so a first run never mails about the distant past.
 */
export interface Targets {
  sql: string;
  params: unknown[];
}

const person = (u: string) => `'voornaam', ${u}.firstname, 'achternaam', ${u}.lastname, 'gebruikersnaam', ${u}.username`;
const dutchNumber = (n: string) => `replace(trim_scale(${n}::numeric)::text, '.', ',')`;
/** A member's points against the period's, in SQL, as one language's text says it (decimal comma in both). */
const pointsShort = (text: string) => `replace(replace(${literal(text)}, '%{total}', ${dutchNumber('l.total')}), '%{required}', ${dutchNumber('l.required')})`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Members short of points in a period (the control list's own lines: exempt members are not short). */
export const pointsTargets = (periodId: number, link: string): Targets => ({
  sql: `SELECT $1::int AS subject_id, u.username AS recipient, u.email,
               jsonb_build_object(${person('u')}, 'link', $2::text,
                 'punten', ${wordedJson(pointsShort(nl.points.short), pointsShort(fr.points.short))},
                 'einddatum', to_char(per.end_date, 'DD/MM/YYYY')) AS params
          FROM (${CONTROL_LINES}) l
          JOIN users u ON u.username = l.username AND u.active AND 'DIERENARTS' = ANY (u.roles)
          JOIN bijscholing_periodes per ON per.id = $1
         WHERE l.total < l.required AND NOT l.exempt`,
  params: [periodId, link],
});

/** Members who have not voted in an election that closes within the day (who the button reminded shares the key: queueReminders skips them). */
export const voteTargets = (publicUrl: string): Targets => ({
  sql: `SELECT e.id AS subject_id, u.username AS recipient, u.email,
               jsonb_build_object(${person('u')}, 'link', $1::text || '/verkiezingen/' || e.id, 'verkiezing', e.title,
                 'einde', to_char(e.endtime AT TIME ZONE '${TIME_ZONE}', 'DD/MM/YYYY HH24:MI')) AS params
          FROM verkiezingen e CROSS JOIN ${CURRENT_VETS}
         WHERE e.state = 'FINISHED' AND e.votable AND e.starttime <= now() AND now() < e.endtime
           AND e.endtime <= now() + interval '${VOTE_REMINDER_HOURS} hours'
           AND NOT EXISTS (SELECT 1 FROM verkiezing_stemmers s WHERE s.verkiezing_id = e.id AND s.username = u.username)`,
  params: [publicUrl],
});

/** Approved exemptions that stop freeing their member from the control within 32 days. */
export const exemptionTargets = (link: string): Targets => ({
  sql: `SELECT v.id AS subject_id, u.username AS recipient, u.email,
               jsonb_build_object(${person('u')}, 'link', $1::text, 'einddatum', to_char(v.end_date, 'DD/MM/YYYY')) AS params
          FROM vrijstellingen v JOIN users u ON u.username = v.username AND u.active
         WHERE v.statecode = '${APPROVED}'
           AND v.end_date - current_date BETWEEN ${EXEMPTION_MIN_DAYS_LEFT} AND ${EXEMPTION_MIN_DAYS_LEFT + EXEMPTION_REMINDER_DAYS}`,
  params: [link],
});

/** Approved courses that ended a week to a month ago without an evaluation test, to their organisation's providers. */
export const evaluationTargets = (publicUrl: string): Targets => ({
  sql: `SELECT c.id AS subject_id, u.username AS recipient, u.email,
               jsonb_build_object(${person('u')}, 'link', $1::text || '/bijscholing/cursussen/' || c.id, 'cursus', c.title, 'organisatie', le.name) AS params
          FROM bijscholing_cursussen c
          JOIN users u ON u.legal_entity_id = c.legal_entity_id AND 'OPLVERSTREKKER' = ANY (u.roles) AND u.active
          JOIN legal_entities le ON le.iddiclegalentity = c.legal_entity_id
         WHERE c.status = 'GOEDGEKEURD' AND c.evaluation_id IS NULL
           AND c.end_date BETWEEN current_date - ${EVALUATION_REMINDER_DAYS + 30} AND current_date - ${EVALUATION_REMINDER_DAYS}`,
  params: [publicUrl],
});

/**
 * Queues the reminder of `occasion` for every target not reminded of it before, in one statement:
 * the reminders' unique key (occasion, subject, recipient) makes a repeat, or two schedulers at
 * once, queue nothing twice. The mail ids are drawn first, so each mail gets its own values.
 */
export async function queueReminders(q: Queryable, occasion: string, template: string, targets: Targets) {
  const n = targets.params.length;
  const [row] = await q.query<{ count: number }>(
    `WITH targets AS MATERIALIZED (
       SELECT t.*, nextval(pg_get_serial_sequence('mails', 'idmail')) AS idmail FROM (${targets.sql}) t
        WHERE NOT EXISTS (SELECT 1 FROM herinneringen h WHERE h.occasion = $${n + 1} AND h.subject_id = t.subject_id AND h.recipient = t.recipient)
     ), reminded AS (
       INSERT INTO herinneringen (occasion, subject_id, recipient, idmail) SELECT $${n + 1}, subject_id, recipient, idmail FROM targets
       ON CONFLICT DO NOTHING RETURNING idmail
     ), mailed AS (
       INSERT INTO mails (idmail, idmailtemplate, recipient, recipient_username, request_id)
       SELECT r.idmail, m.idmailtemplate, t.email, t.recipient, $${n + 3}::text FROM reminded r JOIN targets t USING (idmail)
         JOIN mail_templates m ON m.name = $${n + 2}
       RETURNING idmail
     ), params AS (
       INSERT INTO mail_params (idmail, name, value, value_fr)
       SELECT m.idmail, p.key, ${paramColumns('p.value')} FROM mailed m JOIN targets t USING (idmail) CROSS JOIN LATERAL jsonb_each(t.params) p
     )
     SELECT count(*)::int AS count FROM mailed`,
    [...targets.params, occasion, template, currentRequestId() ?? null],
  );
  return row!.count;
}

/** Whom `targets` would remind now, one row per reminder not sent yet: what a run would queue now. */
export async function plannedRecipients(q: Queryable, occasion: string, targets: Targets) {
  const n = targets.params.length;
  const rows = await q.query<{ recipient: string }>(
    `SELECT t.recipient FROM (${targets.sql}) t
      WHERE NOT EXISTS (SELECT 1 FROM herinneringen h WHERE h.occasion = $${n + 1} AND h.subject_id = t.subject_id AND h.recipient = t.recipient)`,
    [...targets.params, occasion],
  );
  return rows.map((r) => r.recipient);
}

/** The active period with its days left, if it ends today or later. */
export const activePeriod = async (q: Queryable) =>
  (
    await q.query<{ id: number; daysLeft: number }>(
      'SELECT id, end_date - current_date AS "daysLeft" FROM bijscholing_periodes WHERE active AND end_date >= current_date',
    )
  )[0];

/** Per occasion (its first word: `punten-30` is `punten`), how many reminders were queued, and the last. */
export const sentReminders = (q: Queryable) =>
  q.query<{ occasion: string; sent: number; last: Date | null }>(
    `SELECT split_part(occasion, '-', 1) AS occasion, count(*)::int AS sent, max(creationdate) AS last FROM herinneringen GROUP BY 1`,
  );

export const recentRuns = (q: Queryable, limit = 20) =>
  q.query<{ id: number; at: Date; scheduled: boolean; node: string; counts: Record<string, number> }>(
    'SELECT id, at, scheduled, node, counts FROM herinnering_runs ORDER BY at DESC, id DESC LIMIT $1',
    [limit],
  );

/**
 * Whom a run reminded, by ordenummer (username) and name, at most `limit`: the reminders written in
 * the run's transaction, which share its `now()` (a reminder by the election's button has its own).
 */
export const remindedByRun = (q: Queryable, runId: number, limit: number) =>
  q.query<{ occasion: string; recipient: string; name: string | null }>(
    `SELECT split_part(h.occasion, '-', 1) AS occasion, h.recipient, nullif(concat_ws(' ', u.firstname, u.lastname), '') AS name
       FROM herinnering_runs r JOIN herinneringen h ON h.creationdate = r.at LEFT JOIN users u ON u.username = h.recipient
      WHERE r.id = $1 ORDER BY h.recipient, h.occasion LIMIT $2`,
    [runId, limit],
  );
