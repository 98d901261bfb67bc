import { one, type Queryable } from '../db';
import { currentRequestId } from '../requestContext';

/** Who is a current veterinarian for an election: an active account with the role, that can be mailed. */
const CURRENT_VETS = `SELECT username, firstname, lastname, email FROM users WHERE active AND 'DIERENARTS' = ANY(roles) AND email <> ''`;

export interface Invitation {
  template: string;
  /** The same for every recipient: the link, the election's name and window. */
  params: Record<string, string>;
}

/**
 * Queues one mail per current veterinarian, with their own name parameters and the shared ones, in
 * one statement: the mails' ids are drawn first so each mail's parameters can name it, and 10,000
 * invitations cost one round trip, not 80,000. Answers how many were queued.
 */
export const queueToCurrentVets = (q: Queryable, invitation: Invitation) => queueToMany(q, CURRENT_VETS, [], invitation);

/** The same to every member recorded as having voted in an election, who can be mailed (the board's head at the close). */
export const queueToVoters = (q: Queryable, electionId: number, invitation: Invitation) =>
  queueToMany(
    q,
    `SELECT u.username, u.firstname, u.lastname, u.email FROM verkiezing_stemmers s JOIN users u ON u.username = s.username
      WHERE s.verkiezing_id = $AMONG AND u.email <> ''`,
    [electionId],
    invitation,
  );

async function queueToMany(q: Queryable, recipients: string, among: unknown[], { template, params }: Invitation) {
  const tpl = await one<{ id: number }>(q, 'SELECT idmailtemplate AS id FROM mail_templates WHERE name = $1', [template]);
  if (!tpl) throw new Error(`Mail template ${template} ontbreekt`);
  const shared = Object.entries(params);
  const values = shared.map((_, i) => `($${2 + 2 * i}::text, $${3 + 2 * i}::text)`).join(', ');
  const sql = `
    WITH vets AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('mails', 'idmail')) AS idmail, v.* FROM (${recipients.replaceAll('$AMONG', `$${3 + 2 * shared.length}`)}) v
    ),
    queued AS (
      INSERT INTO mails (idmail, idmailtemplate, recipient, recipient_username, request_id)
      SELECT idmail, $1, email, username, $${2 + 2 * shared.length}::text FROM vets RETURNING idmail
    ),
    own AS (
      INSERT INTO mail_params (idmail, name, value)
      SELECT idmail, p.name, p.value FROM vets
        CROSS JOIN LATERAL (VALUES ('voornaam', firstname), ('achternaam', lastname), ('gebruikersnaam', username)) AS p(name, value)
    ),
    common AS (INSERT INTO mail_params (idmail, name, value) SELECT vets.idmail, s.name, s.value FROM vets CROSS JOIN (VALUES ${values}) AS s(name, value))
    SELECT count(*)::int AS count FROM queued`;
  const row = await one<{ count: number }>(q, sql, [tpl.id, ...shared.flat(), currentRequestId(), ...among]);
  return row?.count ?? 0;
}
