import type { Db } from '../db';
import { loadResources } from '../generator';
import { hashPassword } from '../security';
import { seedVolume } from './volume';

const FIRST = [
  'Jan',
  'Pieter',
  'Els',
  'An',
  'Koen',
  'Sofie',
  'Bart',
  'Lien',
  'Wim',
  'Katrien',
  'Tom',
  'Nele',
  'Joris',
  'Ine',
  'Dries',
  'Fien',
  'Désiré',
  'Hélène',
  'Ward',
  'Marie',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Van den Broeck',
  'Hermans',
  'Vermeulen',
  'Desmet',
  'Van Damme',
  'Coppens',
  'Verhoeven',
];

/**
 * The benchmark volume of DESIGN §1, for the tables that exist: veterinarians as accounts and a
 * mail queue. Each capability adds its own tables' share here. Rows go in with generate_series,
 * so the database does the work, not a round trip per row.
 */
export async function seedLarge(db: Db, log: (line: string) => void) {
  const vetHash = await hashPassword('Dierenarts1');
  const first = `ARRAY[${FIRST.map((n) => `'${n}'`).join(',')}]`;
  const last = `ARRAY[${LAST.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`;
  await db.query(
    `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, kennisname)
     SELECT 'N' || (19999 + g), $1, (${first})[1 + g % ${FIRST.length}], (${last})[1 + (g / ${FIRST.length}) % ${LAST.length}],
            'n' || (19999 + g) || '@bench.orde-dierenartsen.be', ARRAY['DIERENARTS'], true
       FROM generate_series(1, 10000) g
     ON CONFLICT (username) DO NOTHING`,
    [vetHash],
  );
  log('10.000 dierenartsen');
  await seedLargeMembers(db);
  log('10.000 personen met adressen, 2.000 rechtspersonen, 10.000 samenwerkingen');
  await db.query(
    `INSERT INTO mails (idmailtemplate, recipient, recipient_username, status, creationdate)
     SELECT (SELECT idmailtemplate FROM mail_templates WHERE name = 'WACHTWOORD_RESET'),
            'n' || (20000 + g) || '@bench.orde-dierenartsen.be', 'N' || (20000 + g), (ARRAY['PROCESSED','PROCESSED','PROCESSED','ERROR','STOP'])[1 + g % 5],
            now() - make_interval(mins => g)
       FROM generate_series(1, 5000) g`,
  );
  log('5.000 mails');
  await seedVolume(db, await loadResources(), log);
  await placeApprovedCourses(db);
  log('goedgekeurde cursussen over de provincies verspreid');
  await seedLargePoints(db);
  log('300.000 puntenrecords over 3 periodes');
}

/**
 * 300,000 points records: about 10 per bench member (N2xxxx) in each of 3 periods (the active one and
 * the newest others), of every type and state, so the control list sums 100,000 rows per period.
 */
async function seedLargePoints(db: Db) {
  await db.query(
    // The bench members as persons (N20000 to N29999), in turn.
    `WITH members AS (SELECT array_agg(ordenummer ORDER BY ordenummer) AS a FROM persons WHERE ordenummer LIKE 'N2%'),
          periods AS (SELECT array_agg(id ORDER BY active DESC, start_date DESC) AS ids, array_agg(start_date ORDER BY active DESC, start_date DESC) AS starts
                        FROM (SELECT id, active, start_date FROM bijscholing_periodes ORDER BY active DESC, start_date DESC LIMIT 3) x)
     INSERT INTO bijscholing_punten (periode_id, username, member, type, state, title, begindatum, hours, page, cpunten, tcpunten, epunten)
     SELECT per.ids[1 + (g / 10000) % 3], p.ordenummer, p.firstname || ' ' || p.lastname, r.type,
            (ARRAY['APPROVED','APPROVED','APPROVED','NEW','DECLINED'])[1 + (g / 7 + g / 10000) % 5],
            'Bijscholing ' || g, per.starts[1 + (g / 10000) % 3] + g % 700,
            CASE WHEN r.type = 'teachings' THEN (g % 8) / 2.0 END, CASE WHEN r.type = 'others' THEN g % 400 END,
            CASE r.type WHEN 'others' THEN round((g % 400) / 30.0, 2) WHEN 'peerreview' THEN 5 ELSE (g % 16) / 2.0 END,
            CASE WHEN r.type IN ('ebpcursussen', 'bpcursussen') THEN (g % 5) / 2.0 ELSE 0 END,
            CASE WHEN g % 11 = 0 THEN (g % 12) / 2.0 END
       FROM generate_series(0, 299999) g
      CROSS JOIN periods per
      CROSS JOIN LATERAL (SELECT (ARRAY['ebpcursussen','bpcursussen','others','teachings','peerreview'])[1 + (g + g / 10000) % 5] AS type) r
      CROSS JOIN members m
       JOIN persons p ON p.ordenummer = m.a[1 + g % cardinality(m.a)]
      WHERE cardinality(per.ids) = 3`,
  );
}

