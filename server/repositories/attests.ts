import { APPROVED } from '../../domain/rules/approvals';
import type { AttestStated } from '../../domain/schemas/attest';
import type { Queryable } from '../db';

/** The CPD certificates made (bijscholing_attesten, migration 073): queries only. */

export interface AttestRecord {
  code: string;
  username: string;
  periodeId: number;
  stated: AttestStated;
  sha256: string;
  madeAt: Date;
}

/** Records a certificate made; the code is the key, so the same code twice is refused by the database. */
export const insertAttest = (
  q: Queryable,
  a: { code: string; username: string; periodeId: number; stated: AttestStated; sha256: string; madeAt: Date; madeBy: string },
) =>
  q.query('INSERT INTO bijscholing_attesten (code, username, periode_id, stated, sha256, made_at, made_by) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)', [
    a.code,
    a.username,
    a.periodeId,
    JSON.stringify(a.stated),
    a.sha256,
    a.madeAt,
    a.madeBy,
  ]);

export const findAttest = async (q: Queryable, code: string) =>
  (
    await q.query<AttestRecord>(
      'SELECT code, username, periode_id AS "periodeId", stated, sha256, made_at AS "madeAt" FROM bijscholing_attesten WHERE code = $1',
      [code],
    )
  )[0];

/**
 * A member's approved exemptions, the one ending last first; whether one holds is the rule's
 * (domain/rules/cpd exemptionActive), the control list's `exempt` column says so in SQL.
 */
export const approvedExemptions = (q: Queryable, username: string) =>
  q.query<{ state: string; endDate: string }>(
    `SELECT statecode AS state, end_date::text AS "endDate" FROM vrijstellingen WHERE username = $1 AND statecode = $2 AND end_date IS NOT NULL ORDER BY end_date DESC`,
    [username, APPROVED],
  );
