import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createLogger } from '../../../server/log';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { orderlyStop } from '../../../server/shutdown';
import { createTestApp, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timeout');
    await wait(20);
  }
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', stream), messages: () => lines.map((line) => JSON.parse(line).msg as string) };
}

/** A mail server that takes connections and never greets: every send to it stays on its way. */
async function stalledSmtp() {
  const state = { connections: 0, received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect: () => {
      state.connections += 1;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.received += 1;
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?starttls=off`, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A raw HTTP/1.1 connection, to hold a request open (or half sent) across the close. */
async function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  socket.on('data', (chunk) => {
    data += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, text: () => data };
}

describe('a stopping mail worker', () => {
  const t = useTestApp();
  const sink = useSmtp();
  // Only this test's mails are due: the demo's queue stays out of the count.
  beforeEach(async () => {
    await t.db.query(`UPDATE mails SET status = 'STOP' WHERE status = 'NEW'`);
  });

  const queue = async (prefix: string, count: number) => {
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) {
      ids.push(
        await queueMail(t.db, 'WACHTWOORD_RESET', `${prefix}-${i}@voorbeeld.be`, { voornaam: 'A', achternaam: 'B', gebruikersnaam: 'c', link: 'http://x.be' }),
      );
    }
    return ids;
  };
  const rows = (ids: number[]) =>
    t.db.query<{ status: string; attempts: number; due: boolean; logs: number }>(
      `SELECT status, attempts, next_attempt_at <= now() AS due, (SELECT count(*)::int FROM mail_logs l WHERE l.idmail = m.idmail) AS logs
         FROM mails m WHERE idmail = ANY($1) ORDER BY idmail`,
      [ids],
    );
  const arrived = (prefix: string) => sink.received.filter((m) => m.to.some((to) => to.startsWith(`${prefix}-`))).map((m) => m.to[0]);

  it('hands back the claims it could not send within its bound, and another worker sends them at once, each once', async () => {
    const stalled = await stalledSmtp();
    const ids = await queue('terug', 4);
    const first = createMailWorker(t.db, { ...t.config, smtpUrl: stalled.url }, { concurrency: 4, pollMs: 20 });
    first.start();
    await until(async () => (await rows(ids)).every((r) => r.attempts === 1) && stalled.state.connections > 0);

    const started = Date.now();
    await first.stop(300);
    // The bound, and the cut-off sends coming back: far less than the lease of 120 s.
    expect(Date.now() - started).toBeLessThan(2000);
    // Due now, with their try given back, and no failed try logged: the mails were never refused.
    expect(await rows(ids)).toEqual(ids.map(() => ({ status: 'NEW', attempts: 0, due: true, logs: 0 })));

    const second = createMailWorker(t.db, { ...t.config, smtpUrl: sink.url }, { concurrency: 4 });
    expect(await second.drain()).toBe(4);
    await second.stop();
    expect(arrived('terug').sort()).toEqual(['terug-1@voorbeeld.be', 'terug-2@voorbeeld.be', 'terug-3@voorbeeld.be', 'terug-4@voorbeeld.be']);
    expect(stalled.state.received).toBe(0);
    expect(await rows(ids)).toEqual(ids.map(() => ({ status: 'PROCESSED', attempts: 1, due: expect.any(Boolean), logs: 1 })));
    await stalled.close();
  });

  it('finishes the sends on their way when the mail server is slow but answers within the bound', async () => {
    const ids = await queue('traag', 3);
    sink.state.delayMs = 400;
    try {
      const worker = createMailWorker(t.db, { ...t.config, smtpUrl: sink.url }, { concurrency: 4, pollMs: 20 });
      worker.start();
      await until(async () => (await rows(ids)).every((r) => r.attempts === 1));
      await worker.stop(5000);
    } finally {
      sink.state.delayMs = 0;
    }
    expect(arrived('traag')).toHaveLength(3);
    expect((await rows(ids)).map((r) => r.status)).toEqual(['PROCESSED', 'PROCESSED', 'PROCESSED']);
    // Nothing was handed back to be sent again.
    const again = createMailWorker(t.db, { ...t.config, smtpUrl: sink.url });
    expect(await again.drain()).toBe(0);
    await again.stop();
    expect(arrived('traag')).toHaveLength(3);
  });
});

describe('a stopping API node', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  /** The app as a node runs it, listening, with a request that takes until the test lets it go. */
  async function node() {
    const app = await buildApp({ config: ctx.config, db: ctx.db });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = false;
    app.get('/traag', async () => {
      inside = true;
      await gate;
      return { klaar: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The database is the test's: the stop's last step is only recorded.
    const steps: string[] = [];
    const out = capture();
    const stop = orderlyStop({ app, db: { close: async () => void steps.push('databank gesloten') }, log: out.log, timeoutMs: 3000 });
    return { app, port, release, isInside: () => inside, steps, out, stop };
  }

  it('answers the requests on its way, says it is not ready meanwhile, takes no new connection, then closes', async () => {
    const n = await node();
    const busy = await connection(n.port);
    busy.socket.write('GET /traag HTTP/1.1\r\nHost: portaal.test\r\n\r\n');
    // A balancer's request that was still arriving when the close began.
    const late = await connection(n.port);
    late.socket.write('GET /readyz HTTP/1.1\r\nHost: portaal.test\r\n');
    await until(n.isInside);

    const stopping = n.stop();
    await until(() => !n.app.server.listening);
    await expect(connection(n.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    late.socket.write('\r\n');
    await late.closed;
    expect(late.text()).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.text()).toMatch(/x-request-id: \S+/i);
    expect(late.text()).toContain('"errorcode":"SERVICE_UNAVAILABLE","usererror":"Service is momenteel niet bereikbaar probeer later opnieuw"');
    expect(n.steps).toEqual([]);

    n.release();
    await busy.closed;
    expect(busy.text()).toMatch(/^HTTP\/1\.1 200 /);
    expect(busy.text()).toMatch(/connection: close/i);
    expect(busy.text()).toContain('{"klaar":true}');
    await stopping;
    expect(n.steps).toEqual(['databank gesloten']);
    expect(n.out.messages()).toEqual(expect.arrayContaining(['Afsluiten: geen nieuwe verzoeken meer, wat onderweg is wordt afgemaakt', 'Afgesloten']));
  });

  it('cuts off a request that outlasts the bound, and still closes', async () => {
    const n = await node();
    const stuck = await connection(n.port);
    stuck.socket.write('GET /traag HTTP/1.1\r\nHost: portaal.test\r\n\r\n');
    await until(n.isInside);
    const started = Date.now();
    await n.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(5000);
    await stuck.closed;
    expect(stuck.text()).toBe('');
    expect(n.steps).toEqual(['databank gesloten']);
    n.release();
  });
});

const url = process.env.DATABASE_URL;

// The worker as its own process, on a server database (PGlite belongs to one process).
describe.skipIf(!url)('npm run worker on SIGTERM (PostgreSQL)', () => {
  const t = useTestApp();

  it('logs JSON lines, hands back its claims and exits 0 within the bound', async () => {
    const stalled = await stalledSmtp();
    const [{ schema }] = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    await t.db.query(`UPDATE mails SET status = 'STOP' WHERE status = 'NEW'`);
    const ids: number[] = [];
    for (const n of [1, 2])
      ids.push(
        await queueMail(t.db, 'WACHTWOORD_RESET', `proces-${n}@voorbeeld.be`, { voornaam: 'A', achternaam: 'B', gebruikersnaam: 'c', link: 'http://x.be' }),
      );
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/mail/worker-cli.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        SMTP_URL: stalled.url,
        PUBLIC_URL: 'http://portaal.test',
        MAIL_POLL_MS: '50',
        SHUTDOWN_TIMEOUT_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const claimed = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails WHERE idmail = ANY($1) AND attempts = 1', [ids]))[0]!.n === 2;
      await until(async () => (await claimed()) && stalled.state.connections > 0, 30_000);
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5000);
    } finally {
      child.kill('SIGKILL');
      await stalled.close();
    }
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['Mailwerker gestart (SMTP).', 'Signaal ontvangen', 'Mails teruggegeven aan de wachtrij', 'Afgesloten']),
    );
    const due = await t.db.query<{ attempts: number; due: boolean }>('SELECT attempts, next_attempt_at <= now() AS due FROM mails WHERE idmail = ANY($1)', [
      ids,
    ]);
    expect(due).toEqual([
      { attempts: 0, due: true },
      { attempts: 0, due: true },
    ]);
  });
});