/**
 * The volume's approved courses are all online (the states and the flag go round in step), with a
 * place of plain words: three in four get a Belgian place with its postcode (one per province, in
 * turn) and take place there, so the course agenda's province and online filters have something to find.
 */
async function placeApprovedCourses(db: Db) {
  const places = [
    '9000 Gent',
    '2000 Antwerpen',
    '3000 Leuven',
    '1000 Brussel',
    '8000 Brugge',
    '3500 Hasselt',
    '4000 Luik',
    '5000 Namen',
    '6000 Charleroi',
    '6700 Aarlen',
    '1300 Waver',
  ];
  await db.query(
    `UPDATE bijscholing_cursussen SET online_course = false, location = 'Campus ' || (ARRAY[${places.map((p) => `'${p}'`).join(',')}])[1 + (id / 6) % ${places.length}]
      WHERE status = 'GOEDGEKEURD' AND (id / 6) % 4 <> 0`,
  );
}

/** SQL twin of domain/text.ts searchText for the generated names (accents, spaces, hyphens). */
const SEARCH = (column: string) => `regexp_replace(translate(lower(${column}), 'éèêëáàâäíìîïóòôöúùûüç', 'eeeeaaaaiiiioooouuuuc'), '[^a-z0-9]', '', 'g')`;

async function seedLargeMembers(db: Db) {
  const localities = `(SELECT array_agg(i.description ORDER BY i.sortorder) FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = 'GEMEENTE')`;
  await db.query(
    `INSERT INTO addresses (street, housenumber, postcode, locality)
     SELECT 'Dorpsstraat', (g % 200 + 1)::text, (1000 + g % 8000)::text, (${localities})[1 + g % 304]
       FROM generate_series(1, 12000) g`,
  );
  await db.query(
    `INSERT INTO legal_entities (name, iddiclegalform, iddicaddress, locality, search_name, search_locality)
     SELECT 'Dierenartsenpraktijk ' || a.locality || ' ' || g, 'BV', a.iddicaddress, a.locality,
            ${SEARCH(`'Dierenartsenpraktijk ' || a.locality || ' ' || g`)}, ${SEARCH('a.locality')}
       FROM generate_series(1, 2000) g
       JOIN addresses a ON a.iddicaddress = (SELECT max(iddicaddress) - 12000 + g FROM addresses)`,
  );
  await db.query(
    `INSERT INTO persons (ordenummer, firstname, lastname, email, locality, search_name, search_first, search_locality)
     SELECT u.username, u.firstname, u.lastname, u.email, (${localities})[1 + u.id % 304],
            ${SEARCH('u.lastname')}, ${SEARCH('u.firstname')}, ${SEARCH(`(${localities})[1 + u.id % 304]`)}
       FROM users u WHERE u.username LIKE 'N2%' AND u.iddicperson IS NULL`,
  );
  await db.query(`UPDATE users u SET iddicperson = p.iddicperson FROM persons p WHERE p.ordenummer = u.username AND u.iddicperson IS NULL`);
  await db.query(
    `INSERT INTO person_addresses (iddicperson, iddicaddress, role)
     SELECT p.iddicperson, (SELECT max(iddicaddress) FROM addresses) - 10000 + (p.iddicperson % 10000), r.role
       FROM persons p CROSS JOIN (VALUES ('LID'), ('PUBLIEK')) AS r(role) WHERE p.ordenummer LIKE 'N2%'`,
  );
  await db.query(
    `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress)
     SELECT p.iddicperson, le.iddiclegalentity, 'WERKNEMER'
       FROM persons p JOIN legal_entities le ON le.iddiclegalentity = (SELECT min(iddiclegalentity) FROM legal_entities) + p.iddicperson % 2000
      WHERE p.ordenummer LIKE 'N2%'`,
  );
}
