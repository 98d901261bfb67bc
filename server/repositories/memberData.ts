import type { Queryable } from '../db';

/** A moment as a whole number of microseconds, so a page ends exactly on a row (a JavaScript date keeps only milliseconds). */
const MICROS = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
/** A whole number as text that sorts as the number, to tell apart rows of the same moment. */
const TIE = (column: string) => `lpad(${column}::text, 20, '0')`;

/**
 * Everything the portal holds about one member (GDPR art. 15 and 20), section by section; $1 is
 * their username (ordenummer), $2 their person, $3 their account. Secrets never leave: no password
 * hash, session or link token, no file's storage key, no link in a mail (a reset link may still
 * work). Never a ballot: of an election only the fact of having voted and when.
 * Each section selects `row` and its place in the order, `k1` (a number) then `k2` (text, for ties):
 * a section is read in pages after the last row's place (sectionPages).
 */
export const MEMBER_SECTIONS = [
  ['account', `SELECT to_jsonb(x) - 'password_hash' AS row, x.id AS k1, '' AS k2 FROM users x WHERE x.id = $3`],
  ['persoon', "SELECT to_jsonb(x) AS row, x.iddicperson AS k1, '' AS k2 FROM persons x WHERE x.iddicperson = $2"],
  [
    'adressen',
    "SELECT to_jsonb(pa) || jsonb_build_object('adres', to_jsonb(a)) AS row, pa.id AS k1, '' AS k2 FROM person_addresses pa JOIN addresses a USING (iddicaddress) WHERE pa.iddicperson = $2 ORDER BY pa.id",
  ],
  [
    'samenwerkingen',
    "SELECT to_jsonb(c) || jsonb_build_object('rechtspersoon', le.name) AS row, c.iddiccontact AS k1, '' AS k2 FROM contacts c JOIN legal_entities le USING (iddiclegalentity) WHERE c.iddicperson = $2 ORDER BY c.iddiccontact",
  ],
  ['adreswijzigingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM address_changes x WHERE x.iddicperson = $2 ORDER BY x.id"],
  ['activiteiten', "SELECT to_jsonb(x) AS row, x.iddicperson AS k1, '' AS k2 FROM activities x WHERE x.iddicperson = $2"],
  ['punten', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM bijscholing_punten x WHERE x.username = $1 ORDER BY x.id"],
  ['vrijstellingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM vrijstellingen x WHERE x.username = $1 ORDER BY x.id"],
  [
    'wachtdiensten',
    "SELECT to_jsonb(l) || jsonb_build_object('wachtdienst', w.name) AS row, l.id AS k1, '' AS k2 FROM wachtdienst_leden l JOIN wachtdiensten w ON w.id = l.wachtdienst_id WHERE l.ordenummer = $1 ORDER BY l.id",
  ],
  ['wachtdienstaanvragen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM wachtdienst_aanvragen x WHERE x.requester = $1 ORDER BY x.id"],
  ['wachtdienstwijzigingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM wachtdienst_wijzigingen x WHERE x.requester = $1 ORDER BY x.id"],
  ['agenda', `SELECT to_jsonb(x) - 'token_hash' AS row, x.user_id AS k1, '' AS k2 FROM agenda_tokens x WHERE x.user_id = $3`],
  [
    'sessies',
    `SELECT to_jsonb(x) - 'id_hash' AS row, ${MICROS('x.created_at')} AS k1, x.id_hash AS k2 FROM sessions x WHERE x.user_id = $3 ORDER BY x.created_at`,
  ],
  ['links', `SELECT to_jsonb(x) - 'token_hash' AS row, x.id AS k1, '' AS k2 FROM user_tokens x WHERE x.user_id = $3 ORDER BY x.id`],
  [
    'verkiezingen',
    `SELECT jsonb_build_object('verkiezing', v.title, 'gestemd_op', s.votedtime) AS row, ${MICROS('s.votedtime')} AS k1, ${TIE('s.verkiezing_id')} AS k2
       FROM verkiezing_stemmers s JOIN verkiezingen v ON v.id = s.verkiezing_id WHERE s.username = $1 ORDER BY s.votedtime`,
  ],
  [
    'kandidaturen',
    `SELECT to_jsonb(k) || jsonb_build_object('verkiezing', v.title, 'begin', v.starttime, 'einde', v.endtime) AS row, k.id AS k1, '' AS k2
       FROM verkiezing_kandidaten k JOIN verkiezingen v ON v.id = k.verkiezing_id WHERE k.person_id = $2 ORDER BY k.id`,
  ],
  [
    'mails',
    `SELECT to_jsonb(m) || jsonb_build_object('sjabloon', t.name,
            'waarden', (SELECT jsonb_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = m.idmail AND p.name <> 'link')) AS row, m.idmail AS k1, '' AS k2
       FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE m.recipient_username = $1 ORDER BY m.idmail`,
  ],
  ['herinneringen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM herinneringen x WHERE x.recipient = $1 ORDER BY x.id"],
  ['bestanden', `SELECT to_jsonb(x) - 'storage_key' AS row, x.id AS k1, '' AS k2 FROM files x WHERE x.created_by = $1 ORDER BY x.id`],
  [
    'logboek',
    `SELECT to_jsonb(a) AS row, ${MICROS('a.at')} AS k1, ${TIE('a.id')} AS k2 FROM audit_log a
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

/**
 * The member's keys: their person by ordenummer, whatever its spelling in the path, and the account
 * that is theirs. The username is the stored ordenummer, so every table is read under it.
 */
export async function memberKeys(q: Queryable, ordenummer: string): Promise<MemberKeys | null> {
  const [row] = await q.query<MemberKeys>(
    `SELECT p.ordenummer AS username, p.iddicperson,
            (SELECT u.id FROM users u WHERE u.iddicperson = p.iddicperson OR lower(u.username) = lower(p.ordenummer)
              ORDER BY u.iddicperson = p.iddicperson DESC NULLS LAST LIMIT 1) AS "userId"
       FROM persons p WHERE upper(p.ordenummer) = upper($1)`,
    [ordenummer],
  );
  return row ?? null;
}

/** Rows per page: a few thousand keep each query short, and what a download holds in memory small. */
const PAGE_ROWS = 2000;
/** Before every row: the smallest bigint. */
const FIRST: [string, string] = ['-9223372036854775808', ''];

/**
 * One section's rows, a page at a time in its order: each page the rows after the last one's place
 * (keyset), so a member with tens of thousands of rows never costs one long query or one large result.
 */
export async function* sectionPages(q: Queryable, sql: string, keys: MemberKeys, size = PAGE_ROWS) {
  let [k1, k2] = FIRST;
  for (;;) {
    // The member's keys typed once, as not every section reads all three. The page's last place is
    // found first, from the keys alone: only the page's own rows are then made into JSON.
    const rows = await q.query<{ row: Record<string, unknown>; k1: string; k2: string }>(
      `WITH member AS (SELECT $1::text AS username, $2::int AS person, $3::int AS account),
       last AS (SELECT s.k1, s.k2 COLLATE "C" AS k2 FROM (${sql}) s
                 WHERE (s.k1, s.k2 COLLATE "C") > ($4::bigint, $5::text COLLATE "C")
                 ORDER BY s.k1, s.k2 COLLATE "C" OFFSET $6::int - 1 LIMIT 1)
       SELECT s.row, s.k1::text AS k1, s.k2 FROM (${sql}) s
        WHERE (s.k1, s.k2 COLLATE "C") > ($4::bigint, $5::text COLLATE "C")
          AND (NOT EXISTS (SELECT FROM last) OR (s.k1, s.k2 COLLATE "C") <= (SELECT k1, k2 FROM last))
        ORDER BY s.k1, s.k2 COLLATE "C"`,
      [keys.username, keys.iddicperson ?? -1, keys.userId ?? -1, k1, k2, size],
    );
    if (rows.length > 0) yield rows.map((r) => r.row);
    if (rows.length < size) return;
    ({ k1, k2 } = rows[rows.length - 1]!);
  }
}

/** The member's uploads, with where their bytes are. */
export const memberFiles = (q: Queryable, username: string) =>
  q.query<{ id: number; name: string; storageKey: string }>('SELECT id, name, storage_key AS "storageKey" FROM files WHERE created_by = $1 ORDER BY id', [
    username,
  ]);
