import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEST_RANDOM_CHARS, makeAttestCode } from '../../../domain/rules/attestCode';
import { buildApp } from '../../../server/app';
import { createLogger } from '../../../server/log';
import { createMailWorker } from '../../../server/mail/worker';
import { findUserByUsername } from '../../../server/repositories/users';
import { issueTokenMail } from '../../../server/services/accounts';
import { as, createTestApp, login, withAppOrigin } from '../../helpers/app';
import { keyCommittee } from '../../helpers/committee';
import { makeCandidates, makeElection } from '../../helpers/elections';
import { closedPort } from '../../helpers/smtp';

// A built browser app in miniature: the links mailed to members open its pages, so they are logged too.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-static-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portaal</title>');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A logger as the server's (server/log.ts), writing its lines into `lines` instead of stdout. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', stream), entries: () => lines.map((line) => JSON.parse(line)) };
}

/** "request completed" is written when the answer has gone out, a moment after inject resolves. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the server log', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  const out = capture();

  beforeAll(async () => {
    ctx = await createTestApp({}, dist);
    app = withAppOrigin(await buildApp({ config: ctx.config, db: ctx.db, staticDir: dist, logger: out.log }), ctx.config.publicUrl);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  it('never holds a reset, activation or calendar key, a password, a session, or the values of a query string', async () => {
    // Reset: asked for through the API, opened from the mail (the browser page), used by its form.
    expect((await app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' })).statusCode).toBe(200);
    const [{ link }] = await ctx.db.query<{ link: string }>(
      `SELECT p.value AS link FROM mails m JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link'
        WHERE m.recipient = 'n1001@demo.orde-dierenartsen.be' ORDER BY m.idmail DESC LIMIT 1`,
    );
    const resetToken = link.split('/').pop()!;
    expect((await app.inject({ method: 'GET', url: `/token/${resetToken}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/crm/user/token/${resetToken}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/crm/user/token/${resetToken}`, payload: { password: 'kort', repassword: 'kort' } })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: `/api/crm/user/token/${resetToken}/meer` })).statusCode).toBe(404);

    // Activation of a new account.
    await ctx.db.query(
      `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, active, kennisname)
       VALUES ('logopleider', NULL, 'Log', 'Opleider', 'log@demo.test', '{OPLVERSTREKKER}', false, true)`,
    );
    const activationToken = await issueTokenMail(ctx.db, ctx.config, (await findUserByUsername(ctx.db, 'logopleider'))!, 'ACTIVATE');
    expect((await app.inject({ method: 'GET', url: `/activate/${activationToken}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/crm/user/activate/${activationToken}` })).statusCode).toBe(200);

    // The calendar feed, whose path is its only key.
    const vet = await login(app, 'N1003');
    const feedUrl = (await as(app, vet, { method: 'POST', url: '/api/agenda' })).json().url as string;
    const calendarToken = /\/agenda\/([\w-]+)\.ics$/.exec(feedUrl)![1]!;
    const feed = await app.inject({ method: 'GET', url: new URL(feedUrl).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');

    // A CPD certificate's verification code: it opens what the certificate says, at the API and on the page.
    const attestCode = makeAttestCode(randomBytes(ATTEST_RANDOM_CHARS));
    expect((await app.inject({ method: 'GET', url: `/api/attesten/${attestCode}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/attest/${attestCode}` })).statusCode).toBe(200);

    // A search and a page address with values that could be anything.
    const searched = `geheim-${randomUUID()}`;
    const sec = await login(app, 'secretariaat');
    expect((await as(app, sec, { method: 'GET', url: `/api/mails?limit=25&offset=0&q=${searched}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/login?sleutel=${searched}x` })).statusCode).toBe(200);
    await settled();

    const text = out.lines.join('\n');
    const session = (cookie: string) => cookie.replace('ovd_sid=', '');
    for (const secret of [resetToken, activationToken, calendarToken, attestCode, searched, 'Dierenarts1', 'Secretariaat1', session(vet), session(sec)]) {
      expect(text).not.toContain(secret);
    }
    // What the lines do say: which page, which route, which parameters.
    const requests = out.entries().filter((e) => e.msg === 'incoming request');
    expect(requests.map((e) => e.req.url)).toEqual(
      expect.arrayContaining([
        '/api/crm/user/resetpass/N1001',
        '/token/…',
        '/api/crm/user/token/…',
        '/api/crm/user/token/…/meer',
        '/activate/…',
        '/api/crm/user/activate/…',
        '/agenda/…',
        '/api/attesten/…',
        '/attest/…',
        '/api/mails?limit=25&offset=0&q=…',
        '/login?sleutel=…',
      ]),
    );
    expect(requests.find((e) => e.req.url === '/agenda/…').req.route).toBe('/agenda/:token.ics');
  });

  it('gives every request one id, answers it in X-Request-Id and writes it on each of its lines', async () => {
    const from = out.lines.length;
    const calls = [
      { method: 'GET' as const, url: '/api/bestaat/niet', status: 404 },
      { method: 'GET' as const, url: '/api/auth/person', status: 401 },
      { method: 'POST' as const, url: '/api/auth/person/j_security_check', headers: { origin: 'https://elders.example' }, status: 403 },
      { method: 'GET' as const, url: '/api/%E0%A4%A', status: 400 },
      { method: 'GET' as const, url: '/favicon.svg', status: 200 },
      { method: 'GET' as const, url: '/cursussen', status: 200 },
    ];
    const ids: string[] = [];
    for (const { status, ...call } of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(status);
      const id = res.headers['x-request-id'] as string;
      expect(id, call.url).toMatch(UUID);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    await settled();
    const lines = out.lines.slice(from).map((line) => JSON.parse(line));
    // Every line of these requests names its request; each request has its own lines.
    expect(lines.every((e) => ids.includes(e.reqId))).toBe(true);
    for (const id of ids) {
      const own = lines.filter((e) => e.reqId === id).map((e) => e.msg);
      expect(own).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    }
  });

  it('keeps a well-formed X-Request-Id from a proxy or another node, and replaces any other', async () => {
    const given = 'lb-7f3a.2026:11_25';
    const res = await app.inject({ method: 'GET', url: '/api/auth/person', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    for (const bad of ['met spatie', 'x'.repeat(65), '<script>', '']) {
      const other = await app.inject({ method: 'GET', url: '/api/auth/person', headers: { 'x-request-id': bad } });
      expect(other.headers['x-request-id'], bad).toMatch(UUID);
    }
    await settled();
    expect(
      out
        .entries()
        .filter((e) => e.reqId === given)
        .map((e) => e.msg),
    ).toEqual(['incoming request', 'request completed']);
    expect(out.lines.join('\n')).not.toContain('<script>');
  });

  it('gives a mail the id of the request that queued it, and the worker writes it on its lines about that mail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1004' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    const [mail] = await ctx.db.query<{ idmail: number; request_id: string }>(
      `SELECT idmail, request_id FROM mails WHERE recipient = 'n1004@demo.orde-dierenartsen.be' ORDER BY idmail DESC LIMIT 1`,
    );
    expect(mail!.request_id).toBe(id);

    // A mail server that refuses the connection: the try fails and the worker says so.
    const worker = capture();
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}?starttls=off`;
    const mailer = createMailWorker(ctx.db, { ...ctx.config, smtpUrl }, { logger: worker.log });
    await mailer.drain();
    await mailer.stop();
    const failure = worker.entries().find((e) => e.msg === 'Mail niet verstuurd' && e.idmail === mail!.idmail);
    expect(failure).toMatchObject({ level: 'warn', reqId: id, attempt: 1 });
    // The mail's link (a reset token) is no part of it.
    const [{ link }] = await ctx.db.query<{ link: string }>(`SELECT value AS link FROM mail_params WHERE idmail = $1 AND name = 'link'`, [mail!.idmail]);
    expect(worker.lines.join('\n')).not.toContain(link.split('/').pop()!);
  });

  it('gives the mails a request queues in bulk (invitations, reminders) its id as well', async () => {
    const sec = await login(app, 'secretariaat');
    const upcoming = await makeElection(ctx.db, { state: 'NEW', start: 86_400_000, end: 8 * 86_400_000 });
    await makeCandidates(ctx.db, upcoming, 2);
    await keyCommittee(ctx.db, upcoming);
    const finalised = await as(app, sec, {
      method: 'POST',
      url: `/api/verkiezingen/${upcoming}/actions/finaliseren`,
      headers: { 'x-request-id': 'uitnodiging.1' },
      payload: {},
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const invited = await ctx.db.query<{ request_id: string; n: number }>(
      `SELECT m.request_id, count(*)::int AS n FROM mails m JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link' AND p.value LIKE $1 GROUP BY 1`,
      [`%/verkiezingen/${upcoming}`],
    );
    expect(invited).toEqual([{ request_id: 'uitnodiging.1', n: expect.any(Number) }]);

    const open = await makeElection(ctx.db);
    const reminded = await as(app, sec, { method: 'POST', url: `/api/verkiezingen/${open}/unvoted/herinnering`, headers: { 'x-request-id': 'herinnering.1' } });
    expect(reminded.json().count).toBeGreaterThan(0);
    const ids = await ctx.db.query<{ request_id: string }>(
      "SELECT DISTINCT m.request_id FROM herinneringen h JOIN mails m ON m.idmail = h.idmail WHERE h.occasion = 'stemmen' AND h.subject_id = $1",
      [open],
    );
    expect(ids).toEqual([{ request_id: 'herinnering.1' }]);
  });

  it('hides a password, token, cookie or authorization handed to the logger by mistake', () => {
    const own = capture();
    own.log.warn({ password: 'Wachtwoord123', user: { token: 'sleutel-123' }, headers: { cookie: 'ovd_sid=abc', authorization: 'Basic eHl6' } }, 'vergissing');
    const [line] = own.entries();
    expect(line).toMatchObject({ password: '[verborgen]', user: { token: '[verborgen]' }, headers: { cookie: '[verborgen]', authorization: '[verborgen]' } });
    expect(own.lines[0]).not.toMatch(/Wachtwoord123|sleutel-123|ovd_sid=abc|eHl6/);

    // A URL in a message or an error, as a library writes it: masked all the same, the line still JSON.
    const key = randomUUID();
    own.log.info(`Route GET:/agenda/${key}.ics not found`);
    own.log.error(Object.assign(new Error(`Reply was already sent for url "/api/crm/user/activate/${key}?code=${key}"`), { params: [key] }));
    const [message, error] = own.entries().slice(1);
    expect(message.msg).toBe('Route GET:/agenda/… not found');
    expect(error.err.message).toBe('Reply was already sent for url "/api/crm/user/activate/…?code=…"');
    expect(own.lines.join('\n')).not.toContain(key);
  });
});
