import type { Queryable } from '../db';
import { conflict, notFound } from '../errors';
import { insertAudit } from '../repositories/declared';
import { type MemberKeys, memberKeys } from '../repositories/memberData';
import { lockBox } from '../repositories/votes';
import { eraseFromTrail } from './erasureTrail';

/** The name an erased member keeps in what the Order must keep: nobody's, yet one per member. */
export const pseudonymOf = (keys: { userId: number | null; iddicperson: number | null }) => `GEWIST-${keys.userId ?? `P${keys.iddicperson}`}`;

/**
 * The member the path names, under their stored ordenummer, held for the erasure. Only a person of
 * the Order with an ordenummer is erased, with their account: an account that is no member's (a
 * provider's, the secretariat's), or a member's that also holds another role, is refused.
 */
async function memberToErase(q: Queryable, ordenummer: string): Promise<MemberKeys> {
  // Held first, so a second erasure at the same moment finds the ordenummer gone once this one commits.
  await q.query('SELECT 1 FROM persons WHERE upper(ordenummer) = upper($1) FOR UPDATE', [ordenummer]);
  const keys = await memberKeys(q, ordenummer);
  if (!keys) {
    const [account] = await q.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [ordenummer]);
    throw account ? conflict('NOT_A_MEMBER') : notFound();
  }
  const [account] = keys.userId === null ? [] : await q.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1 FOR UPDATE', [keys.userId]);
  if (account?.roles.some((role) => role !== 'DIERENARTS')) throw conflict('NOT_A_MEMBER');
  return keys;
}

/** The ids of the member's own records, by the trail's resource name, read before any goes. */
async function ownRecords(q: Queryable, who: string, person: number) {
  const rows = await q.query<{ resource: string; ids: number[] }>(
    `SELECT 'punten' AS resource, array_agg(id) AS ids FROM bijscholing_punten WHERE username = $1
     UNION ALL SELECT 'vrijstellingen', array_agg(id) FROM vrijstellingen WHERE username = $1
     UNION ALL SELECT 'wachtdienstaanvragen', array_agg(id) FROM wachtdienst_aanvragen WHERE requester = $1
     UNION ALL SELECT 'wachtdienstwijzigingen', array_agg(id) FROM wachtdienst_wijzigingen WHERE requester = $1
     UNION ALL SELECT 'wachtdienstleden', array_agg(id) FROM wachtdienst_leden WHERE ordenummer = $1
     UNION ALL SELECT 'adreswijzigingen', array_agg(id) FROM address_changes WHERE iddicperson = $2
     UNION ALL SELECT 'kandidaten', array_agg(id) FROM verkiezing_kandidaten WHERE person_id = $2
     UNION ALL SELECT 'cursussprekers', array_agg(id) FROM bijscholing_cursussprekers WHERE person_id = $2
     UNION ALL SELECT 'mails', array_agg(idmail) FROM mails WHERE lower(recipient_username) = lower($1)
     UNION ALL SELECT 'mailparams', array_agg(p.id) FROM mail_params p JOIN mails m USING (idmail) WHERE lower(m.recipient_username) = lower($1)`,
    [who, person],
  );
  const records: Record<string, number[]> = Object.fromEntries(rows.map((r) => [r.resource, (r.ids ?? []).map(Number)]));
  // The register of exemptions is the same table under another name.
  records.vrijstellingsaanvragen = records.vrijstellingen ?? [];
  return records;
}

/**
 * Erases a member (GDPR art. 17) in the caller's transaction. Gone: their contact data, addresses,
 * cooperations, requests, activities, uploads (and a candidate's campaign, a speaker's cv and
 * attest), sessions, links, calendar link, failed logins, on-call memberships and the mails to their
 * account. Kept without their name (under a pseudonym): approved points (the period's control
 * totals), decided exemptions without their texts, the fact of having voted, their requests for
 * on-call services, their place on a candidate list or a course's speakers, and the audit trail,
 * from which only their values go (server/services/erasureTrail.ts). The account can no longer log
 * in and the person is no current veterinarian any more: no directory, electorate or mailing list
 * finds them. Answers the pseudonym and the storage keys of the removed uploads, to be removed after the commit.
 */
