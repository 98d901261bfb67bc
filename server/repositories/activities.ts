import { one, type Queryable } from '../db';

export interface Activities {
  practpct: number | null;
  species: string[];
  sectors: string[];
  other_sectors: string | null;
  interests: string | null;
  transfer_email: boolean;
  xray: boolean;
}

export const findActivities = (q: Queryable, iddicperson: number) =>
  one<Activities>(q, 'SELECT practpct, species, sectors, other_sectors, interests, transfer_email, xray, updated_at FROM activities WHERE iddicperson = $1', [
    iddicperson,
  ]);

export const saveActivities = (q: Queryable, iddicperson: number, a: Activities) =>
  q.query(
    `INSERT INTO activities (iddicperson, practpct, species, sectors, other_sectors, interests, transfer_email, xray)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (iddicperson) DO UPDATE SET practpct = EXCLUDED.practpct, species = EXCLUDED.species, sectors = EXCLUDED.sectors,
       other_sectors = EXCLUDED.other_sectors, interests = EXCLUDED.interests, transfer_email = EXCLUDED.transfer_email,
       xray = EXCLUDED.xray, updated_at = now()`,
    [iddicperson, a.practpct, a.species, a.sectors, a.other_sectors, a.interests, a.transfer_email, a.xray],
  );

/** The active codes of a codelist, to check a choice against what may be offered. */
export const activeCodes = async (q: Queryable, list: string) =>
  (
    await q.query<{ codedetail: string }>(
      `SELECT i.codedetail FROM codelist_items i JOIN codelists c ON c.iddiccode = i.iddiccode WHERE c.code = $1 AND i.active = 1`,
      [list],
    )
  ).map((r) => r.codedetail);
