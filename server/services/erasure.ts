import type { Queryable } from '../db';
import { notFound } from '../errors';
import { insertAudit } from '../repositories/declared';
import { memberKeys } from '../repositories/memberData';

/** The name an erased member keeps in what the Order must keep: nobody's, yet one per member. */
export const pseudonymOf = (keys: { userId: number | null; iddicperson: number | null }) => `GEWIST-${keys.userId ?? `P${keys.iddicperson}`}`;

/**
 * Erases a member (GDPR art. 17) in the caller's transaction. Gone: their contact data, addresses,
 * cooperations, requests, activities, uploads, sessions, links, calendar link, on-call memberships
 * and the mails to them. Kept without their name (under a pseudonym): approved points (the period's
 * control totals), approved and declined exemptions without their texts, the fact of having voted,
 * and the audit trail, whose rows about them lose their contents. The account can no longer log in.
 * Answers the pseudonym and the storage keys of the removed uploads, to be removed after the commit.
 */
export async function eraseMember(q: Queryable, username: string, by: string) {
  const keys = await memberKeys(q, username);
  if (!keys) throw notFound();
  const who = keys.username;
  const pseudonym = pseudonymOf(keys);
  const [person, user] = [keys.iddicperson ?? -1, keys.userId ?? -1];
  // The trail's guard lets this transaction take a name out of its rows, nothing else (migration 054).
  await q.query("SELECT set_config('portal.erasure', 'on', true)");

  // Uploads: every reference to them emptied first, then their rows; the bytes after the commit.
  const files = await q.query<{ id: number; storageKey: string }>('SELECT id, storage_key AS "storageKey" FROM files WHERE created_by = $1', [who]);
  const references = await q.query<{ tbl: string; col: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'files'::regclass`,
  );
  const ids = files.map((f) => f.id);
  for (const { tbl, col } of references) await q.query(`UPDATE ${tbl} SET "${col}" = NULL WHERE "${col}" = ANY ($1::int[])`, [ids]);
  await q.query('DELETE FROM files WHERE id = ANY ($1::int[])', [ids]);

  // What only served them.
  for (const sql of ['DELETE FROM sessions WHERE user_id = $1', 'DELETE FROM user_tokens WHERE user_id = $1', 'DELETE FROM agenda_tokens WHERE user_id = $1'])
    await q.query(sql, [user]);
  await q.query('DELETE FROM mails WHERE recipient = (SELECT email FROM users WHERE id = $1)', [user]);
  const addresses = await q.query<{ id: number }>(
    'SELECT iddicaddress AS id FROM person_addresses WHERE iddicperson = $1 UNION SELECT iddicaddress FROM contacts WHERE iddicperson = $1 AND iddicaddress IS NOT NULL',
    [person],
  );
  for (const table of ['person_addresses', 'contacts', 'address_changes', 'activities']) await q.query(`DELETE FROM ${table} WHERE iddicperson = $1`, [person]);
  await q.query(
    `DELETE FROM addresses a WHERE a.iddicaddress = ANY ($1::int[])
        AND NOT EXISTS (SELECT 1 FROM person_addresses x WHERE x.iddicaddress = a.iddicaddress)
        AND NOT EXISTS (SELECT 1 FROM contacts x WHERE x.iddicaddress = a.iddicaddress)
        AND NOT EXISTS (SELECT 1 FROM legal_entities x WHERE x.iddicaddress = a.iddicaddress)`,
    [addresses.map((a) => a.id)],
  );
  await q.query('DELETE FROM wachtdienst_leden WHERE ordenummer = $1', [who]);
  await q.query("DELETE FROM bijscholing_punten WHERE username = $1 AND state <> 'APPROVED'", [who]);
  await q.query("DELETE FROM vrijstellingen WHERE username = $1 AND statecode NOT IN ('APP', 'DEC')", [who]);

  // What the Order keeps, under the pseudonym.
  await q.query('UPDATE bijscholing_punten SET username = $2 WHERE username = $1', [who, pseudonym]);
  await q.query('DELETE FROM bijscholing_punten_totalen WHERE username = $1', [who]);
  await q.query('UPDATE vrijstellingen SET username = $2, member = NULL, comments = NULL WHERE username = $1', [who, pseudonym]);
  await q.query('UPDATE verkiezing_stemmers SET username = $2 WHERE username = $1', [who, pseudonym]);
  await q.query('UPDATE herinneringen SET recipient = $2 WHERE recipient = $1', [who, pseudonym]);
  for (const table of ['wachtdienst_aanvragen', 'wachtdienst_wijzigingen'])
    await q.query(`UPDATE ${table} SET requester = $2, requester_name = NULL, user_email = NULL WHERE requester = $1`, [who, pseudonym]);
  await q.query('UPDATE wachtdiensten SET responsible = $2, responsible_name = NULL WHERE responsible = $1', [who, pseudonym]);
  await q.query(
    `UPDATE persons SET ordenummer = $2, firstname = 'Gewist', lastname = 'lid', email = NULL, telephone = NULL, mobile = NULL, locality = NULL,
            search_name = 'gewist', search_first = '', search_locality = '' WHERE iddicperson = $1`,
    [person, pseudonym],
  );
  await q.query(
    `UPDATE users SET username = $2, firstname = 'Gewist', lastname = 'lid', telephone = NULL, email = lower($2) || '@gewist.invalid', password_hash = '!', active = false WHERE id = $1`,
    [user, pseudonym],
  );
  // The trail: who acted keeps only the pseudonym; the rows about them lose what they held.
  await q.query('UPDATE audit_log SET username = $2 WHERE username = $1', [who, pseudonym]);
  await q.query('UPDATE audit_log SET record_id = $2, before = NULL, after = NULL WHERE record_id = $1', [who, pseudonym]);
  await q.query(`UPDATE audit_log SET before = NULL, after = NULL WHERE before::text LIKE '%"' || $1 || '"%' OR after::text LIKE '%"' || $1 || '"%'`, [who]);
  await insertAudit(q, { username: by, resource: 'dierenartsen', recordId: pseudonym, action: 'wissen', before: null, after: { bestanden: files.length } });
  return { pseudonym, storageKeys: files.map((f) => f.storageKey) };
}
