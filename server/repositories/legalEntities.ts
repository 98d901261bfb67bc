import type { z } from 'zod';
import type { Language } from '../../domain/language';
import type { contactSchema, legalEntityContactSchema, legalEntityRowSchema, organisationAddressSchema } from '../../domain/schemas/responses/legalEntities';
import { searchText } from '../../domain/text';
import { one, type Queryable } from '../db';
import { type AddressInput, insertAddress } from './addresses';
import { streetLineSql } from './addressLine';
import { escapeLike, type Paging, page, sortMatches, where } from './paging';

type LegalEntityRow = z.output<typeof legalEntityRowSchema>;

/** The entity's address on one line, its box worded in the reader's language. */
const displayAddress = (language: Language) =>
  `concat_ws(', ', ${streetLineSql('a.street', 'a.housenumber', 'a.box', language)}, nullif(concat_ws(' ', a.postcode, a.locality), ''))`;
/**
 * An entity's reference (SPEC §3) is the one the Order gave it where one was imported; every other
 * entity (all those made here: by a registration, an address request, the seed) is known by its
 * number, so the directory always shows one.
 */
const REFERENCE = `coalesce(nullif(le.reference, ''), le.iddiclegalentity::text)`;
/**
 * The address as a subquery, not a join: PostgreSQL then looks it up for the page's rows only, after
 * sorting the matches, instead of joining every match's address first (a name search at the large seed:
 * 1.9 → 1.3 ms a round trip, the first page of the directory 0.8 → 0.6 ms).
 */
const columnsIn = (
  language: Language,
) => `le.iddiclegalentity AS id, le.iddiclegalentity, le.name, le.name AS entityname, le.locality, ${REFERENCE} AS reference,
  le.iddiclegalform, le.telephone, le.email, le.website, le.is_provider,
  (SELECT ${displayAddress(language)} FROM addresses a WHERE a.iddicaddress = le.iddicaddress) AS "legalentityDisplayAddress"`;
/** One statement text per language. */
const COLUMNS = { nl: columnsIn('nl'), fr: columnsIn('fr') };
const FROM = 'legal_entities le';

/** The legal-entity directory and the organisation typeahead: a word anywhere in the name, a locality's beginning; the address in `language`. */
export function searchLegalEntities(
  q: Queryable,
  filter: Paging & { name?: string | null; locality?: string | null; providers?: boolean; legalform?: string | null },
  language: Language = 'nl',
) {
  const name = searchText(filter.name);
  const w = where([
    ...(name ? [["le.search_name LIKE '%' || ? || '%'", escapeLike(name)] as [string, unknown]] : []),
    ...(filter.locality ? [["le.search_locality LIKE ? || '%'", searchText(filter.locality)] as [string, unknown]] : []),
    ...(filter.providers ? ['le.is_provider'] : []),
    ...(filter.legalform ? [['le.iddiclegalform = ?', filter.legalform] as [string, unknown]] : []),
  ]);
  const order = ['le.name', 'le.iddiclegalentity'];
  const filtered = w.params.length > 0;
  return page<LegalEntityRow>(q, {
    ...filter,
    columns: COLUMNS[language],
    from: `${FROM} ${w.sql}`,
    params: w.params,
    // A name that starts with the word comes before one that has it further on ("kliniek": Kliniek Noord, then Dierenkliniek Zuiderpark).
    orderBy: filtered ? `${name ? "le.search_name NOT LIKE $1 || '%', " : ''}${sortMatches(order)}` : order.join(', '),
  });
}

export const findLegalEntity = (q: Queryable, id: number) =>
  one<LegalEntityRow & { iddicaddress: number | null }>(q, `SELECT ${COLUMNS.nl}, le.iddicaddress FROM ${FROM} WHERE le.iddiclegalentity = $1`, [id]);

export interface LegalEntityInput {
  name: string;
  iddiclegalform: string | null;
  telephone?: string | null;
  email?: string | null;
  website?: string | null;
  address: AddressInput;
  isProvider?: boolean;
}

export async function insertLegalEntity(q: Queryable, le: LegalEntityInput) {
  const iddicaddress = await insertAddress(q, le.address);
  const row = await one<{ iddiclegalentity: number }>(
    q,
    `INSERT INTO legal_entities (name, iddiclegalform, telephone, email, website, iddicaddress, is_provider, locality, search_name, search_locality)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING iddiclegalentity`,
    [
      le.name,
      le.iddiclegalform,
      le.telephone ?? null,
      le.email ?? null,
      le.website ?? null,
      iddicaddress,
      le.isProvider ?? false,
      le.address.locality,
      searchText(le.name),
      searchText(le.address.locality),
    ],
  );
  return row!.iddiclegalentity;
}

