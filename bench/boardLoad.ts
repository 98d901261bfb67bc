import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type pg from 'pg';
import type { Db, Queryable } from '../server/db';
import { median } from './browser';
import { CONNECTIONS, type Load, mergeRounds } from './http';

/**
 * The load and the ceiling of bench/board.ts: autocannon asking a page of the board at a random
 * place, ours and the bare routes in turns, and the statements one request of ours sends, recorded
 * to be sent again by a bare Fastify route with `pg`.
 */
const ROUNDS = 3;
const ROUND_SECONDS = 4;
/** The board's size and its page's: a request asks a page after a random place below size − page. */
type Board = { size: number; page: number };

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
/** autocannon in a process of its own; every request asks the page after a random place. */
const LOADER = `
const autocannon = require(${JSON.stringify(AUTOCANNON)});
const [url, headers, seconds, last, size] = JSON.parse(process.argv[1]);
const path = new URL(url).pathname;
autocannon({ url, connections: ${CONNECTIONS}, duration: seconds, timeout: 5, headers,
  requests: [{ setupRequest: (req) => ({ ...req, path: path + '?na=' + Math.floor(Math.random() * last) + '&aantal=' + size }) }] },
  (error, r) => { if (error) throw error; process.stdout.write(JSON.stringify({ p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, duration: r.duration, failures: r.non2xx + r.errors + r.timeouts })); });
`;

function loadPages(url: string, headers: Record<string, string>, board: Board): Promise<Load> {
  const args = ['-e', LOADER, JSON.stringify([url, headers, ROUND_SECONDS, board.size - board.page, board.page])];
  return new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    execFile(process.execPath, args, { timeout: (ROUND_SECONDS + 30) * 1000 }, (error, stdout, stderr) => {
      const used = process.cpuUsage(cpu);
      if (error) return reject(new Error(`autocannon ${url}: ${error.message} ${stderr}`));
      const r = JSON.parse(stdout);
      resolve({ ...r, rps: r.requests / (r.duration || ROUND_SECONDS), cpuMicros: (used.user + used.system) / Math.max(1, r.requests) });
    });
  });
}

/** Ours and the ceiling in turns, ROUNDS rounds (bench/http.ts: the machine's drift touches both alike); latencies the rounds' median. */
export async function inTurns(urls: string[], headers: Record<string, string>, board: Board): Promise<Load[]> {
  const rounds: Load[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(await loadPages(url, headers, board));
  }
  return rounds.map((loads) => mergeRounds(loads, ROUND_SECONDS));
}

export type Recorded = { sql: string; params: unknown[]; inTx: number | null };
const isSessionLookup = (sql: string) => sql.startsWith('SELECT u.*, s.last_seen');

/** The database as the app gets it, noting while `recording` every statement it sends, in a transaction or not. */
export function recordingDb(db: Db) {
  let recording: Recorded[] | null = null;
  let txs = 0;
  const note = (q: Queryable, inTx: number | null): Queryable['query'] =>
    ((sql: string, params?: unknown[]) => {
      if (recording && !isSessionLookup(sql)) recording.push({ sql, params: [...(params ?? [])], inTx });
      return q.query(sql, params);
    }) as Queryable['query'];
  const wrapped: Db = Object.create(db);
  wrapped.query = note(db, null);
  wrapped.tx = (fn) => {
    const n = ++txs;
    return db.tx((q) => fn({ query: note(q, n) }));
  };
  return {
    db: wrapped,
    async capture(fn: () => Promise<unknown>) {
      recording = [];
      try {
        await fn();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

/** The bare route: the statements one request of ours sent, in the same order (a transaction's on one connection), the page's place the request's own. */
export function ceilingRoute(pool: pg.Pool, recorded: Recorded[], only: 'page' | 'all') {
  const pageAt = recorded.findIndex((r) => /seq > \$2 ORDER BY seq LIMIT \$3/.test(r.sql));
  if (pageAt < 0) throw new Error('geen paginaquery opgenomen');
  if (only === 'page') recorded = [{ ...recorded[pageAt]!, inTx: null }];
  return async (request: { query: unknown }) => {
    const { na, aantal } = request.query as { na: string; aantal: string };
    const rows: unknown[][] = [];
    let i = 0;
    while (i < recorded.length) {
      const tx = recorded[i]!.inTx;
      if (tx === null) {
        const { sql, params: was } = recorded[i]!;
        const params = sql.includes('seq > $2 ORDER BY seq') ? [was[0], Number(na), Number(aantal), ...was.slice(3)] : was;
        rows.push((await pool.query(sql, params)).rows);
        i += 1;
        continue;
      }
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (; i < recorded.length && recorded[i]!.inTx === tx; i++) rows.push((await client.query(recorded[i]!.sql, recorded[i]!.params)).rows);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
    return { rows };
  };
}

/** Each recorded statement 50 times in turn on one connection of the bare pool: the median of each, in ms. */
export async function timeStatements(pool: pg.Pool, recorded: Recorded[]) {
  const client = await pool.connect();
  try {
    const times = recorded.map(() => [] as number[]);
    for (let r = 0; r < 50; r++) {
      for (const [i, { sql, params }] of recorded.entries()) {
        const started = performance.now();
        await client.query(sql, params);
        times[i]!.push(performance.now() - started);
      }
    }
    return recorded.map(({ sql }, i) => ({ sql: sql.replace(/\s+/g, ' ').slice(0, 60), ms: median(times[i]!) }));
  } finally {
    client.release();
  }
}
