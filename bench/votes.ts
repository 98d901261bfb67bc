import os from 'node:os';
import { sealWithSecrets } from '../domain/crypto/ballot';
import { acceptBallots } from '../domain/crypto/cast';
import { precomputed } from '../domain/crypto/group';
import type { Db } from '../server/db';
import { createSession } from '../server/repositories/sessions';
import { fixManifest, seedCommittee } from '../server/seed/committee';
import { randomToken, sha256 } from '../server/security';
import { type CpuShare, cpuMeter, type SealerTimes, watchSealers } from './cpu';
import { withApp } from './http';

export const BURST = 1000;
/** The issue's election: 5 candidates, 2 seats (a ballot of 6 slots). */
export const BURST_SHAPE = { candidates: 5, seats: 2 } as const;
export const BURST_BUDGET_SECONDS = 10;

export interface VoteBurstResult {
  sealedBy: 'server' | 'browser';
  votes: number;
  accepted: number;
  /** Answers other than 200, by status (or the connection's error code). */
  refused: Record<string, number>;
  seconds: number;
  perSecond: number;
  /** Sealing the ballots in the bench process before the clock starts (browser-sealed only). */
  sealSeconds?: number;
  /** Counted afterwards: the board's entries, of them the answers' receipts, the voters' rows, the box's ballots. */
  counted: { board: number; receipts: number; voters: number; box: number };
  /** Where the time went: CPU of the machine, of this process (the app, its sealer threads, the clients) and of the app's PostgreSQL backends; the sealer threads' messages. */
  cpu: CpuShare;
  sealers: SealerTimes;
  /** Browser-sealed: the same ballots' proofs checked again afterwards on this thread, in one batch (acceptBallots): wall and CPU seconds. */
  checkOneThread?: { seconds: number; cpu: number };
  load: { before: number; after: number };
}

/** An open election of the large seed with 5 candidates and 2 seats, keyed by a committee as finalising keys it; removed after `run`. */
export async function withElection<T>(db: Db, title: string, run: (id: number) => Promise<T>): Promise<T> {
  const [election] = await db.query<{ id: number }>(
    `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
     VALUES ($1, now() - interval '1 day', now() + interval '1 day', $2, true, 'NEW', false) RETURNING id`,
    [title, BURST_SHAPE.seats],
  );
  const id = election!.id;
  try {
    await db.query(
      `INSERT INTO verkiezing_kandidaten (verkiezing_id, person_id, lastname, firstname)
       SELECT $1, iddicperson, lastname, firstname FROM persons WHERE ordenummer IS NOT NULL ORDER BY iddicperson LIMIT $2`,
      [id, BURST_SHAPE.candidates],
    );
    // Fresh seeds, dropped here: nobody decrypts this box.
    const seeds = [1, 2, 3].map(() => crypto.getRandomValues(new Uint8Array(32)));
    await db.tx(async (q) => {
      await seedCommittee(q, id, { keyed: true, seed: (i) => seeds[i - 1]! });
      await fixManifest(q, id);
      await q.query(`UPDATE verkiezingen SET state = 'FINISHED', mailssended = true WHERE id = $1`, [id]);
    });
    return await run(id);
  } finally {
    await db.query('DELETE FROM verkiezingen WHERE id = $1', [id]);
  }
}

