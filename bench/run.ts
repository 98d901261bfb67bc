import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTENDANCE_STEP, attendanceRows, measureAttendance } from './aanwezigheden';
import { ATTEST_STEP, attestRows, measureAttest } from './attest';
import { ensureBuilt, measureBrowser, median, RUNS, startServer } from './browser';
import { initialJs } from './bundle';
import { COMMITTEE, committeeRows, measureCommittee } from './committee';
import { EXPORT_BUDGET, measureControl } from './control';
import { FILE_ROUNDS, measureFiles } from './files';
import { measureFinalise } from './finalise';
import { CONNECTIONS, type EndpointResult, measureApi, ROUNDS, SECONDS } from './http';
import { measureLogin } from './login';
import { MAIL_COUNT, measureMailQueue } from './mail';
import { EXPORT_FILES, EXPORT_POINTS, measureMemberCare } from './memberCare';
import { seedLargeSchema } from './seed';
import { BOARD_SIZE, boardRows, measureBoard } from './board';
import { measureSealing, sealingRows } from './sealing';
import { BURST, BURST_SHAPE, measureVoteBurst, voteRows } from './votes';

/** `npm run bench`: the budgets of DESIGN §5 that can be measured today, in one bounded run on loopback. */
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DIST = path.resolve('dist');
const OUT = path.resolve('bench/results/latest.json');
const LIMIT_MS = 30 * 60_000;

interface Row {
  measurement: string;
  value: string;
  budget: string;
  ok?: boolean;
}
const rows: Row[] = [];
const data: Record<string, unknown> = {};
const errors: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
const log = (line: string) => console.log(line);
const ms = (n: number) => `${Math.round(n)} ms`;
const spread = (v: number[]) => `${ms(median(v))} (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))})`;

async function cleanUp() {
  while (cleanups.length) await cleanups.pop()!().catch((e) => console.error(`opruimen: ${(e as Error).message}`));
}

/**
 * `npm run bench -- files mail`: only the steps whose names hold one of these words (and the large
 * seed, when one of them runs on it); without words, every step.
 */
const chosen = process.argv.slice(2).map((word) => word.toLowerCase());
const wanted = (name: string) => chosen.length === 0 || chosen.some((word) => name.toLowerCase().includes(word));
const COMMITTEE_STEP = `election committee in the browser (${COMMITTEE.members} members, threshold ${COMMITTEE.threshold})`;
const SEALING_STEP = 'election ballot sealed and audited in the browser (10 candidates)';
const API_STEP = `API, ${CONNECTIONS} connections × ${SECONDS} s each (a list with a ceiling: ${ROUNDS} rounds in turns with it)`;
const CONTROL_STEP = 'control list and its Excel export (10,000 members)';
const BURST_STEP = `election: ${BURST} votes at once, sealed on the voters' side and by the server (${BURST_SHAPE.candidates} candidates, ${BURST_SHAPE.seats} seats)`;
const BOARD_STEP = `election board of ${BOARD_SIZE.toLocaleString('en')} ballots: a page, the whole chain`;
const MAIL_STEP = `mail queue, ${MAIL_COUNT} mails to SMTP on loopback`;
const FINALISE_STEP = 'finalising an election (an invitation to every vet of the large seed)';
const FILES_STEP = `files: a ${FILE_ROUNDS} × 20 MB upload and download`;
const MEMBER_STEP = `member data: export of ${EXPORT_POINTS} points records and ${EXPORT_FILES} files, and one reminder run`;
// The large seed is made when a word picks it or one of the steps that run on it (`election` picks some of each).
const SEEDED = [
  'seed large (PostgreSQL)',
  API_STEP,
  CONTROL_STEP,
  ATTEST_STEP,
  ATTENDANCE_STEP,
  BURST_STEP,
  BOARD_STEP,
  MAIL_STEP,
  FINALISE_STEP,
  FILES_STEP,
  MEMBER_STEP,
];
const seedWanted = SEEDED.some((name) => wanted(name));