export async function eraseMember(q: Queryable, ordenummer: string, by: string) {
  const keys = await memberToErase(q, ordenummer);
  const who = keys.username;
  const pseudonym = pseudonymOf(keys);
  const [person, user] = [keys.iddicperson ?? -1, keys.userId ?? -1];
  const records = await ownRecords(q, who, person);
  const [account] = await q.query<{ username: string; email: string }>('SELECT username, email FROM users WHERE id = $1', [user]);
  const [own] = await q.query<{ email: string | null }>('SELECT email FROM persons WHERE iddicperson = $1', [person]);
  const names = [who, account?.username, account?.email, own?.email].filter((x): x is string => !!x).map((x) => x.toLowerCase());

  // Uploads: every reference to them emptied first, then their rows; the bytes after the commit.
  const files = await q.query<{ id: number; storageKey: string }>(
    `SELECT id, storage_key AS "storageKey" FROM files WHERE created_by = $1
        OR id IN (SELECT campagne_id FROM verkiezing_kandidaten WHERE person_id = $2)
        OR id IN (SELECT cv_id FROM bijscholing_cursussprekers WHERE person_id = $2 UNION SELECT attest_id FROM bijscholing_cursussprekers WHERE person_id = $2)`,
    [who, person],
  );
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
  await q.query('DELETE FROM agenda_cursussen WHERE username = $1', [who]);
  // Their CPD certificates name them to whoever holds a code: the codes answer as unknown from now on.
  await q.query('DELETE FROM bijscholing_attesten WHERE username = $1', [who]);
  await q.query("DELETE FROM request_limits WHERE action = 'resetpass-user' AND key = $1", [String(user)]);
  await q.query('DELETE FROM login_failures WHERE lower(username) = ANY ($1::text[])', [names]);
  // The mails to their account, whatever its address; another account's mails at the same address stay.
  await q.query('DELETE FROM mails WHERE lower(recipient_username) = ANY ($1::text[])', [[who.toLowerCase(), (account?.username ?? who).toLowerCase()]]);
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

  // What the Order keeps, under the pseudonym and without their name.
  await q.query('UPDATE bijscholing_punten SET username = $2, member = NULL WHERE username = $1', [who, pseudonym]);
  await q.query('UPDATE bijscholing_aanwezigheden SET username = $2 WHERE username = $1', [who, pseudonym]);
  await q.query('DELETE FROM bijscholing_punten_totalen WHERE username = $1', [who]);
  await q.query('UPDATE vrijstellingen SET username = $2, member = NULL, comments = NULL WHERE username = $1', [who, pseudonym]);
  // A flush moves voters' rows out and back in (repositories/votes.ts): under its lock, so no row is missed while it is out.
  for (const { id } of await q.query<{ id: number }>('SELECT DISTINCT verkiezing_id AS id FROM verkiezing_stemmers WHERE username = $1 ORDER BY 1', [who]))
    await lockBox(q, id);
  for (const table of ['verkiezing_stemmers', 'verkiezing_comite']) await q.query(`UPDATE ${table} SET username = $2 WHERE username = $1`, [who, pseudonym]);
  await q.query('UPDATE herinneringen SET recipient = $2 WHERE recipient = $1', [who, pseudonym]);
  for (const table of ['wachtdienst_aanvragen', 'wachtdienst_wijzigingen'])
    await q.query(`UPDATE ${table} SET requester = $2, requester_name = NULL, user_email = NULL WHERE requester = $1`, [who, pseudonym]);
  await q.query('UPDATE wachtdiensten SET responsible = $2, responsible_name = NULL WHERE responsible = $1', [who, pseudonym]);
  await q.query("UPDATE verkiezing_kandidaten SET firstname = 'Gewist', lastname = 'lid' WHERE person_id = $1", [person]);
  await q.query("UPDATE bijscholing_cursussprekers SET first_name = 'Gewist', last_name = 'lid', title = NULL, related_to = NULL WHERE person_id = $1", [
    person,
  ]);
  // No ordenummer and no role: no directory, electorate, control list or mailing list finds them any more.
  await q.query(
    `UPDATE persons SET ordenummer = NULL, firstname = 'Gewist', lastname = 'lid', email = NULL, telephone = NULL, mobile = NULL, locality = NULL,
            search_name = 'gewist', search_first = '', search_locality = '' WHERE iddicperson = $1`,
    [person],
  );
  await q.query(
    `UPDATE users SET username = $2, firstname = 'Gewist', lastname = 'lid', telephone = NULL, email = '', password_hash = '!', active = false,
            roles = '{}', kennisname = false WHERE id = $1`,
    [user, pseudonym],
  );
  await eraseFromTrail(q, { username: who, person, pseudonym, records });
  await insertAudit(q, { username: by, resource: 'dierenartsen', recordId: pseudonym, action: 'wissen', before: null, after: { bestanden: files.length } });
  return { pseudonym, storageKeys: files.map((f) => f.storageKey) };
}
