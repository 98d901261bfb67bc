import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { appendEntries, type BoardFile, boardKey, boardStart, checkBoard } from '../domain/crypto/board';
import type { Db } from '../server/db';
import { connectionOptions } from '../server/db/postgres';
import { DEFAULT_DB_TIMEOUTS } from '../server/db/types';
import { ceilingRoute, inTurns, recordingDb, timeStatements } from './boardLoad';
import { median } from './browser';
import { type CeilingDb, CONNECTIONS, type Load, withApp } from './http';
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
        const [page, ceiling, pageOnly] = (await inTurns([pageUrl, ceilingUrl, ceilingUrl.replace(/bord$/, 'pagina')], headers, {
          size: BOARD_SIZE,
          page: BOARD_PAGE,
        })) as [Load, Load, Load];
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
