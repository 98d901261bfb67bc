import type { Queryable } from '../db';

export interface MemberLine {
  name: string | null;
  ordenummer: string;
  activeMember: 'W' | 'P';
  creationdate: Date;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
}

/** A service's members for its export, with how to reach them (their person's data), by name. */
export const memberLines = (q: Queryable, serviceId: number) =>
  q.query<MemberLine>(
    `SELECT l.name, l.ordenummer, l.active_member AS "activeMember", l.creationdate, p.email, p.telephone, p.mobile
       FROM wachtdienst_leden l LEFT JOIN persons p ON upper(p.ordenummer) = upper(l.ordenummer)
      WHERE l.wachtdienst_id = $1 ORDER BY l.name, l.id`,
    [serviceId],
  );

/** Whether a member (by ordenummer) belongs to a service. */
export const isMemberOf = async (q: Queryable, serviceId: number, ordenummer: string) =>
  (await q.query('SELECT 1 FROM wachtdienst_leden WHERE wachtdienst_id = $1 AND ordenummer = $2', [serviceId, ordenummer])).length > 0;