export const updateLegalEntityDetails = (
  q: Queryable,
  id: number,
  d: { iddiclegalform?: string | null; telephone?: string | null; email?: string | null; website?: string | null },
) =>
  q.query(
    `UPDATE legal_entities SET iddiclegalform = coalesce($2, iddiclegalform), telephone = coalesce($3, telephone),
            email = coalesce($4, email), website = coalesce($5, website) WHERE iddiclegalentity = $1`,
    [id, d.iddiclegalform ?? null, d.telephone ?? null, d.email ?? null, d.website ?? null],
  );

export const markProvider = (q: Queryable, id: number) => q.query('UPDATE legal_entities SET is_provider = true WHERE iddiclegalentity = $1', [id]);

/**
 * The people linked to an organisation, optionally of one cooperation kind (workaddress). E-mail and
 * telephone are those of the cooperation only: a person's private ones stay as hidden as in the
 * veterinarian directory, whoever linked them.
 */
export const legalEntityContacts = (q: Queryable, id: number, type?: string | null) =>
  q.query<z.output<typeof legalEntityContactSchema>>(
    `SELECT c.iddiccontact AS id, c.iddiccontact, c.iddicperson, p.firstname, p.lastname, p.ordenummer, c.workaddress,
            c.email, c.telephone, c.startdate, c.enddate
       FROM contacts c JOIN persons p ON p.iddicperson = c.iddicperson
      WHERE c.iddiclegalentity = $1 AND (c.enddate IS NULL OR c.enddate > current_date) AND ($2::text IS NULL OR c.workaddress = $2)
      ORDER BY p.lastname, p.firstname`,
    [id, type ?? null],
  );

/** Whether a person has a cooperation with the organisation that is still running. */
export const cooperatesWith = async (q: Queryable, iddicperson: number, iddiclegalentity: number) =>
  !!(await one(q, 'SELECT 1 FROM contacts WHERE iddicperson = $1 AND iddiclegalentity = $2 AND (enddate IS NULL OR enddate > current_date) LIMIT 1', [
    iddicperson,
    iddiclegalentity,
  ]));

/** The addresses an organisation is known at: its own, and the work addresses of its cooperations. */
export const legalEntityAddresses = (q: Queryable, id: number, exclude?: number | null) =>
  q.query<z.output<typeof organisationAddressSchema>>(
    `SELECT DISTINCT a.iddicaddress AS id, a.iddicaddress, a.street, a.housenumber, a.box, a.postcode, a.locality, a.country,
            a.iddicaddress = le.iddicaddress AS main
       FROM legal_entities le
       JOIN addresses a ON a.iddicaddress = le.iddicaddress
          OR a.iddicaddress IN (SELECT c.iddicaddress FROM contacts c WHERE c.iddiclegalentity = le.iddiclegalentity)
      WHERE le.iddiclegalentity = $1 AND ($2::int IS NULL OR a.iddicaddress <> $2)
      ORDER BY main DESC, a.postcode, a.street`,
    [id, exclude ?? null],
  );

/** One contact person with the organisation it works for (GET /contacts/{id}); work e-mail and telephone only. */
export const findContact = (q: Queryable, id: number) =>
  one<z.output<typeof contactSchema>>(
    q,
    `SELECT c.iddiccontact AS id, c.iddiccontact, c.iddicperson, c.iddiclegalentity, p.firstname, p.lastname, p.ordenummer,
            c.workaddress, c.email, c.telephone, c.startdate, c.enddate
       FROM contacts c JOIN persons p ON p.iddicperson = c.iddicperson
      WHERE c.iddiccontact = $1`,
    [id],
  );

/** Whether a contact row is one of the organisation's people and still works with it (a course's contact person). */
export const isCurrentContact = async (q: Queryable, iddiccontact: unknown, iddiclegalentity: unknown) =>
  (
    await q.query('SELECT 1 FROM contacts WHERE iddiccontact = $1 AND iddiclegalentity = $2 AND (enddate IS NULL OR enddate > current_date)', [
      iddiccontact,
      iddiclegalentity ?? null,
    ])
  ).length > 0;

/**
 * Whether an organisation may name a person (a course's speaker): a veterinarian (on the Order's
 * roll, or an account with the DIERENARTS role), or one of its own people, still working with it.
 */
export const mayNamePerson = async (q: Queryable, iddicperson: unknown, iddiclegalentity: unknown) =>
  (
    await q.query(
      `SELECT 1 FROM persons p
        WHERE p.iddicperson = $1
          AND (p.ordenummer IS NOT NULL
               OR EXISTS (SELECT 1 FROM users u WHERE u.iddicperson = p.iddicperson AND 'DIERENARTS' = ANY(u.roles))
               OR EXISTS (SELECT 1 FROM contacts c WHERE c.iddicperson = p.iddicperson AND c.iddiclegalentity = $2
                                                  AND (c.enddate IS NULL OR c.enddate > current_date)))`,
      [iddicperson, iddiclegalentity ?? null],
    )
  ).length > 0;
