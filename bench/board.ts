import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { appendEntries, type BoardFile, boardKey, boardStart, checkBoard } from '../domain/crypto/board';
import type { Db, Queryable } from '../server/db';
import { connectionOptions } from '../server/db/postgres';
import { DEFAULT_DB_TIMEOUTS } from '../server/db/types';
import { median } from './browser';
import { CONNECTIONS, type CeilingDb, type Load, withApp } from './http';
import { voterCookies, withElection } from './votes';

/**
 * The public board of an election at 10,000 ballots (docs/features/elections.md, "The board"): a page
 * of it at a random place over HTTP, beside a bare Fastify route with `pg` sending the same
 * statements; the whole board downloaded and its chain checked (checkBoard, and `npm run verify:box --
 * --board` once). The board is filled straight into verkiezing_bord with appendEntries, with as many
 * voters' rows, not by 10,000 votes.
 */
export const BOARD_SIZE = 10_000;
export const BOARD_PAGE = 50;
const PAGE_BUDGET_MS = 25;
const CHECK_BUDGET_SECONDS = 10;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

export interface BoardResult {
  entries: number;
  voters: number;
  fillSeconds: number;
  page: Load;
  ceiling: Load & { statements: number };
  /** The page's statement alone on the bare route: what one statement a request would give. */
  pageOnly: Load;
  /** Each statement one request sends, alone on one connection: its first words and its median time, ms. */
  statements: { sql: string; ms: number }[];
  download: { seconds: number; megabytes: number };
  checkSeconds: number[];
  verifyBox: { seconds: number; printed: string; exitCode: number };
}

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

