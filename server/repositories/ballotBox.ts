import type { Count, StoredBallot } from '../../domain/crypto/tally';
import { one, type Queryable } from '../db';

/**
 * The encrypted box and its one count: the ballots by tracker, and the totals the
 * committee's shares decrypted, with their proofs (NULL for a count taken at the upgrade from the
 * earlier plain box).
 */
export const storedBallots = (q: Queryable, electionId: number) =>
  q.query<StoredBallot>('SELECT tracker, ballot FROM verkiezing_stembus WHERE verkiezing_id = $1 ORDER BY tracker', [electionId]);

export interface StoredCount {
  candidates: number[];
  ballots: number;
  totals: number[];
  decryptions: Count['decryptions'] | null;
  countedAt: Date;
  countedBy: string;
}

export const findCount = (q: Queryable, electionId: number) =>
  one<StoredCount>(
    q,
    `SELECT candidates, ballots, totals, decryptions, counted_at AS "countedAt", counted_by AS "countedBy" FROM verkiezing_tellingen WHERE verkiezing_id = $1`,
    [electionId],
  );

/** Keeps a count unless the election has one: true when this one was kept (the key decides, also for two at once). */
export async function saveCount(q: Queryable, electionId: number, count: Omit<StoredCount, 'countedAt'>) {
  const rows = await q.query(
    `INSERT INTO verkiezing_tellingen (verkiezing_id, candidates, ballots, totals, decryptions, counted_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (verkiezing_id) DO NOTHING RETURNING verkiezing_id`,
    [electionId, count.candidates, count.ballots, count.totals, count.decryptions && JSON.stringify(count.decryptions), count.countedBy],
  );
  return rows.length === 1;
}