/** One session cookie each for BURST different veterinarians of the large seed. */
export async function voterCookies(db: Db, count = BURST) {
  const voters = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN persons p ON p.ordenummer = u.username WHERE 'DIERENARTS' = ANY (u.roles) AND u.kennisname ORDER BY u.id LIMIT $1`,
    [count],
  );
  if (voters.length < count) throw new Error(`slechts ${voters.length} dierenartsen`);
  const cookies: string[] = [];
  for (const v of voters) {
    const sid = randomToken();
    await createSession(db, sha256(sid), v.id);
    cookies.push(`ovd_sid=${sid}`);
  }
  return cookies;
}

/** Blank, one candidate or two, in turn: every form of ballot in the burst. */
const choicesOf = (candidates: readonly number[], i: number) =>
  [...new Set([candidates[i % candidates.length]!, candidates[(i * 3 + 1) % candidates.length]!])].slice(0, i % 3);

/**
 * BURST different members of the large seed vote at the same moment over HTTP (the app listening on a
 * port, PostgreSQL): the time from the first request to the last answer. Server-sealed: each sends
 * SPEC's array of candidate ids and the server seals it. Browser-sealed: each ballot is sealed as
 * the voting page seals it (from GET …/stembiljet) in this process before the clock starts, and the
 * server checks every proof on its sealer threads. Afterwards the board, the voters and the box are
 * counted. The election and its votes are removed afterwards.
 */
export async function measureVoteBurst(db: Db, dataDir: string, log: (line: string) => void, sealedBy: 'server' | 'browser'): Promise<VoteBurstResult> {
  return withElection(db, `Bench ${sealedBy}`, (id) =>
    withApp(db, dataDir, async (base, config) => {
      const cookies = await voterCookies(db);
      const origin = new URL(config.publicUrl).origin;
      const sheetAnswer = await fetch(`${base}/api/verkiezingen/${id}/stembiljet`, { headers: { cookie: cookies[0]! } });
      if (sheetAnswer.status !== 200) throw new Error(`stembiljet: ${sheetAnswer.status} ${await sheetAnswer.text()}`);
      const sheet = (await sheetAnswer.json()) as { publicKey: string; fingerprint: string | null; seats: number; candidates: { id: number }[] };
      const candidates = sheet.candidates.map((c) => c.id);
      let bodies: string[];
      let sealSeconds: number | undefined;
      if (sealedBy === 'browser') {
        const sealStarted = performance.now();
        const Y = precomputed(sheet.publicKey);
        const slots = { candidates, max: sheet.seats, fingerprint: sheet.fingerprint ?? undefined };
        bodies = cookies.map((_, i) => JSON.stringify({ fingerprint: sheet.fingerprint, ballot: sealWithSecrets(Y, slots, choicesOf(candidates, i)).ballot }));
        sealSeconds = (performance.now() - sealStarted) / 1000;
        log(`  ${BURST} stembiljetten verzegeld in dit proces (niet in de tijd): ${sealSeconds.toFixed(1)} s`);
      } else {
        bodies = cookies.map((_, i) => JSON.stringify(choicesOf(candidates, i)));
      }
      const url = `${base}/api/verkiezingen/${id}/votes`;
      const before = os.loadavg()[0]!;
      const meter = cpuMeter();
      const started = performance.now();
      const sealers = watchSealers(started);
      const answers = await Promise.all(
        cookies.map((cookie, i) =>
          fetch(url, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: bodies[i] })
            .then(async (r) => {
              const text = await r.text();
              return { status: String(r.status), receipt: r.status === 200 ? (JSON.parse(text) as { receipt: string }).receipt : '' };
            })
            // A connection refused or reset is counted with the refusals, by its code, not thrown.
            .catch((error: Error & { cause?: { code?: string } }) => ({ status: error.cause?.code ?? error.message, receipt: '' })),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const sealerTimes = sealers.stop();
      const cpu = meter.stop();
      const accepted = answers.filter((a) => a.status === '200').length;
      const refused: Record<string, number> = {};
      for (const a of answers) if (a.status !== '200') refused[a.status] = (refused[a.status] ?? 0) + 1;
      const [counted] = await db.query<VoteBurstResult['counted']>(
        `SELECT (SELECT count(*)::int FROM verkiezing_bord WHERE verkiezing_id = $1) AS board,
                (SELECT count(*)::int FROM verkiezing_bord WHERE verkiezing_id = $1 AND tracker = ANY ($2)) AS receipts,
                (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voters,
                (SELECT count(*)::int FROM verkiezing_stembus WHERE verkiezing_id = $1) AS box`,
        [id, answers.map((a) => a.receipt).filter(Boolean)],
      );
      let checkOneThread: VoteBurstResult['checkOneThread'];
      if (sealedBy === 'browser') {
        const checkStarted = performance.now();
        const cpuBefore = process.cpuUsage();
        const slots = { candidates, max: sheet.seats, fingerprint: sheet.fingerprint ?? undefined };
        acceptBallots(
          precomputed(sheet.publicKey),
          slots,
          bodies.map((b) => JSON.parse(b).ballot),
        );
        const used = process.cpuUsage(cpuBefore);
        checkOneThread = { seconds: (performance.now() - checkStarted) / 1000, cpu: (used.user + used.system) / 1e6 };
      }
      log(
        `  ${sealedBy}: ${accepted} van ${BURST} aanvaard in ${seconds.toFixed(2)} s; bord ${counted!.board}, stemmers ${counted!.voters}, stembus ${counted!.box}`,
      );
      return {
        sealedBy,
        votes: BURST,
        accepted,
        refused,
        seconds,
        perSecond: accepted / seconds,
        sealSeconds,
        counted: counted!,
        cpu,
        sealers: sealerTimes,
        checkOneThread,
        load: { before, after: os.loadavg()[0]! },
      };
    }),
  );
}

/** Counted exactly once: every vote answered 200, each receipt on the board once, and as many voters' rows and ballots in the box. */
export const countedOnce = (v: VoteBurstResult) =>
  v.accepted === BURST && v.counted.board === BURST && v.counted.receipts === BURST && v.counted.voters === BURST && v.counted.box === BURST;

/** The table's rows for the two bursts: the browser-sealed one against its budget, the server-sealed one beside it. */
export function voteRows(browser: VoteBurstResult, server: VoteBurstResult) {
  const shape = `${BURST_SHAPE.candidates} candidates, ${BURST_SHAPE.seats} seats`;
  const figures = (v: VoteBurstResult) =>
    `${v.seconds.toFixed(2)} s, ${Math.round(v.perSecond)} votes/s (${v.accepted} accepted${Object.keys(v.refused).length ? `, refused ${JSON.stringify(v.refused)}` : ''}); ` +
    `board ${v.counted.board}, voters ${v.counted.voters}, box ${v.counted.box}`;
  const cpu = ({ cpu: c }: VoteBurstResult) =>
    `CPU s: machine ${c.machine.toFixed(1)} of ${c.machineCapacity.toFixed(1)}; ours ${c.process.toFixed(1)} (main thread ${c.mainThread.toFixed(1)}, sealer threads ${c.newThreads.toFixed(1)}), ` +
    `its PostgreSQL backends ${c.postgres.toFixed(1)}, the rest of the machine ${(c.machine - c.process - c.postgres).toFixed(1)}`;
  const threads = ({ sealers: t }: VoteBurstResult) =>
    `${t.jobs} jobs, last sent at ${t.lastSent.toFixed(1)} s, last answered at ${t.lastAnswer.toFixed(1)} s; wait + work per job p50 ${t.latency.p50.toFixed(1)} s, p90 ${t.latency.p90.toFixed(1)} s; ${t.batches} batches of median ${t.batchSize}`;
  return [
    {
      measurement: `election: ${BURST} members vote at once, ballots sealed in the browser (${shape}; HTTP, PostgreSQL)`,
      value: figures(browser),
      budget: `< ${BURST_BUDGET_SECONDS} s, each counted once`,
      ok: browser.seconds < BURST_BUDGET_SECONDS && countedOnce(browser),
    },
    { measurement: `  sealing the ${BURST} ballots beforehand, in the bench process (not timed)`, value: `${browser.sealSeconds?.toFixed(1)} s`, budget: '' },
    { measurement: '  where the time went', value: cpu(browser), budget: '' },
    { measurement: '  the sealer threads (checking)', value: threads(browser), budget: '' },
    {
      measurement: `  the ${BURST} ballots' proofs checked again afterwards on one thread, one batch`,
      value: `${browser.checkOneThread?.seconds.toFixed(1)} s (${browser.checkOneThread?.cpu.toFixed(1)} s CPU)`,
      budget: '',
    },
    {
      measurement: `election: ${BURST} members vote at once, sealed by the server (${shape})`,
      value: figures(server),
      budget: 'each counted once',
      ok: countedOnce(server),
    },
    { measurement: '  where the time went', value: cpu(server), budget: '' },
    { measurement: '  the sealer threads (sealing)', value: threads(server), budget: '' },
    { measurement: '  browser-sealed against server-sealed, time', value: `${(browser.seconds / server.seconds).toFixed(2)}×`, budget: '' },
    {
      measurement: 'load average (1 min), before / after each burst (browser, server)',
      value: `${browser.load.before.toFixed(2)} / ${browser.load.after.toFixed(2)}, ${server.load.before.toFixed(2)} / ${server.load.after.toFixed(2)}`,
      budget: '',
    },
  ];
}
