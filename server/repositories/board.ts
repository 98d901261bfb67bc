import { appendEntries, type BoardEntry, boardKey, boardStart, type NewEntry } from '../../domain/crypto/board';
import { TIME_ZONE } from '../../domain/dates';
import { one, type Queryable } from '../db';

/**
 * The public board (domain/crypto/board.ts): appended by the flush that moves ballots into the box,
 * in that flush's transaction and under its lock, so two nodes never append the same place.
 */
const ENTRY = `seq, tracker, to_char(dag, 'YYYY-MM-DD') AS day, server_sealed AS "serverSealed", hash`;

export const boardKeyOf = async (q: Queryable, electionId: number) => {
  const row = await one<{ fingerprint: string | null }>(q, 'SELECT fingerprint FROM verkiezingen WHERE id = $1', [electionId]);
  return boardKey(electionId, row?.fingerprint);
};

/** The last entry's place and hash (0 and the start for an empty board). */
export async function boardHead(q: Queryable, electionId: number, key: string) {
  const last = await one<{ seq: number; hash: string }>(q, 'SELECT seq, hash FROM verkiezing_bord WHERE verkiezing_id = $1 ORDER BY seq DESC LIMIT 1', [
    electionId,
  ]);
  return last ?? { seq: 0, hash: boardStart(key) };
}

/**
 * Appends ballots to the board, in the given order, on the Brussels day of the transaction. The
 * first append of an election whose box already held ballots (cast before boards existed) puts those
 * first, by tracker, as sealed by the server. A tracker already on the board cannot come: casts refuse
 * it under the box's lock, and the board's unique key would refuse it here.
 */
export async function appendToBoard(q: Queryable, electionId: number, items: readonly Omit<NewEntry, 'day'>[]) {
  const key = await boardKeyOf(q, electionId);
  let head = await boardHead(q, electionId, key);
  let incoming = [...items];
  if (head.seq === 0) {
    const earlier = await q.query<{ tracker: string }>('SELECT tracker FROM verkiezing_stembus WHERE verkiezing_id = $1 ORDER BY tracker', [electionId]);
    const fresh = new Set(incoming.map((i) => i.tracker));
    incoming = [...earlier.filter((b) => !fresh.has(b.tracker)).map((b) => ({ tracker: b.tracker, serverSealed: true })), ...incoming];
  }
  if (incoming.length === 0) return head;
  const [today] = await q.query<{ day: string }>(`SELECT to_char((now() AT TIME ZONE '${TIME_ZONE}')::date, 'YYYY-MM-DD') AS day`);
  const entries = appendEntries(
    key,
    head,
    incoming.map((i) => ({ ...i, day: today!.day })),
  );
  await q.query(
    `INSERT INTO verkiezing_bord (verkiezing_id, seq, tracker, dag, server_sealed, hash)
     SELECT $1, s, t, d::date, x, h FROM unnest($2::int[], $3::text[], $4::text[], $5::boolean[], $6::text[]) AS e (s, t, d, x, h)`,
    [
      electionId,
      entries.map((e) => e.seq),
      entries.map((e) => e.tracker),
      entries.map((e) => e.day),
      entries.map((e) => e.serverSealed),
      entries.map((e) => e.hash),
    ],
  );
  head = entries.at(-1)!;
  return head;
}

/**
 * What the board's page shows, in one statement: the election (its state, window and the
 * fingerprints), the head, the counts, a page of entries after place `after` (a primary-key range, as
 * cheap at 10,000 entries as at 10) and, asked for, one tracker's entry.
 */
