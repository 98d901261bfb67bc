import type { Queryable } from '../db';

/**
 * The audit trail's hash chain walked from its first row (migration 067): every row's hash recomputed
 * from its place, its time, its kind, its action and its content's digest; every row's link to the
 * one before it; every content that still has its salt against its digest; every emptied salt named
 * by a later redaction row; and the last row against the chain's head. Answers the first row that
 * does not hold, in Dutch, or none.
 */
export interface ChainHead {
  seq: number;
  hash: string;
}

export interface ChainReport {
  rows: number;
  head: ChainHead | null;
  /** The first row that was changed or removed, and how it shows. */
  broken: { id: number | null; seq: number; reason: string } | null;
}

/** The tag the first row links to: the chain's beginning. */
const BEGIN = "encode(sha256(convert_to('ovd-audit-1/begin', 'UTF8')), 'hex')";
const BATCH = 5000;

interface Row {
  id: number;
  seq: number;
  prev: string;
  hash: string;
  chain_ok: boolean;
  content_ok: boolean;
  redacted: boolean;
}

/** The chain's head as the trail keeps it: how many rows, and the last one's hash (the logbook shows it, a backup's manifest holds it). */
export async function chainHead(q: Queryable): Promise<ChainHead | null> {
  const [head] = await q.query<ChainHead>("SELECT seq::int AS seq, encode(hash, 'hex') AS hash FROM audit_chain");
  return head ?? null;
}

export async function verifyChain(q: Queryable): Promise<ChainReport> {
  const head = await chainHead(q);
  const [{ begin } = { begin: '' }] = await q.query<{ begin: string }>(`SELECT ${BEGIN} AS begin`);
  // Rows the chain never took in: added with its trigger switched off.
  const [outside] = await q.query<{ id: number }>('SELECT id FROM audit_log WHERE seq IS NULL ORDER BY id LIMIT 1');
  if (outside) return { rows: 0, head, broken: { id: outside.id, seq: 0, reason: 'buiten de keten toegevoegd' } };
  // Each redacted row by the place of the first redaction row that names it.
  const named = new Map<number, number>();
  const redactions = await q.query<{ seq: number; ids: number[] }>(
    "SELECT seq, ARRAY(SELECT jsonb_array_elements_text(after->'rijen')::bigint) AS ids FROM audit_log WHERE resource = 'audit_log' AND action = 'redactie' ORDER BY seq",
  );
  for (const r of redactions) for (const id of r.ids) if (!named.has(Number(id))) named.set(Number(id), Number(r.seq));

  let [last, lastHash, count] = [0, begin, 0];
  const broken = (id: number | null, seq: number, reason: string): ChainReport => ({ rows: count, head, broken: { id, seq, reason } });
  for (;;) {
    const rows = await q.query<Row>(
      `SELECT id, seq, encode(prev_hash, 'hex') AS prev, encode(hash, 'hex') AS hash,
              audit_chain_hash(seq, prev_hash, id, at, resource, action, content_hash) IS NOT DISTINCT FROM hash AS chain_ok,
              (salt IS NULL OR audit_content_hash(salt, username, resource, record_id, action, before, after) IS NOT DISTINCT FROM content_hash) AS content_ok,
              salt IS NULL AS redacted
         FROM audit_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [last, BATCH],
    );
    for (const row of rows) {
      const [id, seq] = [Number(row.id), Number(row.seq)];
      if (seq !== last + 1) return broken(id, last + 1, `verwijderd (rij ${last + 1} tot ${seq - 1} ontbreekt, vóór rij id ${id})`);
      if (row.prev !== lastHash) return broken(id, seq, 'verwijst niet naar de rij ervoor: die werd gewijzigd of vervangen');
      if (!row.chain_ok) return broken(id, seq, 'gewijzigd (tijd, soort, handeling, plaats of inhoud)');
      if (!row.content_ok) return broken(id, seq, 'inhoud gewijzigd');
      if (row.redacted && !((named.get(id) ?? 0) > seq)) return broken(id, seq, 'inhoud gewist zonder latere vermelding van een redactie');
      [last, lastHash, count] = [seq, row.hash, count + 1];
    }
    if (rows.length < BATCH) break;
  }
  if (head && (head.seq !== last || head.hash !== lastHash)) {
    return head.seq > last
      ? broken(null, last + 1, `verwijderd (de laatste rijen vanaf ${last + 1}; de kop van de keten staat op ${head.seq})`)
      : broken(null, last, 'de kop van de keten klopt niet met de laatste rij');
  }
  return { rows: count, head, broken: null };
}
