import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Queryable } from '../db';

/**
 * Everything the portal holds about one member (GDPR art. 15 and 20), section by section; $1 is
 * their username (ordenummer), $2 their person, $3 their account. Secrets never leave: no password
 * hash, session or link token, no file's storage key, no link in a mail (a reset link may still
 * work). Never a ballot: of an election only the fact of having voted and when.
 * Each section selects `row` and its place in the order, `k1` then `k2` (for ties; '' where `k1` is
 * unique), and no ORDER BY of its own: a section is read in pages in that order (sectionPages), and
 * an inner sort would sort every remaining row for each page.
 */
export const MEMBER_SECTIONS = [
  ['account', `SELECT to_jsonb(x) - 'password_hash' AS row, x.id AS k1, '' AS k2 FROM users x WHERE x.id = $3`],
  ['persoon', "SELECT to_jsonb(x) AS row, x.iddicperson AS k1, '' AS k2 FROM persons x WHERE x.iddicperson = $2"],
  [
    'adressen',
    "SELECT to_jsonb(pa) || jsonb_build_object('adres', to_jsonb(a)) AS row, pa.id AS k1, '' AS k2 FROM person_addresses pa JOIN addresses a USING (iddicaddress) WHERE pa.iddicperson = $2",
  ],
  [
    'samenwerkingen',
    "SELECT to_jsonb(c) || jsonb_build_object('rechtspersoon', le.name) AS row, c.iddiccontact AS k1, '' AS k2 FROM contacts c JOIN legal_entities le USING (iddiclegalentity) WHERE c.iddicperson = $2",
  ],
  ['adreswijzigingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM address_changes x WHERE x.iddicperson = $2"],
  ['activiteiten', "SELECT to_jsonb(x) AS row, x.iddicperson AS k1, '' AS k2 FROM activities x WHERE x.iddicperson = $2"],
  ['punten', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM bijscholing_punten x WHERE x.username = $1"],
  ['aanwezigheden', "SELECT to_jsonb(x) AS row, x.cursus_id AS k1, '' AS k2 FROM bijscholing_aanwezigheden x WHERE x.username = $1"],
  ['vrijstellingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM vrijstellingen x WHERE x.username = $1"],
  [
    'attesten',
    // What each certificate stated in short, its code as printed; the whole statement is in the page /attest/{code} shows.
    `SELECT jsonb_build_object('code', concat_ws('-', substr(x.code, 1, 4), substr(x.code, 5, 4), substr(x.code, 9, 4), substr(x.code, 13, 4), substr(x.code, 17, 4)),
            'periode_id', x.periode_id, 'totaal', (x.stated->'points'->>'total')::numeric, 'voldaan', (x.stated->>'met')::boolean,
            'sha256', x.sha256, 'made_at', x.made_at, 'made_by', x.made_by) AS row, x.made_at AS k1, x.code AS k2
       FROM bijscholing_attesten x WHERE x.username = $1`,
  ],
  [
    'wachtdiensten',
    "SELECT to_jsonb(l) || jsonb_build_object('wachtdienst', w.name) AS row, l.id AS k1, '' AS k2 FROM wachtdienst_leden l JOIN wachtdiensten w ON w.id = l.wachtdienst_id WHERE l.ordenummer = $1",
  ],
  ['wachtdienstaanvragen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM wachtdienst_aanvragen x WHERE x.requester = $1"],
  ['wachtdienstwijzigingen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM wachtdienst_wijzigingen x WHERE x.requester = $1"],
  ['agenda', `SELECT to_jsonb(x) - 'token_hash' AS row, x.user_id AS k1, '' AS k2 FROM agenda_tokens x WHERE x.user_id = $3`],
  ['cursusagenda', "SELECT to_jsonb(x) AS row, x.cursus_id AS k1, '' AS k2 FROM agenda_cursussen x WHERE x.username = $1"],
  ['sessies', `SELECT to_jsonb(x) - 'id_hash' AS row, x.created_at AS k1, x.id_hash AS k2 FROM sessions x WHERE x.user_id = $3`],
  ['links', `SELECT to_jsonb(x) - 'token_hash' AS row, x.id AS k1, '' AS k2 FROM user_tokens x WHERE x.user_id = $3`],
  [
    'verkiezingen',
    `SELECT jsonb_build_object('verkiezing', v.title, 'gestemd_op', s.votedtime) AS row, s.votedtime AS k1, s.verkiezing_id AS k2
       FROM verkiezing_stemmers s JOIN verkiezingen v ON v.id = s.verkiezing_id WHERE s.username = $1`,
  ],
  [
    'kandidaturen',
    `SELECT to_jsonb(k) || jsonb_build_object('verkiezing', v.title, 'begin', v.starttime, 'einde', v.endtime) AS row, k.id AS k1, '' AS k2
       FROM verkiezing_kandidaten k JOIN verkiezingen v ON v.id = k.verkiezing_id WHERE k.person_id = $2`,
  ],
  [
    'mails',
    `SELECT to_jsonb(m) || jsonb_build_object('sjabloon', t.name,
            'waarden', (SELECT jsonb_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = m.idmail AND p.name <> 'link')) AS row, m.idmail AS k1, '' AS k2
       FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE m.recipient_username = $1 ORDER BY m.idmail`,
  ],
  ['herinneringen', "SELECT to_jsonb(x) AS row, x.id AS k1, '' AS k2 FROM herinneringen x WHERE x.recipient = $1"],
  ['bestanden', `SELECT to_jsonb(x) - 'storage_key' AS row, x.id AS k1, '' AS k2 FROM files x WHERE x.created_by = $1`],
  [
    'logboek',
    // The hash chain's columns say nothing about the member: they stay with the trail (npm run verify:audit).
    `SELECT to_jsonb(a) - 'seq' - 'salt' - 'content_hash' - 'prev_hash' - 'hash' AS row, a.at AS k1, a.id AS k2 FROM audit_log a
      WHERE a.username = $1 OR a.record_id = $1
         OR (a.resource IN ('punten') AND a.record_id IN (SELECT id::text FROM bijscholing_punten WHERE username = $1))
         OR (a.resource IN ('vrijstellingen', 'vrijstellingsaanvragen') AND a.record_id IN (SELECT id::text FROM vrijstellingen WHERE username = $1))
         OR (a.resource = 'adreswijzigingen' AND a.record_id IN (SELECT id::text FROM address_changes WHERE iddicperson = $2))`,
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

/**
 * Rows per page: a few hundred keep each query short and what a download holds in memory small (four
 * downloads at once of 40,000 rows each grew the heap by about 100 MB with pages of 1,000). The
 * embedded database runs in the server's own thread, where a page's query holds every request up
 * while it runs: there pages are smaller still.
 */
export const pageRows = (db: Db) => (db.kind === 'pglite' ? 250 : 500);

/** Where a page starts: the place of its first row, as text. */
export interface PageStart {
  k1: string;
  k2: string;
}

// The member's keys typed once, as not every section reads all three.
const MEMBER = 'WITH member AS (SELECT $1::text AS username, $2::int AS person, $3::int AS account)';
const memberParams = (keys: MemberKeys): unknown[] => [keys.username, keys.iddicperson ?? -1, keys.userId ?? -1];

/**
 * Where a section's pages of `size` rows start, from the keys alone: no row is made into JSON, and
 * only one place per page comes back. Finding each page's end by sorting what remains would sort it
 * again for every page.
 */
export const sectionStarts = (q: Queryable, sql: string, keys: MemberKeys, size: number) =>
  q.query<PageStart>(
    `${MEMBER} SELECT k1::text AS k1, k2::text AS k2 FROM (SELECT s.k1, s.k2, row_number() OVER (ORDER BY s.k1, s.k2) AS n FROM (${sql}) s) t
      WHERE n % $4 = 1 ORDER BY n`,
    [...memberParams(keys), size],
  );

/**
 * One section's rows, a page at a time in its order, so a member with tens of thousands of rows never
 * costs one long query or one large result: each page the rows from its start to the next page's
 * (keyset), found through an index on k1 where there is one. A row written since the starts were
 * found is in its page all the same, or in the last one.
 */
export async function* sectionPages(q: Queryable, sql: string, keys: MemberKeys, starts: PageStart[]) {
  for (const [i, from] of starts.entries()) {
    // Other requests' turn between two pages, also when the pages are asked for at once.
    if (i > 0) await nextTurn();
    const next = starts[i + 1];
    // A place goes back as text, typed by the column it is compared with: a moment keeps its
    // microseconds. `k1 >=` and `k1 <=` alone let an index on k1 bound the page.
    const rows = await q.query<{ row: Record<string, unknown> }>(
      `${MEMBER} SELECT s.row FROM (${sql}) s WHERE s.k1 >= $4 AND (s.k1, s.k2) >= ($4, $5)
        ${next ? 'AND s.k1 <= $6 AND (s.k1, s.k2) < ($6, $7)' : ''} ORDER BY s.k1, s.k2`,
      [...memberParams(keys), from.k1, from.k2, ...(next ? [next.k1, next.k2] : [])],
    );
    if (rows.length > 0) yield rows.map((r) => r.row);
  }
}

/** The member's uploads, with where their bytes are. */
export const memberFiles = (q: Queryable, username: string) =>
  q.query<{ id: number; name: string; storageKey: string }>('SELECT id, name, storage_key AS "storageKey" FROM files WHERE created_by = $1 ORDER BY id', [
    username,
  ]);