export const boardView = (q: Queryable, electionId: number, after: number, limit: number, tracker: string | null) =>
  one<{
    state: string;
    votable: boolean;
    starttime: Date;
    endtime: Date;
    title: string;
    fingerprint: string | null;
    closedHead: string | null;
    head: { seq: number; hash: string } | null;
    voters: number;
    serverSealed: number;
    audited: number;
    entries: BoardEntry[];
    found: BoardEntry | null;
  }>(
    q,
    `SELECT v.state, v.votable, v.starttime, v.endtime, v.title, v.fingerprint, v.closed_fingerprint AS "closedHead",
            (SELECT json_build_object('seq', seq, 'hash', hash) FROM verkiezing_bord WHERE verkiezing_id = v.id ORDER BY seq DESC LIMIT 1) AS head,
            (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = v.id) AS voters,
            (SELECT count(*)::int FROM verkiezing_bord WHERE verkiezing_id = v.id AND server_sealed) AS "serverSealed",
            (SELECT count(*)::int FROM verkiezing_gecontroleerd WHERE verkiezing_id = v.id) AS audited,
            (SELECT coalesce(json_agg(e ORDER BY e.seq), '[]') FROM (SELECT ${ENTRY} FROM verkiezing_bord WHERE verkiezing_id = v.id AND seq > $2 ORDER BY seq LIMIT $3) e) AS entries,
            (SELECT row_to_json(f) FROM (SELECT ${ENTRY} FROM verkiezing_bord WHERE verkiezing_id = v.id AND tracker = $4) f) AS found
       FROM verkiezingen v WHERE v.id = $1`,
    [electionId, after, limit, tracker],
  );

export const wholeBoard = (q: Queryable, electionId: number) =>
  q.query<BoardEntry>(`SELECT ${ENTRY} FROM verkiezing_bord WHERE verkiezing_id = $1 ORDER BY seq`, [electionId]);

/** How many ballots on the board were sealed in a voter's browser. */
export const browserSealed = async (q: Queryable, electionId: number) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM verkiezing_bord WHERE verkiezing_id = $1 AND NOT server_sealed', [electionId]))[0]!.n;

/**
 * Records an audited ballot's tracker (never who audited it), under the box's lock: 'cast' when that
 * ballot is on the board, waiting or in the box already (nothing written), 'recorded' otherwise
 * (also when it was audited before).
 */
export async function recordAudit(q: Queryable, electionId: number, tracker: string): Promise<'cast' | 'recorded'> {
  const cast = await one(
    q,
    `SELECT 1 FROM verkiezing_bord WHERE verkiezing_id = $1 AND tracker = $2
     UNION ALL SELECT 1 FROM verkiezing_stembus_wacht WHERE tracker = $2
     UNION ALL SELECT 1 FROM verkiezing_stembus WHERE tracker = $2 LIMIT 1`,
    [electionId, tracker],
  );
  if (cast) return 'cast';
  await q.query(
    `INSERT INTO verkiezing_gecontroleerd (verkiezing_id, tracker, dag) VALUES ($1, $2, (now() AT TIME ZONE '${TIME_ZONE}')::date) ON CONFLICT DO NOTHING`,
    [electionId, tracker],
  );
  return 'recorded';
}

/** Of these trackers, the ones cast already in this election (board, waiting room or box) and the ones audited. */
export async function usedTrackers(q: Queryable, electionId: number, trackers: readonly string[]) {
  const rows = await q.query<{ tracker: string; audited: boolean }>(
    `SELECT tracker, false AS audited FROM verkiezing_bord WHERE verkiezing_id = $1 AND tracker = ANY ($2)
     UNION ALL SELECT tracker, false FROM verkiezing_stembus_wacht WHERE tracker = ANY ($2)
     UNION ALL SELECT tracker, false FROM verkiezing_stembus WHERE tracker = ANY ($2)
     UNION ALL SELECT tracker, true FROM verkiezing_gecontroleerd WHERE verkiezing_id = $1 AND tracker = ANY ($2)`,
    [electionId, trackers],
  );
  return { cast: new Set(rows.filter((r) => !r.audited).map((r) => r.tracker)), audited: new Set(rows.filter((r) => r.audited).map((r) => r.tracker)) };
}
