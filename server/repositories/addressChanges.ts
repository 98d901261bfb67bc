import type { z } from 'zod';
import type { Language } from '../../domain/language';
import type { addressChangeRowSchema } from '../../domain/schemas/responses/members';
import { one, type Queryable } from '../db';
import { streetLineSql } from './addressLine';
import { type Paging, page, where } from './paging';

/** An address of the `addresses` table (alias `a`) on one line, its box worded in `language`. */
const ADDRESS = (a: string, language: Language) =>
  `${streetLineSql(`${a}.street`, `${a}.housenumber`, `${a}.box`, language)}, nullif(concat_ws(' ', ${a}.postcode, ${a}.locality), '')`;

/**
 * A request's one-line summary: the address asked for (a new domicile or organisation), or for a
 * cooperation its organisation with the work address: started (chosen in the request) or ended.
 * Worded in the reader's language (the box's word), one statement text per language.
 */
const columnsIn = (language: Language) => `ac.id, ac.state, ac.code AS type, ac.code, ac.data, ac.startdate, ac.creationdate, ac.comment, ac.error,
  ac.decided_at, ac.decided_by, ac.iddicperson, p.ordenummer, concat_ws(' ', p.firstname, p.lastname) AS name,
  coalesce(ac.data->>'legalentityname', le.name) AS organisation,
  CASE WHEN ac.code IN ('CONTACTNEW', 'CONTACTEND') THEN concat_ws(', ', le.name, ${ADDRESS('wa', language)})
       ELSE concat_ws(', ', ${streetLineSql("ac.data->>'street'", "ac.data->>'number'", "(ac.data->>'box')", language)},
                      nullif(concat_ws(' ', ac.data->>'postcode', ac.data->>'locality'), ''),
                      coalesce(ac.data->>'legalentityname', le.name)) END AS address`;
const COLUMNS = { nl: columnsIn('nl'), fr: columnsIn('fr') };
const FROM = `address_changes ac JOIN persons p ON p.iddicperson = ac.iddicperson
  LEFT JOIN contacts ec ON ec.iddiccontact = (ac.data->>'iddiccontact')::int
  LEFT JOIN legal_entities le ON le.iddiclegalentity = coalesce((ac.data->>'iddiclegalentity')::int, ec.iddiclegalentity)
  LEFT JOIN addresses wa ON wa.iddicaddress = coalesce((ac.data->>'iddicaddress')::int, ec.iddicaddress, le.iddicaddress)`;

export type AddressChangeRow = z.output<typeof addressChangeRowSchema>;

/** The requests in a state, or of a member, or the one request `id` names (the logbook's link to it, whatever its state), for a reader of `language`. */
export function listAddressChanges(q: Queryable, filter: Paging & { state?: string; iddicperson?: number; id?: number }, language: Language = 'nl') {
  const w = where([
    ...(filter.id ? [['ac.id = ?', filter.id] as [string, unknown]] : []),
    ...(filter.state ? [['ac.state = ?', filter.state] as [string, unknown]] : []),
    ...(filter.iddicperson ? [['ac.iddicperson = ?', filter.iddicperson] as [string, unknown]] : []),
  ]);
  return page<AddressChangeRow>(q, {
    ...filter,
    columns: COLUMNS[language],
    from: `${FROM} ${w.sql}`,
    params: w.params,
    orderBy: 'ac.creationdate DESC, ac.id DESC',
  });
}

/** One request, its summary in `language` (Dutch: as the logbook keeps it). */
export const findAddressChange = (q: Queryable, id: number, language: Language = 'nl') =>
  one<AddressChangeRow>(q, `SELECT ${COLUMNS[language]} FROM ${FROM} WHERE ac.id = $1`, [id]);

/**
 * Locks the request for its decision, so two secretaries cannot decide it twice, and then its member,
 * so two requests of one member (ending the same cooperation, two new domiciles) are applied one after
 * the other, each seeing what the other did.
 */
export async function lockAddressChange(q: Queryable, id: number) {
  const request = await one<{ id: number; state: string; iddicperson: number }>(
    q,
    'SELECT id, state, iddicperson FROM address_changes WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (request) await q.query('SELECT iddicperson FROM persons WHERE iddicperson = $1 FOR UPDATE', [request.iddicperson]);
  return request;
}

export const insertAddressChange = async (q: Queryable, iddicperson: number, code: string, data: unknown, startdate: string) =>
  (await one<{ id: number }>(q, 'INSERT INTO address_changes (iddicperson, code, data, startdate) VALUES ($1, $2, $3, $4) RETURNING id', [
    iddicperson,
    code,
    JSON.stringify(data),
    startdate,
  ]))!.id;

export const decideAddressChange = (q: Queryable, id: number, state: string, by: string, comment: string | null, error: string | null) =>
  q.query('UPDATE address_changes SET state = $2, decided_at = now(), decided_by = $3, comment = $4, error = $5 WHERE id = $1', [
    id,
    state,
    by,
    comment,
    error,
  ]);

/** Replaces the request's data (the secretariat's corrections merged in), so it shows what was applied. */
export const setAddressChangeData = (q: Queryable, id: number, data: Record<string, unknown>) =>
  q.query('UPDATE address_changes SET data = $2 WHERE id = $1', [id, JSON.stringify(data)]);
