import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../../../server/mail/worker';
import { as, createTestApp, login, reopenTestApp } from '../../helpers/app';
import { makeCandidates, makeElection, makeVets } from '../../helpers/elections';
import { multipart, SAMPLES } from '../../helpers/files';
import { startSmtp } from '../../helpers/smtp';

const url = process.env.DATABASE_URL;
const MAILS = 1000;
const VOTERS = 200;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The scaled-out set-up of docs/operations.md: two API nodes and a worker, each with its own connections,
 * on one PostgreSQL. Nothing a user does may depend on which node answers.
 */
describe.skipIf(!url)('two nodes and a worker on one database (PostgreSQL)', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof reopenTestApp>>;
  let w: Awaited<ReturnType<typeof reopenTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    a = await createTestApp();
    // Another machine: a data folder of its own, only the database in common.
    b = await reopenTestApp({ ...a, config: { ...a.config, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'node-b-')) } }, {});
    // The worker's own pool: the app around it only lends the connection settings.
    w = await reopenTestApp(a, {});
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await w.close();
    await b.close();
    await smtp.close();
    await a.close();
    fs.rmSync(b.config.dataDir, { recursive: true, force: true });
  });

  it('a login made on one node works on the other, and a logout on the other ends it everywhere', async () => {
    const cookie = await login(a.app, 'secretariaat');
    const me = await as(b.app, cookie, { method: 'GET', url: '/api/auth/person' });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('secretariaat');
    await as(b.app, cookie, { method: 'GET', url: '/api/auth/logout' });
    expect((await as(a.app, cookie, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
  });

  it('a file uploaded through one node downloads through the other, byte for byte', async () => {
    const provider = await login(a.app, 'opleider');
    const [course] = await a.db.query<{ id: number }>(`SELECT id FROM bijscholing_cursussen WHERE title LIKE '%Echografie%'`);
    const content = Buffer.concat([SAMPLES.pdf, Buffer.alloc(700_000, 0x25)]);
    const up = await as(a.app, provider, {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${course!.id}/attachment`,
      ...multipart('programma.pdf', content),
    });
    expect(up.statusCode, up.body).toBe(201);
    const down = await as(b.app, provider, { method: 'GET', url: `/api/bijscholing/cursussen/${course!.id}/attachment` });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(content)).toBe(true);
  });

  it(`${VOTERS} members voting through both nodes give ${VOTERS} ballots, and each repeat on the other node is refused`, async () => {
    const id = await makeElection(a.db, { elected: 1 });
    const [x, y] = await makeCandidates(a.db, id, 2);
    const vets = await makeVets(a.db, 'T', VOTERS);
    const vote = (node: typeof a.app, cookie: string, i: number) =>
      as(node, cookie, { method: 'POST', url: `/api/verkiezingen/${id}/votes`, payload: [i % 3 === 0 ? y : x] });
    const answers = await Promise.all(
      vets.flatMap((v, i) => {
        const [first, second] = i % 2 === 0 ? [a.app, b.app] : [b.app, a.app];
        return [vote(first, v.cookie, i), vote(second, v.cookie, i)];
      }),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(VOTERS);
    expect(codes.filter((s) => s === 409)).toHaveLength(VOTERS);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().errorcode === 'ALLREADY_VOTED')).toBe(true);
    const [counts] = await b.db.query<{ voters: number; ballots: number }>(
      `SELECT (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voters,
              (SELECT count(*)::int FROM verkiezing_stembus WHERE verkiezing_id = $1) AS ballots`,
      [id],
    );
    expect(counts).toEqual({ voters: VOTERS, ballots: VOTERS });
  });

  it(`${MAILS} mails reach the mail server exactly once while one node stops in the middle`, async () => {
    await a.db.query(`UPDATE mails SET status = 'STOP' WHERE status = 'NEW'`);
    await a.db.query(
      `INSERT INTO mails (idmailtemplate, recipient)
       SELECT (SELECT idmailtemplate FROM mail_templates WHERE name = 'ACTIVATIE'), 'lid' || g || '@twee-nodes.be'
         FROM generate_series(1, ${MAILS}) g`,
    );
    smtp.state.delayMs = 2;
    const config = { ...a.config, smtpUrl: smtp.url };
    // Each node sends from its own process, as `npm start` does, and `npm run worker` beside them.
    const workers = [a, b, w].map((node) => createMailWorker(node.db, config, { pollMs: 50, concurrency: 8, logger: { warn: () => {}, error: () => {} } }));
    for (const worker of workers) worker.start();
    const ours = () => smtp.received.filter((m) => m.to[0]!.endsWith('@twee-nodes.be'));
    const deadline = Date.now() + 90_000;
    while (ours().length < MAILS / 3 && Date.now() < deadline) await wait(20);
    // The node stops as on SIGTERM: its worker finishes what it holds, then the node closes.
    await workers[0]!.stop();
    let left = Infinity;
    while (left > 0 && Date.now() < deadline) {
      await wait(100);
      [{ left }] = await w.db.query<{ left: number }>(
        `SELECT count(*)::int AS left FROM mails WHERE recipient LIKE '%@twee-nodes.be' AND status <> 'PROCESSED'`,
      );
    }
    await Promise.all(workers.slice(1).map((worker) => worker.stop()));
    expect(left).toBe(0);
    const byRecipient = new Map<string, number>();
    for (const mail of ours()) byRecipient.set(mail.to[0]!, (byRecipient.get(mail.to[0]!) ?? 0) + 1);
    expect(byRecipient.size).toBe(MAILS);
    expect([...byRecipient.values()].filter((n) => n !== 1)).toEqual([]);
    expect(ours()).toHaveLength(MAILS);
  }, 120_000);
});
