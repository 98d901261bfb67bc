import type { Db, Queryable } from '../db';
import { exclusiveTx } from '../db/locks';
import { loadResources } from '../generator';
import { hashPassword } from '../security';
import { codelists } from './codelists';
import { seedDeclared } from './declared';
import { mailTemplates } from './mailTemplates';
import { seedMembers } from './members';
import { productCategories, productDayParts } from './referenceNames';
import { pageTemplates } from './templates';
import { seedVotes } from './votes';

/**
 * The fixed demo accounts of DESIGN §1; tests log in with them. The last three read the portal in
 * French (docs/features/languages.md), so each role can be tried in both languages.
 */
export const DEMO_ACCOUNTS = [
  { username: 'secretariaat', password: 'Secretariaat1', roles: ['SECRETARIAAT'], firstname: 'Sofie', lastname: 'Vermeulen', kennisname: true, language: 'nl' },
  { username: 'N1001', password: 'Dierenarts1', roles: ['DIERENARTS'], firstname: 'Pieter', lastname: 'Janssens', kennisname: true, language: 'nl' },
  { username: 'N1002', password: 'Dierenarts1', roles: ['DIERENARTS'], firstname: 'An', lastname: 'Peeters', kennisname: false, language: 'nl' },
  { username: 'opleider', password: 'Opleider1', roles: ['OPLVERSTREKKER'], firstname: 'Koen', lastname: 'Maes', kennisname: true, language: 'nl' },
  { username: 'secretariat', password: 'Secretariaat1', roles: ['SECRETARIAAT'], firstname: 'Sophie', lastname: 'Lambert', kennisname: true, language: 'fr' },
  { username: 'N1007', password: 'Dierenarts1', roles: ['DIERENARTS'], firstname: 'Camille', lastname: 'Dubois', kennisname: true, language: 'fr' },
  { username: 'formateur', password: 'Opleider1', roles: ['OPLVERSTREKKER'], firstname: 'Julien', lastname: 'Lejeune', kennisname: true, language: 'fr' },
] as const;

/** Further demo people, so lists and the authorization tests have "another vet" and "another provider". */
const MORE_PEOPLE = [
  { username: 'N1003', firstname: 'Els', lastname: 'Claes', roles: ['DIERENARTS'], password: 'Dierenarts1' },
  { username: 'N1004', firstname: 'Wouter', lastname: 'De Smet', roles: ['DIERENARTS'], password: 'Dierenarts1' },
  { username: 'N1005', firstname: 'Désiré', lastname: 'Wouters', roles: ['DIERENARTS'], password: 'Dierenarts1' },
  { username: 'N1006', firstname: 'Lotte', lastname: 'Van den Broeck', roles: ['DIERENARTS'], password: 'Dierenarts1' },
  { username: 'opleider2', firstname: 'Hilde', lastname: 'Goossens', roles: ['OPLVERSTREKKER'], password: 'Opleider1' },
];

export async function isEmpty(q: Queryable) {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0]!.n === 0;
}