function loadPages(url: string, headers: Record<string, string>): Promise<Load> {
  const args = ['-e', LOADER, JSON.stringify([url, headers, ROUND_SECONDS, BOARD_SIZE - BOARD_PAGE, BOARD_PAGE])];
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
async function inTurns(urls: string[], headers: Record<string, string>): Promise<Load[]> {
  const rounds: Load[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(await loadPages(url, headers));
  }
  const merged = (loads: Load[]): Load => {
    const requests = loads.reduce((n, l) => n + l.requests, 0);
    return {
      p50: median(loads.map((l) => l.p50)),
      p99: median(loads.map((l) => l.p99)),
      rps: requests / (loads.length * ROUND_SECONDS),
      requests,
      failures: loads.reduce((n, l) => n + l.failures, 0),
      cpuMicros: loads.reduce((n, l) => n + l.cpuMicros * l.requests, 0) / Math.max(1, requests),
    };
  };
  return rounds.map(merged);
}

type Recorded = { sql: string; params: unknown[]; inTx: number | null };
const isSessionLookup = (sql: string) => sql.startsWith('SELECT u.*, s.last_seen');

/** The database as the app gets it, noting while `recording` every statement it sends, in a transaction or not. */
function recordingDb(db: Db) {
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

/** 10,000 entries chained by appendEntries and 10,000 voters' rows, in one transaction; vacuumed and analysed as autovacuum would leave them. */
async function fillBoard(db: Db, id: number) {
  const [{ fingerprint, day } = { fingerprint: null, day: '' }] = await db.query<{ fingerprint: string | null; day: string }>(
    `SELECT fingerprint, to_char((now() AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM-DD') AS day FROM verkiezingen WHERE id = $1`,
    [id],
  );
  const key = boardKey(id, fingerprint);
  const items = Array.from({ length: BOARD_SIZE }, (_, i) => ({ tracker: randomBytes(32).toString('hex'), day, serverSealed: i % 10 === 0 }));
  const entries = appendEntries(key, { seq: 0, hash: boardStart(key) }, items);
  await db.tx(async (q) => {
    await q.query(
      `INSERT INTO verkiezing_bord (verkiezing_id, seq, tracker, dag, server_sealed, hash)
       SELECT $1, s, t, d::date, x, h FROM unnest($2::int[], $3::text[], $4::text[], $5::boolean[], $6::text[]) AS e (s, t, d, x, h)`,
      [id, entries.map((e) => e.seq), entries.map((e) => e.tracker), entries.map((e) => e.day), entries.map((e) => e.serverSealed), entries.map((e) => e.hash)],
    );
    await q.query(
      `INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime, stirred)
       SELECT $1, username, $2::date, true FROM users WHERE 'DIERENARTS' = ANY (roles) ORDER BY random() LIMIT $3`,
      [id, day, BOARD_SIZE],
    );
  });
  await db.query('VACUUM (ANALYZE) verkiezing_bord, verkiezing_stemmers');
  const [counts] = await db.query<{ entries: number; voters: number }>(
    `SELECT (SELECT count(*)::int FROM verkiezing_bord WHERE verkiezing_id = $1) AS entries,
            (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voters`,
    [id],
  );
  return counts!;
}

/** The bare route: the statements one request of ours sent, in the same order (a transaction's on one connection), the page's place the request's own. */
function ceilingRoute(pool: pg.Pool, recorded: Recorded[], only: 'page' | 'all') {
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
        const params = recorded[i]!.sql.includes('seq > $2 ORDER BY seq') ? [recorded[i]!.params[0], Number(na), Number(aantal)] : recorded[i]!.params;
        rows.push((await pool.query(recorded[i]!.sql, params)).rows);
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
async function timeStatements(pool: pg.Pool, recorded: Recorded[]) {
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

/** The board of BOARD_SIZE ballots: a page over HTTP and on the bare route in turns, the download, its check in this process and by `npm run verify:box`. */
export async function measureBoard(db: Db, dataDir: string, log: (line: string) => void, ceilingDb: CeilingDb): Promise<BoardResult> {
  return withElection(db, 'Bench stembord', async (id) => {
    const fillStarted = performance.now();
    const { entries, voters } = await fillBoard(db, id);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    log(`  stembord gevuld: ${entries} regels, ${voters} stemmers in ${fillSeconds.toFixed(1)} s`);
    const recorder = recordingDb(db);
    const pool = new pg.Pool({ connectionString: ceilingDb.databaseUrl, max: 10, options: connectionOptions(DEFAULT_DB_TIMEOUTS, ceilingDb.schema) });
    const bare = Fastify({ logger: false });
    try {
      return await withApp(recorder.db, dataDir, async (base) => {
        const [cookie] = await voterCookies(db, 1);
        const headers = { cookie: cookie! };
        const pageUrl = `${base}/api/verkiezingen/${id}/bord`;
        const first = await fetch(`${pageUrl}?na=100&aantal=${BOARD_PAGE}`, { headers });
        if (first.status !== 200) throw new Error(`stembord: ${first.status} ${await first.text()}`);
        const answer = (await first.json()) as { entries: unknown[]; voters: number };
        if (answer.entries.length !== BOARD_PAGE || answer.voters !== voters)
          throw new Error(`stembord: ${answer.entries.length} regels, ${answer.voters} stemmers`);
        const recorded = await recorder.capture(() => fetch(`${pageUrl}?na=200&aantal=${BOARD_PAGE}`, { headers }).then((r) => r.text()));
        bare.get('/bord', ceilingRoute(pool, recorded, 'all'));
        bare.get('/pagina', ceilingRoute(pool, recorded, 'page'));
        await bare.listen({ port: 0, host: '127.0.0.1' });
        const { port } = bare.server.address() as { port: number };
        const ceilingUrl = `http://127.0.0.1:${port}/bord`;
        // Warm: JIT, both pools, the session cache.
        for (const url of [pageUrl, ceilingUrl, ceilingUrl.replace(/bord$/, 'pagina')])
          for (let r = 0; r < 40; r++)
            await Promise.all(Array.from({ length: 5 }, () => fetch(`${url}?na=${r * 200}&aantal=${BOARD_PAGE}`, { headers }).then((x) => x.text())));
        const statements = await timeStatements(pool, recorded);
        const [page, ceiling, pageOnly] = (await inTurns([pageUrl, ceilingUrl, ceilingUrl.replace(/bord$/, 'pagina')], headers)) as [Load, Load, Load];
        if (page.failures || ceiling.failures || pageOnly.failures)
          throw new Error(`stembord: ${page.failures} + ${ceiling.failures} + ${pageOnly.failures} mislukte verzoeken`);
        log(
          `  pagina: p50 ${page.p50} / p99 ${page.p99} ms, ${Math.round(page.rps)} req/s; kale route ${ceiling.p50} / ${ceiling.p99} ms, ${Math.round(ceiling.rps)} req/s`,
        );

        const downloadStarted = performance.now();
        const text = await (await fetch(`${base}/api/verkiezingen/${id}/bord/download`, { headers })).text();
        const download = { seconds: (performance.now() - downloadStarted) / 1000, megabytes: Buffer.byteLength(text) / 1e6 };
        const file = path.join(dataDir, 'stembord.json');
        fs.writeFileSync(file, text);
        const checkSeconds: number[] = [];
        for (let r = 0; r < 3; r++) {
          const started = performance.now();
          const verdict = checkBoard(JSON.parse(text) as BoardFile);
          checkSeconds.push((performance.now() - started) / 1000);
          if (!verdict.ok || verdict.entries !== BOARD_SIZE) throw new Error(`checkBoard: ${JSON.stringify(verdict)}`);
        }
        const verifyStarted = performance.now();
        const verifyBox = await new Promise<BoardResult['verifyBox']>((resolve) =>
          execFile('npm', ['run', '--silent', 'verify:box', '--', '--board', file], { timeout: 120_000 }, (error, stdout) =>
            resolve({
              seconds: (performance.now() - verifyStarted) / 1000,
              printed: stdout.split('\n').find((l) => l.includes('gecontroleerd in')) ?? stdout.trim(),
              exitCode: error ? Number((error as { code?: number }).code ?? 1) : 0,
            }),
          ),
        );
        log(
          `  download ${download.megabytes.toFixed(1)} MB in ${download.seconds.toFixed(2)} s; checkBoard ${median(checkSeconds).toFixed(2)} s; verify:box: ${verifyBox.printed}`,
        );
        return {
          entries,
          voters,
          fillSeconds,
          page,
          ceiling: { ...ceiling, statements: recorded.length },
          pageOnly,
          statements,
          download,
          checkSeconds,
          verifyBox,
        };
      });
    } finally {
      await bare.close();
      await pool.end();
    }
  });
}

export function boardRows(b: BoardResult) {
  const check = median(b.checkSeconds);
  return [
    {
      measurement: `election board of ${b.entries.toLocaleString('en')} ballots: a page of ${BOARD_PAGE} at a random place, ${CONNECTIONS} connections, p50 / p99`,
      value: `${b.page.p50} / ${b.page.p99} ms, ${Math.round(b.page.rps)} req/s`,
      budget: `p99 < ${PAGE_BUDGET_MS} ms`,
      ok: b.page.p99 < PAGE_BUDGET_MS,
    },
    {
      measurement: `  the same ${b.ceiling.statements} statements on bare Fastify + pg: p50 / p99, req/s ours / bare`,
      value: `${b.ceiling.p50} / ${b.ceiling.p99} ms; ${Math.round(b.page.rps)} / ${Math.round(b.ceiling.rps)} = ${(b.page.rps / b.ceiling.rps).toFixed(2)}`,
      budget: '',
    },
    {
      measurement: "  the page's statement alone on bare Fastify + pg: p50 / p99, req/s",
      value: `${b.pageOnly.p50} / ${b.pageOnly.p99} ms, ${Math.round(b.pageOnly.rps)} req/s`,
      budget: '',
    },
    {
      measurement: '  each statement alone on one connection, median of 50',
      value: b.statements.map((x) => `${x.ms.toFixed(2)} ms ${x.sql}`).join('; '),
      budget: '',
    },
    {
      measurement: '  server CPU per request, ours / bare + pg',
      value: `${Math.round(b.page.cpuMicros)} / ${Math.round(b.ceiling.cpuMicros)} µs = ${(b.page.cpuMicros / b.ceiling.cpuMicros).toFixed(2)}×`,
      budget: '',
    },
    {
      measurement: `election board: the whole chain checked (checkBoard on the download), median of ${b.checkSeconds.length}`,
      value: `${check.toFixed(2)} s (${Math.min(...b.checkSeconds).toFixed(2)}–${Math.max(...b.checkSeconds).toFixed(2)})`,
      budget: `< ${CHECK_BUDGET_SECONDS} s`,
      ok: check < CHECK_BUDGET_SECONDS,
    },
    {
      measurement: '  `npm run verify:box -- --board`, once: the whole command / as it prints',
      value: `${b.verifyBox.seconds.toFixed(1)} s / ${b.verifyBox.printed}`,
      budget: `< ${CHECK_BUDGET_SECONDS} s`,
      ok: b.verifyBox.exitCode === 0 && b.verifyBox.seconds < CHECK_BUDGET_SECONDS,
    },
    {
      measurement: '  the download / filling the board (appendEntries, insert, vacuum)',
      value: `${b.download.seconds.toFixed(2)} s, ${b.download.megabytes.toFixed(1)} MB / ${b.fillSeconds.toFixed(1)} s`,
      budget: '',
    },
  ];
}
