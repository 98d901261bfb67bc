import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { type Db, openDb } from '../../../server/db';
import { migrate } from '../../../server/db/migrate';
import { createMailWorker } from '../../../server/mail/worker';
import { backup } from '../../../server/ops/backup';
import { listenForBackups } from '../../../server/ops/controlSocket';
import { holdsDataDirectory } from '../../../server/ops/format';
import { connectionFor, findPgTool } from '../../../server/ops/pgTools';
import { restore } from '../../../server/ops/restore';
import { userTables } from '../../../server/repositories/operations';
import { seedDemo } from '../../../server/seed/demo';
import { as, login, withAppOrigin } from '../../helpers/app';
import { multipart } from '../../helpers/files';
import { startSmtp } from '../../helpers/smtp';

/**
 * `npm run backup` and `npm run restore`, through the functions the commands run: a
 * database with the demo rows of every area, an uploaded file and a live session is backed up, restored
 * into a fresh data directory (or database), and read back through an app over the copy. The source
 * is made to look like a backup of an older version (without the last migration), so the restore
 * migrates it too.
 */
const onPostgres = !!process.env.DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portaal-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const configFor = (dataDir: string, databaseUrl?: string): Config => ({ ...loadConfig({ PUBLIC_URL: 'http://portaal.test' }), dataDir, databaseUrl });
const quiet = { info: () => {}, warn: () => {} };
/** A course attachment of several hundred kB, so it spans more than one stored chunk. */
const document = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(700_000), Buffer.from('\n%%EOF\n', 'latin1')]);

const openApp = async (config: Config, db: Db) => {
  const app = withAppOrigin(await buildApp({ config, db }), config.publicUrl);
  await app.ready();
  return app;
};

