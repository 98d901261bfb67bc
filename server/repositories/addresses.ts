import type { z } from 'zod';
import type { cooperationSchema, ownAddressSchema } from '../../domain/schemas/responses/members';
import { one, type Queryable } from '../db';

export interface AddressInput {
  street: string;
  housenumber: string;
  box?: string | null;
  postcode: string;
  locality: string;
  country?: string | null;
}

export const insertAddress = async (q: Queryable, a: AddressInput) =>
  (await one<{ iddicaddress: number }>(
    q,
    'INSERT INTO addresses (street, housenumber, box, postcode, locality, country) VALUES ($1, $2, $3, $4, $5, $6) RETURNING iddicaddress',
    [a.street, a.housenumber, a.box ?? null, a.postcode, a.locality, a.country ?? 'BE'],
  ))!.iddicaddress;

const ADDRESS = 'a.iddicaddress, a.street, a.housenumber, a.box, a.postcode, a.locality, a.country';

/** A member's own current addresses with their roles (PUBLIEK, POST, LID). */
export const personAddresses = (q: Queryable, iddicperson: number) =>
  q.query<z.output<typeof ownAddressSchema>>(
    `SELECT pa.id, pa.role, pa.startdate, pa.enddate, ${ADDRESS}
       FROM person_addresses pa JOIN addresses a ON a.iddicaddress = pa.iddicaddress
      WHERE pa.iddicperson = $1 AND (pa.enddate IS NULL OR pa.enddate > current_date)
      ORDER BY CASE pa.role WHEN 'LID' THEN 1 WHEN 'POST' THEN 2 ELSE 3 END, pa.startdate DESC`,
    [iddicperson],
  );

/** A member's current cooperations with the organisation and the work address. */
export const personContacts = (q: Queryable, iddicperson: number) =>
  q.query<z.output<typeof cooperationSchema>>(
    `SELECT c.iddiccontact AS id, c.iddiccontact, c.iddiclegalentity, le.name AS legalentityname, c.workaddress,
            c.telephone, c.email, c.startdate, c.enddate, ${ADDRESS}
       FROM contacts c JOIN legal_entities le ON le.iddiclegalentity = c.iddiclegalentity
       LEFT JOIN addresses a ON a.iddicaddress = coalesce(c.iddicaddress, le.iddicaddress)
      WHERE c.iddicperson = $1 AND (c.enddate IS NULL OR c.enddate > current_date)
      ORDER BY c.startdate DESC`,
    [iddicperson],
  );

export const findContact = (q: Queryable, iddiccontact: number) =>
  one<{ iddiccontact: number; iddicperson: number; iddiclegalentity: number; iddicaddress: number | null; enddate: string | null }>(
    q,
    'SELECT iddiccontact, iddicperson, iddiclegalentity, iddicaddress, enddate FROM contacts WHERE iddiccontact = $1',
    [iddiccontact],
  );

export const insertContact = (
  q: Queryable,
  c: {
    iddicperson: number;
    iddiclegalentity: number;
    workaddress: string;
    iddicaddress: number | null;
    telephone?: string | null;
    email?: string | null;
    startdate: string;
  },
) =>
  q.query(
    `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, iddicaddress, telephone, email, startdate)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [c.iddicperson, c.iddiclegalentity, c.workaddress, c.iddicaddress, c.telephone ?? null, c.email ?? null, c.startdate],
  );

/** Ends a cooperation that has not ended yet; false when it had. */
export const endContact = async (q: Queryable, iddiccontact: number, enddate: string) =>
  (await q.query('UPDATE contacts SET enddate = $2 WHERE iddiccontact = $1 AND enddate IS NULL RETURNING iddiccontact', [iddiccontact, enddate])).length === 1;

/** Gives an address a role from a date on; the previous address with that role ends then. */
export async function setAddressRole(q: Queryable, iddicperson: number, iddicaddress: number, role: string, startdate: string) {
  await q.query(`UPDATE person_addresses SET enddate = $3 WHERE iddicperson = $1 AND role = $2 AND (enddate IS NULL OR enddate > $3)`, [
    iddicperson,
    role,
    startdate,
  ]);
  await q.query('INSERT INTO person_addresses (iddicperson, iddicaddress, role, startdate) VALUES ($1, $2, $3, $4)', [
    iddicperson,
    iddicaddress,
    role,
    startdate,
  ]);
}

/** Whether an address is one of the member's own or one of their cooperations' work addresses. */
export const ownsAddress = async (q: Queryable, iddicperson: number, iddicaddress: number) =>
  !!(await one(
    q,
    `SELECT 1 FROM person_addresses WHERE iddicperson = $1 AND iddicaddress = $2
     UNION SELECT 1 FROM contacts c JOIN legal_entities le ON le.iddiclegalentity = c.iddiclegalentity
      WHERE c.iddicperson = $1 AND coalesce(c.iddicaddress, le.iddicaddress) = $2`,
    [iddicperson, iddicaddress],
  ));
