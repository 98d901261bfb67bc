import type { z } from 'zod';
import type { vetSchema } from '../../domain/schemas/responses/members';
import { searchText } from '../../domain/text';
import { one, type Queryable } from '../db';
import { type Paging, page, sortMatches, where } from './paging';

export interface PersonRow {
  iddicperson: number;
  ordenummer: string | null;
  firstname: string;
  lastname: string;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  locality: string | null;
}

/**
 * A person's name words, each after a space (migration 069 indexes exactly this expression): lower case,
 * without accents, a hyphen or apostrophe splitting words as a space does.
 */
const NAME_WORDS =
  "(' ' || lower(translate(p.firstname || ' ' || p.lastname, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ''’-', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy   ')))";

/** The typed words, each in its search form (searchText); "Van den" is two words, "D'Hondt" two as well. */
const typedWords = (typed: string | null | undefined) =>
  (typed ?? '')
    .split(/[\s'’-]+/u)
    .map(searchText)
    .filter(Boolean);

/**
 * A name search: the whole text at the start of the last or the first name as it is stored for searching
 * ("de smet" finds De Smet, "desire" Désiré), or every typed word at the start of a word of the name
 * ("smet", "jan smet", "pieter" for Jan-Pieter). Each part is answered from an index: the two prefix
 * indexes and the trigram index of the name's words. Its parameters are numbered after the `before` others.
 */
export function nameCondition(typed: string | null | undefined, before: number) {
  const name = searchText(typed);
  if (!name) return null;
  const words = typedWords(typed);
  const at = (i: number) => `$${before + i + 1}`;
  const anyWord = words.map((_, i) => `${NAME_WORDS} LIKE '% ' || ${at(i + 1)} || '%'`).join(' AND ');
  return { sql: `(p.search_name LIKE ${at(0)} || '%' OR p.search_first LIKE ${at(0)} || '%' OR (${anyWord}))`, params: [name, ...words] };
}

const COLUMNS = 'p.iddicperson AS id, p.iddicperson, p.ordenummer, p.ordenummer AS reference, p.lastname, p.firstname, p.locality';

/** The veterinarian directory and the typeahead of a person: search on name (nameCondition), prefix search on locality and ordenummer. */
export function searchVets(q: Queryable, filter: Paging & { lastname?: string | null; locality?: string | null; reference?: string | null }) {
  const w = where([
    'p.ordenummer IS NOT NULL',
    ...(filter.locality ? [["p.search_locality LIKE ? || '%'", searchText(filter.locality)] as [string, unknown]] : []),
    ...(filter.reference ? [["upper(p.ordenummer) LIKE ? || '%'", filter.reference.trim().toUpperCase()] as [string, unknown]] : []),
  ]);
  const name = nameCondition(filter.lastname, w.params.length);
  const params = [...w.params, ...(name?.params ?? [])];
  const order = ['p.lastname', 'p.firstname', 'p.iddicperson'];
  const filtered = params.length > 0;
  return page<z.output<typeof vetSchema>>(q, {
    ...filter,
    columns: COLUMNS,
    from: `persons p ${w.sql}${name ? ` AND ${name.sql}` : ''}`,
    params,
    orderBy: filtered ? sortMatches(order) : order.join(', '),
  });
}

export const findPersonByOrdenummer = (q: Queryable, ordenummer: string) =>
  one<PersonRow>(q, 'SELECT * FROM persons WHERE upper(ordenummer) = upper($1)', [ordenummer]);

/** A member's full name by their ordenummer (their username), or null for someone who is no person of the Order. */
export async function memberName(q: Queryable, ordenummer: string) {
  const person = await findPersonByOrdenummer(q, ordenummer);
  return person ? `${person.firstname} ${person.lastname}` : null;
}

export const findPerson = (q: Queryable, id: number) => one<PersonRow>(q, 'SELECT * FROM persons WHERE iddicperson = $1', [id]);

export const insertPerson = async (
  q: Queryable,
  p: { ordenummer?: string | null; firstname: string; lastname: string; email?: string | null; telephone?: string | null },
) =>
  (await one<{ iddicperson: number }>(
    q,
    `INSERT INTO persons (ordenummer, firstname, lastname, email, telephone, search_name, search_first)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING iddicperson`,
    [p.ordenummer ?? null, p.firstname, p.lastname, p.email ?? null, p.telephone ?? null, searchText(p.lastname), searchText(p.firstname)],
  ))!.iddicperson;

/** The member's contact data; the telephone also on their account, which keeps one number (see users.findProfile). */
export const updateContactData = (q: Queryable, id: number, d: { email: string; telephone: string | null; mobile: string | null }) =>
  q.query(
    `WITH p AS (UPDATE persons SET email = $2, telephone = $3, mobile = $4 WHERE iddicperson = $1 RETURNING iddicperson)
     UPDATE users SET telephone = $3, updated_at = now() WHERE iddicperson = (SELECT iddicperson FROM p)`,
    [id, d.email, d.telephone, d.mobile],
  );

/** The directory shows the locality of the public address, or else of the newest current one. */
export async function refreshPersonLocality(q: Queryable, id: number) {
  const row = await one<{ locality: string }>(
    q,
    `SELECT ad.locality FROM person_addresses pa JOIN addresses ad ON ad.iddicaddress = pa.iddicaddress
      WHERE pa.iddicperson = $1 AND (pa.enddate IS NULL OR pa.enddate > current_date)
      ORDER BY (pa.role = 'PUBLIEK') DESC, pa.startdate DESC LIMIT 1`,
    [id],
  );
  await q.query('UPDATE persons SET locality = $2, search_locality = $3 WHERE iddicperson = $1', [id, row?.locality ?? null, searchText(row?.locality)]);
}