/** Every table's row count, by name. */
async function rowCounts(db: Db) {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const rows = await db.query<{ t: string; n: number }>(tables.map((t) => `SELECT '${t.name}' AS t, count(*)::int AS n FROM ${t.name}`).join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

interface Source {
  counts: Record<string, number>;
  cookie: string;
  courseId: number;
}

/** What a day's work leaves: a live session, an uploaded attachment, a mail not yet sent; then "an older version". */
async function fillSource(app: FastifyInstance, db: Db): Promise<Source> {
  const cookie = await login(app, 'opleider');
  const [course] = await db.query<{ id: number }>(`SELECT id FROM bijscholing_cursussen WHERE title LIKE '%Echografie%'`);
  const upload = await as(app, cookie, { method: 'POST', url: `/api/bijscholing/cursussen/${course!.id}/attachment`, ...multipart('programma.pdf', document) });
  expect(upload.statusCode, upload.body).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1003' })).statusCode).toBe(200);
  await db.query('DROP TABLE app_state');
  await db.query(`DELETE FROM schema_migrations WHERE version = '050_mail_pause.sql'`);
  return { counts: await rowCounts(db), cookie, courseId: course!.id };
}

/** The copy: every row but the sessions, the file's bytes, no production cookie, and no mail until the secretariat resumes. */
async function checkCopy(config: Config, db: Db, source: Source) {
  const app = await openApp(config, db);
  const smtp = await startSmtp();
  try {
    const counts = await rowCounts(db);
    // The restore's own traces: the migration it applied, and the pause with its audit row.
    const expected = {
      ...source.counts,
      sessions: 0,
      app_state: 1,
      schema_migrations: source.counts.schema_migrations! + 1,
      audit_log: source.counts.audit_log! + 1,
    };
    expect(counts).toEqual(expected);
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThan(30);

    expect((await as(app, source.cookie, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
    const file = await as(app, await login(app, 'opleider'), { method: 'GET', url: `/api/bijscholing/cursussen/${source.courseId}/attachment` });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.rawPayload.equals(document)).toBe(true);

    const secretariaat = await login(app, 'secretariaat');
    expect((await as(app, secretariaat, { method: 'GET', url: '/api/mails/versturen' })).json()).toMatchObject({ paused: true, reason: 'restore' });
    const worker = createMailWorker(db, { ...config, smtpUrl: smtp.url });
    await worker.drain();
    expect(smtp.received).toEqual([]);
    expect((await as(app, secretariaat, { method: 'PUT', url: '/api/mails/versturen', payload: { paused: false } })).statusCode).toBe(200);
    await worker.drain();
    await worker.stop();
    expect(smtp.received.flatMap((m) => m.to)).toContain('n1003@demo.orde-dierenartsen.be');
  } finally {
    await smtp.close();
    await app.close();
  }
}

describe('finding the PostgreSQL tools and passing the address', () => {
  it('says in Dutch what to install when pg_dump is nowhere', () => {
    expect(() => findPgTool('pg_dump', '/nergens', '/bestaat/niet')).toThrow(/pg_dump is niet gevonden.*postgresql-client/);
  });

  it('keeps the password off the command line: it goes to PGPASSWORD', () => {
    const c = connectionFor('postgres://portaal:ge%40heim@db.orde.be:5433/portaal?sslmode=require');
    expect(c).toEqual({ dbname: 'postgres://portaal@db.orde.be:5433/portaal?sslmode=require', database: 'portaal', env: { PGPASSWORD: 'ge@heim' } });
    expect(() => connectionFor('host=db user=x')).toThrow(/DATABASE_URL is geen adres/);
  });
});

describe.runIf(!onPostgres)('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  const source = path.join(root, 'bron');
  const copy = path.join(root, 'kopie');
  const live = path.join(root, 'live.backup');
  let db: Db;
  let app: FastifyInstance;
  let socket: Awaited<ReturnType<typeof listenForBackups>>;
  let filled: Source;

  beforeAll(async () => {
    db = await openDb({ dataDir: path.join(source, 'pg') });
    await migrate(db);
    await seedDemo(db);
    app = await openApp(configFor(source), db);
    // What a server killed with SIGKILL leaves behind; the next one takes the place over.
    fs.writeFileSync(path.join(source, 'beheer.sock'), '');
    socket = await listenForBackups(db, source, quiet);
  });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await socket?.close();
    await app?.close();
    await db?.close();
  };
  afterAll(stop);

  it('backs up while the server runs and answers, through its control socket', async () => {
    filled = await fillSource(app, db);
    expect(fs.statSync(path.join(source, 'beheer.sock')).mode & 0o777).toBe(0o600);
    const reads = Array.from({ length: 6 }, () => as(app, filled.cookie, { method: 'GET', url: '/api/bijscholing/cursussen' }));
    const [result, ...answers] = await Promise.all([backup(configFor(source), live), ...reads]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(result).toMatchObject({ file: live, kind: 'pglite', via: 'server', bytes: fs.statSync(live).size });
    expect(fs.statSync(live).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Its manifest holds the audit trail's chain head as the copy holds it.
    const manifest = JSON.parse(fs.readFileSync(`${live}.manifest.json`, 'utf8'));
    expect(manifest).toMatchObject({ soort: 'pglite', auditspoor: { volgnummer: result.chainHead!.seq, hash: result.chainHead!.hash } });
    expect(manifest.auditspoor.volgnummer).toBeGreaterThan(0);
  });

  it('refuses to restore under a running server, or a file of the wrong kind, and changes nothing', async () => {
    await expect(restore(configFor(source), live, { force: true })).rejects.toThrow(/Er draait een server op .*beheer\.sock/);
    const config = configFor(copy, 'postgres://postgres@127.0.0.1:1/elders');
    await expect(restore(config, live)).rejects.toThrow(/back-up van de ingebouwde databank.*DATABASE_URL is ingesteld/);
    const dump = path.join(root, 'pg.dump');
    fs.writeFileSync(dump, Buffer.concat([Buffer.from('PGDMP'), randomBytes(100)]));
    await expect(restore(configFor(copy), dump)).rejects.toThrow(/back-up van een PostgreSQL-databank.*DATABASE_URL is niet ingesteld/);
    await expect(restore(configFor(copy), path.resolve('package.json'))).rejects.toThrow(/geen back-up van "npm run backup"/);
    expect(fs.existsSync(copy)).toBe(false);
  });

  it('backs up a stopped server’s data directory itself, but never one a server still holds', async () => {
    const offline = path.join(root, 'offline.backup');
    await socket.close();
    fs.writeFileSync(path.join(source, 'beheer.sock'), '');
    await expect(backup(configFor(source), offline)).rejects.toThrow(/is geopend \(postmaster\.pid\), maar geen server antwoordt/);
    await stop();
    expect(await backup(configFor(source), offline)).toMatchObject({ kind: 'pglite', via: 'direct' });
    expect(holdsDataDirectory(fs.readFileSync(offline))).toBe(true);
  });

  it('restores over a database only with --force, which moves it aside', async () => {
    fs.mkdirSync(path.join(copy, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'pg', 'PG_VERSION'), '15\n');
    await expect(restore(configFor(copy), live)).rejects.toThrow(/staat al een databank.*--force/);
    const result = await restore(configFor(copy), live, { force: true });
    expect(result).toMatchObject({ kind: 'pglite', target: path.join(copy, 'pg'), migrations: ['050_mail_pause.sql'], sessionsEnded: 1, mailPaused: true });
    expect(result.waitingMails).toBeGreaterThan(0);
    expect(result.movedAside).toMatch(/[/\\]pg\.voor-herstel-\d{8}-\d{6}$/);
    expect(fs.readFileSync(path.join(result.movedAside!, 'PG_VERSION'), 'utf8')).toBe('15\n');
  });

  it('gives a copy with every row and file, no session, and no mail until the secretariat resumes', async () => {
    const restored = await openDb({ dataDir: path.join(copy, 'pg') });
    try {
      await checkCopy(configFor(fs.mkdtempSync(path.join(root, 'leeg-'))), restored, filled);
    } finally {
      await restored.close();
    }
  });
});

describe.runIf(onPostgres)('backup and restore of PostgreSQL', { timeout: 120_000 }, () => {
  const server = process.env.DATABASE_URL ?? '';
  const names = { source: `bk_bron_${randomUUID().slice(0, 8)}`, copy: `bk_kopie_${randomUUID().slice(0, 8)}` };
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const file = path.join(root, 'portaal.dump');
  let admin: Db;
  let db: Db;
  let app: FastifyInstance;
  let filled: Source;

  beforeAll(async () => {
    admin = await openDb({ databaseUrl: server });
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
    db = await openDb({ databaseUrl: urlOf(names.source) });
    await migrate(db);
    await seedDemo(db);
    app = await openApp(configFor(root, urlOf(names.source)), db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('dumps the live database with pg_dump in custom format, never showing its password', async () => {
    filled = await fillSource(app, db);
    const result = await backup(configFor(root, urlOf(names.source)), file);
    expect(result).toMatchObject({ file, kind: 'postgres', via: 'pg_dump' });
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const manifest = JSON.parse(fs.readFileSync(`${file}.manifest.json`, 'utf8'));
    expect(manifest.auditspoor).toEqual({ volgnummer: result.chainHead!.seq, hash: result.chainHead!.hash });
    expect(manifest.auditspoor.volgnummer).toBeGreaterThan(0);
    const secret = Object.assign(new URL(urlOf('bestaat_niet')), { password: 'zeer-geheim' }).toString();
    const failed = (await backup(configFor(root, secret), path.join(root, 'mislukt.dump')).catch((error: Error) => error)) as Error;
    expect(failed.message).toMatch(/pg_dump mislukt.*bestaat_niet/s);
    expect(failed.message).not.toContain('zeer-geheim');
    expect(fs.existsSync(path.join(root, 'mislukt.dump'))).toBe(false);
  });

  it('restores only into an empty database unless --clean, and only a backup of its own kind', async () => {
    const into = configFor(root, urlOf(names.copy));
    const tarball = path.join(root, 'ingebouwd.backup');
    fs.writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 8, 0]));
    await expect(restore(into, tarball)).rejects.toThrow(/back-up van de ingebouwde databank.*DATABASE_URL is ingesteld/);
    const copy = await openDb({ databaseUrl: urlOf(names.copy) });
    try {
      expect(await userTables(copy)).toEqual([]);
      const first = await restore(into, file);
      expect(first).toMatchObject({ kind: 'postgres', target: names.copy, migrations: ['050_mail_pause.sql'], sessionsEnded: 1, mailPaused: true });
      await expect(restore(into, file)).rejects.toThrow(/bevat al \d+ tabel.*--clean/);
      // The copy is of a newer version than the backup now: --clean would leave the newer table with its rows.
      await expect(restore(into, file, { clean: true })).rejects.toThrow(/tabellen die niet in de back-up staan \(public\.app_state\)/);
      const again = path.join(root, 'kopie.dump');
      await backup(into, again);
      expect(await restore(into, again, { clean: true })).toMatchObject({ migrations: [], sessionsEnded: 0, mailPaused: true });
      await checkCopy(configFor(fs.mkdtempSync(path.join(root, 'leeg-')), urlOf(names.copy)), copy, filled);
    } finally {
      await copy.close();
    }
  });
});
