import type { Queryable } from '../db';

/**
 * Everything the portal holds about one member (GDPR art. 15 and 20), section by section; $1 is
 * their username (ordenummer), $2 their person, $3 their account. Secrets never leave: no password
 * hash, session or link token, no file's storage key, no link in a mail (a reset link may still
 * work). Never a ballot: of an election only the fact of having voted and when.
 */
export const MEMBER_SECTIONS = [
  ['account', `SELECT to_jsonb(x) - 'password_hash' AS row FROM users x WHERE x.id = $3`],
  ['persoon', 'SELECT to_jsonb(x) AS row FROM persons x WHERE x.iddicperson = $2'],
  [
    'adressen',
    "SELECT to_jsonb(pa) || jsonb_build_object('adres', to_jsonb(a)) AS row FROM person_addresses pa JOIN addresses a USING (iddicaddress) WHERE pa.iddicperson = $2 ORDER BY pa.id",
  ],
  [
    'samenwerkingen',
    "SELECT to_jsonb(c) || jsonb_build_object('rechtspersoon', le.name) AS row FROM contacts c JOIN legal_entities le USING (iddiclegalentity) WHERE c.iddicperson = $2 ORDER BY c.iddiccontact",
  ],
  ['adreswijzigingen', 'SELECT to_jsonb(x) AS row FROM address_changes x WHERE x.iddicperson = $2 ORDER BY x.id'],
  ['activiteiten', 'SELECT to_jsonb(x) AS row FROM activities x WHERE x.iddicperson = $2'],
  ['punten', 'SELECT to_jsonb(x) AS row FROM bijscholing_punten x WHERE x.username = $1 ORDER BY x.id'],
  ['vrijstellingen', 'SELECT to_jsonb(x) AS row FROM vrijstellingen x WHERE x.username = $1 ORDER BY x.id'],
  [
    'wachtdiensten',
    "SELECT to_jsonb(l) || jsonb_build_object('wachtdienst', w.name) AS row FROM wachtdienst_leden l JOIN wachtdiensten w ON w.id = l.wachtdienst_id WHERE l.ordenummer = $1 ORDER BY l.id",
  ],
  ['wachtdienstaanvragen', 'SELECT to_jsonb(x) AS row FROM wachtdienst_aanvragen x WHERE x.requester = $1 ORDER BY x.id'],
  ['wachtdienstwijzigingen', 'SELECT to_jsonb(x) AS row FROM wachtdienst_wijzigingen x WHERE x.requester = $1 ORDER BY x.id'],
  ['agenda', `SELECT to_jsonb(x) - 'token_hash' AS row FROM agenda_tokens x WHERE x.user_id = $3`],
  ['sessies', `SELECT to_jsonb(x) - 'id_hash' AS row FROM sessions x WHERE x.user_id = $3 ORDER BY x.created_at`],
  ['links', `SELECT to_jsonb(x) - 'token_hash' AS row FROM user_tokens x WHERE x.user_id = $3 ORDER BY x.id`],
  [
    'verkiezingen',
    "SELECT jsonb_build_object('verkiezing', v.title, 'gestemd_op', s.votedtime) AS row FROM verkiezing_stemmers s JOIN verkiezingen v ON v.id = s.verkiezing_id WHERE s.username = $1 ORDER BY s.votedtime",
  ],
  [
    'mails',
    `SELECT to_jsonb(m) || jsonb_build_object('sjabloon', t.name,
            'waarden', (SELECT jsonb_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = m.idmail AND p.name <> 'link')) AS row
       FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE m.recipient = (SELECT email FROM users WHERE id = $3) ORDER BY m.idmail`,
  ],
  ['herinneringen', 'SELECT to_jsonb(x) AS row FROM herinneringen x WHERE x.recipient = $1 ORDER BY x.id'],
  ['bestanden', `SELECT to_jsonb(x) - 'storage_key' AS row FROM files x WHERE x.created_by = $1 ORDER BY x.id`],
  [
    'logboek',
    `SELECT to_jsonb(a) AS row FROM audit_log a
      WHERE a.username = $1 OR a.record_id = $1
         OR (a.resource IN ('punten') AND a.record_id IN (SELECT id::text FROM bijscholing_punten WHERE username = $1))
         OR (a.resource IN ('vrijstellingen', 'vrijstellingsaanvragen') AND a.record_id IN (SELECT id::text FROM vrijstellingen WHERE username = $1))
         OR (a.resource = 'adreswijzigingen' AND a.record_id IN (SELECT id::text FROM address_changes WHERE iddicperson = $2))
      ORDER BY a.at, a.id`,
  ],
] as const;

export interface MemberKeys {
  username: string;
  iddicperson: number | null;
  userId: number | null;
}

/** The member's keys by username: their account and their person, either may be missing. */
export async function memberKeys(q: Queryable, username: string): Promise<MemberKeys | null> {
  const [row] = await q.query<{ userId: number | null; iddicperson: number | null }>(
    `SELECT (SELECT id FROM users WHERE upper(username) = upper($1)) AS "userId", (SELECT iddicperson FROM persons WHERE upper(ordenummer) = upper($1)) AS iddicperson`,
    [username],
  );
  if (!row || (row.userId === null && row.iddicperson === null)) return null;
  return { username, ...row };
}

/** One section's rows. */
export const sectionRows = async (q: Queryable, sql: string, keys: MemberKeys) =>
  // The keys typed once, as not every section reads all three.
  (
    await q.query<{ row: Record<string, unknown> }>(`WITH member AS (SELECT $1::text AS username, $2::int AS person, $3::int AS account) ${sql}`, [
      keys.username,
      keys.iddicperson ?? -1,
      keys.userId ?? -1,
    ])
  ).map((r) => r.row);

/** The member's uploads, with where their bytes are. */
export const memberFiles = (q: Queryable, username: string) =>
  q.query<{ id: number; name: string; storageKey: string }>('SELECT id, name, storage_key AS "storageKey" FROM files WHERE created_by = $1 ORDER BY id', [
    username,
  ]);
