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

const COLUMNS = 'p.iddicperson AS id, p.iddicperson, p.ordenummer, p.ordenummer AS reference, p.lastname, p.firstname, p.locality';

/** The veterinarian directory: prefix search on name (last or first), locality and ordenummer. */
export function searchVets(q: Queryable, filter: Paging & { lastname?: string | null; locality?: string | null; reference?: string | null }) {
  const name = searchText(filter.lastname);
  const w = where([
    'p.ordenummer IS NOT NULL',
    // Last name or first name: two indexed prefix searches.
    ...(name ? [["(p.search_name LIKE ? || '%' OR p.search_first LIKE ? || '%')", name] as [string, unknown]] : []),
    ...(filter.locality ? [["p.search_locality LIKE ? || '%'", searchText(filter.locality)] as [string, unknown]] : []),
    ...(filter.reference ? [["upper(p.ordenummer) LIKE ? || '%'", filter.reference.trim().toUpperCase()] as [string, unknown]] : []),
  ]);
  const order = ['p.lastname', 'p.firstname', 'p.iddicperson'];
  const filtered = w.params.length > 0;
  return page<z.output<typeof vetSchema>>(q, {
    ...filter,
    columns: COLUMNS,
    from: `persons p ${w.sql}`,
    params: w.params,
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