export async function seedCodelists(q: Queryable) {
  for (const list of codelists) {
    const [row] = await q.query<{ iddiccode: number }>('INSERT INTO codelists (code, description, description_fr) VALUES ($1, $2, $3) RETURNING iddiccode', [
      list.code,
      list.description,
      list.translations.fr,
    ]);
    const id = row!.iddiccode;
    const items = list.items;
    // One multi-row insert per list keeps the 300 municipalities to a single round trip.
    const values = items.map((_, i) => `($1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5})`).join(', ');
    const params: unknown[] = [id];
    for (const [i, item] of items.entries()) params.push(item.codedetail, item.description, item.active === false ? 0 : 1, i + 1);
    const inserted = await q.query<{ iddiccodedetail: number; codedetail: string }>(
      `INSERT INTO codelist_items (iddiccode, codedetail, description, active, sortorder) VALUES ${values} RETURNING iddiccodedetail, codedetail`,
      params,
    );
    const idByCode = new Map(inserted.map((r) => [r.codedetail, r.iddiccodedetail]));
    const translations: unknown[] = [];
    for (const item of items) {
      for (const [lang, text] of Object.entries(item.translations ?? {})) {
        if (text) translations.push(idByCode.get(item.codedetail), lang, text);
      }
    }
    if (translations.length) {
      const rows = Array.from({ length: translations.length / 3 }, (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
      await q.query(`INSERT INTO codelist_item_translations (iddiccodedetail, languagecode, description) VALUES ${rows}`, translations);
    }
  }
}

/**
 * The product's page and mail templates: added when missing, never overwritten, so the texts the
 * secretariat edited stay and a new release can still bring new templates. Runs at every start.
 * A French text still empty (a template from before the French ones, migration 077) is filled in
 * only while the secretariat has not changed the template: the product's French would not say
 * what a changed Dutch text says; such a template is read in Dutch until the secretariat writes
 * its French.
 */
export async function ensureTemplates(q: Queryable) {
  for (const page of pageTemplates) {
    await q.query(
      `INSERT INTO page_templates (name, title, content, title_fr, content_fr) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (name) DO UPDATE SET title_fr = EXCLUDED.title_fr, content_fr = EXCLUDED.content_fr
        WHERE page_templates.title_fr = '' AND page_templates.content_fr = '' AND page_templates.updated_by IS NULL`,
      [page.name, page.title, page.content, page.title_fr, page.content_fr],
    );
  }
  for (const mail of mailTemplates) {
    await q.query(
      // The secretariat's subject and body stay; what the template is for (in both languages) and may use follows the code.
      `INSERT INTO mail_templates (name, description, subject, body, params, subject_fr, body_fr, description_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description, description_fr = EXCLUDED.description_fr, params = EXCLUDED.params,
         subject_fr = CASE WHEN mail_templates.updated_by IS NULL AND mail_templates.subject_fr = '' AND mail_templates.body_fr = ''
                           THEN EXCLUDED.subject_fr ELSE mail_templates.subject_fr END,
         body_fr = CASE WHEN mail_templates.updated_by IS NULL AND mail_templates.subject_fr = '' AND mail_templates.body_fr = ''
                        THEN EXCLUDED.body_fr ELSE mail_templates.body_fr END`,
      [mail.name, mail.description, mail.subject, mail.body, mail.params, mail.subject_fr, mail.body_fr, mail.description_fr],
    );
  }
}

/**
 * The French names of the product's codelists on an install from before them (migration 078): filled
 * in at every start where still empty, so French readers read them. The lists are the product's
 * (nobody makes or renames one on the screens); a list it does not know keeps its Dutch name.
 */
export async function ensureCodelistNames(q: Queryable) {
  await q.query(
    `UPDATE codelists c SET description_fr = n.fr FROM unnest($1::text[], $2::text[]) AS n(code, fr)
      WHERE c.code = n.code AND c.description_fr = ''`,
    [codelists.map((l) => l.code), codelists.map((l) => l.translations.fr)],
  );
}

/**
 * The French names of the day parts and categories the product brought, on an install from before
 * them (migration 080): filled in at every start where still empty, and only while the Dutch is still
 * the product's (the product's French would not say what a changed Dutch says). One the secretariat
 * made or renamed is read in Dutch until the secretariat writes its French.
 */
export async function ensureReferenceNames(q: Queryable) {
  for (const [table, values] of [
    ['bijscholing_dagdelen', productDayParts],
    ['bijscholing_categories', productCategories],
  ] as const) {
    await q.query(
      `UPDATE ${table} x SET description_fr = n.fr FROM unnest($1::text[], $2::text[], $3::text[]) AS n(code, nl, fr)
        WHERE x.code = n.code AND x.description = n.nl AND coalesce(x.description_fr, '') = ''`,
      [values.map((v) => v.code), values.map((v) => v.description), values.map((v) => v.description_fr)],
    );
  }
}

export async function seedUsers(q: Queryable) {
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    return hashes.get(password)!;
  };
  const people = [...DEMO_ACCOUNTS.map((a) => ({ ...a, roles: [...a.roles] })), ...MORE_PEOPLE.map((p) => ({ ...p, kennisname: true, language: 'nl' }))];
  for (const person of people) {
    const provider = person.roles.includes('OPLVERSTREKKER');
    await q.query(
      `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, kennisname, cursus_type, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        person.username,
        await hashOf(person.password),
        person.firstname,
        person.lastname,
        `${person.username.toLowerCase()}@demo.orde-dierenartsen.be`,
        person.roles,
        person.kennisname,
        provider ? 'EBP' : null,
        person.language,
      ],
    );
  }
}

/** Demo data for a new database: codelists, templates and the demo accounts, in one transaction. */
export async function seedDemo(db: Db) {
  await db.tx((q) => seedAll(q, db.kind));
}

/**
 * The demo data, unless the database has accounts already. Nodes that start together on an empty
 * database wait for each other (one lock), so the first loads it and the others find it there.
 */
export const seedDemoIfEmpty = (db: Db): Promise<boolean> =>
  exclusiveTx(db, 'seed', async (q) => {
    if (!(await isEmpty(q))) return false;
    await seedAll(q, db.kind);
    return true;
  });

/** `kind`: the database's, so the demo's documents go through its file store. */
async function seedAll(q: Queryable, kind: Db['kind']) {
  await seedCodelists(q);
  await ensureTemplates(q);
  await seedUsers(q);
  await seedMembers(q);
  await seedDeclared(q, await loadResources(), kind);
  // After the declared resources: the votes need the demo elections and their candidates.
  await seedVotes(q);
}