async function step(name: string, fn: () => Promise<void>, chosenStep = wanted(name)) {
  if (!chosenStep) return;
  log(`• ${name}`);
  try {
    await fn();
  } catch (error) {
    errors.push(`${name}: ${(error as Error).message}`);
    rows.push({ measurement: name, value: 'FOUT', budget: '', ok: false });
    console.error(`  ${(error as Error).stack}`);
  }
}

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
};
const watchdog = setTimeout(async () => {
  console.error(`bench: over ${LIMIT_MS / 60_000} min, afgebroken`);
  await cleanUp();
  process.exit(2);
}, LIMIT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

const started = Date.now();
log(`Machine: ${machine.cores} cores, ${machine.cpu}, ${machine.memoryGB} GB, Node ${machine.node}`);

await step('initial JavaScript', async () => {
  data.builtDist = await ensureBuilt(DIST);
  const js = initialJs(DIST);
  data.initialJs = js;
  rows.push({
    measurement: `initial JS, gzip -9 (${js.files.length} files)`,
    value: `${(js.gzip / 1000).toFixed(1)} kB`,
    budget: '< 120 kB',
    ok: js.gzip < 120_000,
  });
});

await step(
  'seed large (PostgreSQL)',
  async () => {
    const seeded = await seedLargeSchema(DATABASE_URL, log);
    cleanups.push(seeded.drop);
    const [{ server_version: pg } = { server_version: '?' }] = await seeded.db.query<{ server_version: string }>('SHOW server_version');
    data.postgres = pg.split(' ')[0];
    data.seed = { seconds: seeded.seconds, users: seeded.users, mails: seeded.mails };
    rows.push({
      measurement: `seed demo + large, PostgreSQL ${data.postgres}`,
      value: `${seeded.seconds.toFixed(1)} s (${seeded.users} users, ${seeded.mails} mails)`,
      budget: '< 120 s',
      ok: seeded.seconds < 120,
    });

    try {
      await step(API_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-api-'));
        try {
          // BENCH_ENDPOINTS=<regular expression>: only the endpoints whose names match (a quicker look at a few).
          const only = process.env.BENCH_ENDPOINTS ? new RegExp(process.env.BENCH_ENDPOINTS, 'i') : undefined;
          const api: EndpointResult[] = await measureApi(seeded.db, tmp, log, { databaseUrl: DATABASE_URL, schema: seeded.schema }, only);
          data.api = api;
          for (const e of api) {
            // The same SQL's own latency beside ours: a p99 over budget there too is the query's and the machine's, not our layers'.
            const bareLatency = e.ceiling ? `; same SQL bare: ${e.ceiling.p50} / ${e.ceiling.p99} ms` : '';
            rows.push({
              measurement: `${e.name}: p50 / p99`,
              value: `${e.app.p50} / ${e.app.p99} ms${bareLatency}`,
              budget: 'p99 < 25 ms',
              ok: e.app.p99 < 25,
            });
            rows.push({
              measurement: `${e.name}: req/s vs bare Fastify`,
              value: `${Math.round(e.app.rps)} / ${Math.round(e.baseline.rps)} = ${e.ratio.toFixed(2)}`,
              // DESIGN §5: printed for reference only; a database round trip cannot come near it.
              budget: 'reference',
            });
            if (e.ceiling && e.ceilingRatio !== undefined) {
              rows.push({
                measurement: `${e.name}: req/s vs bare Fastify + pg, same SQL`,
                value: `${Math.round(e.app.rps)} / ${Math.round(e.ceiling.rps)} = ${e.ceilingRatio.toFixed(2)}`,
                budget: '≥ 0.80',
                ok: e.ceilingRatio >= 0.8,
              });
              rows.push({
                measurement: `${e.name}: server CPU per request, ours / bare + pg`,
                value: `${Math.round(e.app.cpuMicros)} / ${Math.round(e.ceiling.cpuMicros)} µs = ${(e.app.cpuMicros / e.ceiling.cpuMicros).toFixed(2)}×`,
                budget: '≤ 1.5×',
                ok: e.app.cpuMicros <= 1.5 * e.ceiling.cpuMicros,
              });
            }
            if (e.sessionCeiling && e.sessionCeilingRatio !== undefined) {
              rows.push({
                measurement: `${e.name}: req/s vs bare Fastify + pg, our session lookup + same SQL`,
                value: `${Math.round(e.app.rps)} / ${Math.round(e.sessionCeiling.rps)} = ${e.sessionCeilingRatio.toFixed(2)} (${Math.round(e.sessionCeiling.cpuMicros)} µs CPU/req)`,
                budget: '',
              });
            }
          }
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(CONTROL_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-control-'));
        try {
          const c = await measureControl(seeded.db, tmp, log);
          data.control = c;
          rows.push({
            measurement: `control list page (${c.members} members): p50 / p99`,
            value: `${c.page.p50} / ${c.page.p99} ms, ${Math.round(c.page.rps)} req/s`,
            budget: '',
          });
          rows.push({
            measurement: 'control list docontrol=1 page: p50 / p99',
            value: `${c.shortPage.p50} / ${c.shortPage.p99} ms, ${Math.round(c.shortPage.rps)} req/s`,
            budget: '',
          });
          rows.push({
            measurement: `control list Excel export (${c.members} members)`,
            value: `${c.export.seconds.toFixed(2)} s, ${(c.export.bytes / 1000).toFixed(0)} kB, server RSS +${c.export.rssRiseMB.toFixed(0)} MB`,
            budget: `< ${EXPORT_BUDGET.seconds} s, < ${EXPORT_BUDGET.megabytes} MB`,
            ok: c.export.seconds < EXPORT_BUDGET.seconds && c.export.rssRiseMB < EXPORT_BUDGET.megabytes,
          });
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(ATTENDANCE_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-attendance-'));
        try {
          const attendance = await measureAttendance(seeded.db, tmp, log);
          data.attendance = attendance;
          rows.push(...attendanceRows(attendance));
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(ATTEST_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-attest-'));
        try {
          const attest = await measureAttest(seeded.db, tmp, log, { databaseUrl: DATABASE_URL, schema: seeded.schema });
          data.attest = attest;
          rows.push(...attestRows(attest));
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(BURST_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-votes-'));
        try {
          const browser = await measureVoteBurst(seeded.db, tmp, log, 'browser');
          const server = await measureVoteBurst(seeded.db, tmp, log, 'server');
          data.votes = { browser, server };
          rows.push(...voteRows(browser, server));
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(BOARD_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-board-'));
        try {
          const b = await measureBoard(seeded.db, tmp, log, { databaseUrl: DATABASE_URL, schema: seeded.schema });
          data.board = b;
          rows.push(...boardRows(b));
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(MAIL_STEP, async () => {
        const mail = await measureMailQueue(seeded.db);
        data.mail = mail;
        rows.push({
          measurement: `${MAIL_COUNT} invitations delivered (SMTP)`,
          value: `${mail.seconds.toFixed(1)} s, ${Math.round(mail.perSecond)} mails/s (${mail.processed} PROCESSED, ${mail.accepted} accepted)`,
          budget: '< 30 s',
          ok: mail.seconds < 30 && mail.processed === MAIL_COUNT,
        });
      });
      await step(FINALISE_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-finalise-'));
        try {
          const f = await measureFinalise(seeded.db, tmp);
          data.finalise = f;
          rows.push({ measurement: `finalise: ${f.invitations} invitations queued`, value: `${f.seconds.toFixed(2)} s`, budget: '' });
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(FILES_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-files-'));
        try {
          const f = await measureFiles(seeded.db, tmp);
          data.files = f;
          const figures = (t: { seconds: number[]; rssRiseMB: number }) =>
            `${median(t.seconds).toFixed(2)} s (${Math.min(...t.seconds).toFixed(2)}–${Math.max(...t.seconds).toFixed(2)}), server RSS +${t.rssRiseMB.toFixed(0)} MB`;
          rows.push({ measurement: `upload of a ${f.megabytes} MB file (HTTP, PostgreSQL), median of ${FILE_ROUNDS}`, value: figures(f.upload), budget: '' });
          rows.push({
            measurement: `download of it, median of ${FILE_ROUNDS}, byte for byte`,
            value: figures(f.download),
            budget: 'identical',
            ok: f.identical,
          });
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
      await step(MEMBER_STEP, async () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-member-'));
        try {
          const m = await measureMemberCare(seeded.db, tmp);
          data.memberCare = m;
          rows.push({
            measurement: `a member's data as ZIP (${m.points} points, ${m.files} files), median of ${m.exportSeconds.length}`,
            value: `${median(m.exportSeconds).toFixed(2)} s, ${m.zipMB.toFixed(1)} MB`,
            budget: '',
          });
          const queued = Object.values(m.remindersQueued).reduce((a, b) => a + b, 0);
          rows.push({ measurement: 'one reminder run over the large seed', value: `${m.reminderSeconds.toFixed(2)} s, ${queued} mails queued`, budget: '' });
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      });
    } finally {
      await seeded.drop(); // before the browser runs, so PostgreSQL is idle then
    }
  },
  seedWanted,
);

await step('browser (server on PGlite)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-web-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(removeDir);
  data.builtDist ??= await ensureBuilt(DIST);
  try {
    const server = await startServer(dataDir);
    cleanups.push(server.stop);
    try {
      rows.push({ measurement: 'server start, fresh data dir (migrate + demo seed)', value: `${server.startSeconds.toFixed(1)} s`, budget: '' });
      const b = await measureBrowser(server.url);
      data.browser = { ...b, serverStartSeconds: server.startSeconds };
      const login = median(b.loginVisibleMs);
      const list = median(b.codelistsDrawnMs);
      const calibration = median(b.staticFormMs);
      // The machine's pace in this run, first in the table: a slow day shows there before anywhere else.
      rows.unshift({ measurement: 'calibration: a static HTML form drawn, same probe, median', value: spread(b.staticFormMs), budget: '' });
      rows.push({
        measurement: `login form visible, median of ${RUNS} (min–max)`,
        value: `${spread(b.loginVisibleMs)}, ${(login / calibration).toFixed(1)}× the static form`,
        budget: '≤ 3× static form',
        ok: login <= 3 * calibration,
      });
      rows.push({ measurement: '/codelijsten list drawn (10 rows), median', value: spread(b.codelistsDrawnMs), budget: '< 400 ms (25 rows)', ok: list < 400 });
      rows.push({ measurement: '/codelijsten/{GEMEENTE}/items drawn (10 rows)', value: spread(b.gemeenteValuesDrawnMs), budget: '' });
      const l = await measureLogin(server.url, RUNS);
      data.login = l;
      rows.push({
        measurement: 'Aanmelden → startpagina, fresh /login, median',
        value: spread(l.firstLoginMs),
        budget: '< 1 s',
        ok: median(l.firstLoginMs) < 1000,
      });
      rows.push({ measurement: 'Aanmelden → startpagina, after a logout, median', value: spread(l.nextLoginMs), budget: '' });
      rows.push({
        measurement: "Aanmelden → a vet's /bijscholing/punten (bookmark), median",
        value: spread(l.pointsPageMs),
        budget: '< 1 s',
        ok: median(l.pointsPageMs) < 1000,
      });
      rows.push({
        measurement: "Aanmelden → the secretariat's course list (bookmark), median",
        value: spread(l.courseListMs),
        budget: '< 1 s',
        ok: median(l.courseListMs) < 1000,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await removeDir();
  }
});

// Needs neither the seed nor a server: the domain crypto bundled into an empty page (bench/committee.ts).
await step(COMMITTEE_STEP, async () => {
  const c = await measureCommittee(log);
  data.committee = c;
  rows.push(...committeeRows(c));
});

// The voter's side of the same: one ballot sealed and audited in a fresh page (bench/sealing.ts).
await step(SEALING_STEP, async () => {
  const s = await measureSealing(log);
  data.sealing = s;
  rows.push(...sealingRows(s));
});

await cleanUp();
clearTimeout(watchdog);

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.measurement, r.value, r.budget][i]!.length), 10));
const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join('  ');
log(`\nBench ${new Date().toISOString()} — ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}, PostgreSQL ${data.postgres ?? '?'}`);
log(line(['measurement', 'value', 'budget', 'ok/over']));
log(line(widths.map((w) => '-'.repeat(w)).concat('-------')));
for (const r of rows) log(line([r.measurement, r.value, r.budget, r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER']));
const seconds = Math.round((Date.now() - started) / 1000);
log(`\n${rows.filter((r) => r.ok === false).length} over budget, ${errors.length} errors, ${seconds} s in all.`);

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify({ date: new Date().toISOString(), seconds, machine, rows, errors, ...data }, null, 2)}\n`);
log(`Written to ${path.relative(process.cwd(), OUT)}`);
process.exit(errors.length ? 1 : 0);
