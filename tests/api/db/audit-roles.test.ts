import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Db, openDb, openPglite } from '../../../server/db';
import { migrate } from '../../../server/db/migrate';
import { actAsEmbeddedApp, grantToApp } from '../../../server/db/roles';
import { loadResources } from '../../../server/generator';
import { prepareDatabase } from '../../../server/prepare';
import { as, createTestApp, reopenTestApp } from '../../helpers/app';
import { fillMember } from '../../helpers/erasure';

const url = process.env.DATABASE_URL;
const APP_ROLE = 'portaal_test_app';

/** The application's URL: the same database, logged in as its own role (the test server trusts local logins). */
function appUrl(ownerUrl: string) {
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = '';
  return u.toString();
}

/** The role is the cluster's, shared by every test file: made once, whoever comes first. */
async function ensureRole(db: Db) {
  try {
    await db.query(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} LOGIN; END IF; END $$`);
  } catch (error) {
    if (!/already exists|duplicate key/.test((error as Error).message)) throw error;
  }
}

/**
 * Two roles on PostgreSQL (docs/operations.md, "Two roles"): the schema migrated by its owner (the
 * tests' superuser), the app on a role that may only add to and read the trail. PGlite has one
 * login; its server acts as a role without one (server/db/roles.ts), which these statements show as well.
 */
describe.skipIf(!url)('the audit trail under the application role', () => {
  let owner: Awaited<ReturnType<typeof createTestApp>>;
  let app: Awaited<ReturnType<typeof reopenTestApp>>;
  beforeAll(async () => {
    owner = await createTestApp();
    await ensureRole(owner.db);
    await grantToApp(owner.db, APP_ROLE);
    app = await reopenTestApp(owner, { databaseUrl: appUrl(url!), poolSize: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await owner?.close();
  });

  it('connects as its own role', async () => {
    expect((await app.db.query<{ who: string }>('SELECT current_user AS who'))[0]!.who).toBe(APP_ROLE);
    // A node on this role finds the schema up to date without making or changing anything.
    expect(await migrate(app.db)).toEqual([]);
  });

  it('cannot change, remove, empty or alter the trail, nor its guard, not even as an erasure', async () => {
    const [row] = await app.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY id LIMIT 1');
    const refused = [
      ["UPDATE audit_log SET action = 'anders' WHERE id = $1", /permission denied/],
      ['DELETE FROM audit_log WHERE id = $1', /permission denied/],
      ['TRUNCATE audit_log', /permission denied/],
      ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change', /must be owner/],
      ['DROP TRIGGER audit_log_no_change ON audit_log', /must be owner/],
      ['DROP TABLE audit_log', /must be owner/],
      ["CREATE OR REPLACE FUNCTION audit_log_written_once() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RETURN NEW; END'", /must be owner|permission denied/],
      ['ALTER TABLE audit_log ADD COLUMN note text', /must be owner/],
    ] as const;
    for (const [sql, error] of refused) {
      await expect(app.db.query(sql, sql.includes('$1') ? [row!.id] : []), sql).rejects.toThrow(error);
    }
    await expect(
      app.db.tx(async (q) => {
        await q.query("SELECT set_config('portal.erasure', 'on', true)");
        await q.query("UPDATE audit_log SET username = 'gewist' WHERE id = $1", [row!.id]);
      }),
    ).rejects.toThrow(/permission denied/);
    // Adding and reading stay its own.
    await app.db.query("INSERT INTO audit_log (username, resource, record_id, action) VALUES ('secretariaat', 'proef', '1', 'create')");
    expect((await owner.db.query("SELECT 1 FROM audit_log WHERE resource = 'proef'")).length).toBe(1);
  });

  it("redacts through the owner's function only the named member's rows, and only by taking values out", async () => {
    const insert = async (username: string, after: object) =>
      (
        await app.db.query<{ id: number }>(
          "INSERT INTO audit_log (username, resource, record_id, action, after) VALUES ($1, 'wachtdiensten', '2', 'update', $2) RETURNING id::int AS id",
          [username, JSON.stringify(after)],
        )
      )[0]!.id;
    const redact = (id: number, username: string, after: object) =>
      app.db.query('SELECT audit_log_redact($1, $2, $3, $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::jsonb[], $10::jsonb[])', [
        'N1005',
        5,
        'GEWIST-7',
        [],
        [],
        [id],
        [username],
        ['2'],
        [null],
        [JSON.stringify(after)],
      ]);
    const others = await insert('N1001', { responsible: 'N1001', telephone: '011 11 11 11' });
    await expect(redact(others, 'N1001', { responsible: 'N1001' })).rejects.toThrow(/not the member's to redact/);
    await expect(redact(others, 'GEWIST-7', { responsible: 'N1001', telephone: '011 11 11 11' })).rejects.toThrow(/not the member's to redact/);
    const theirs = await insert('N1005', { responsible: 'N1005', responsibleName: 'Els Maes', telephone: '011' });
    // Nothing may be added nor rewritten, not even in the member's own row.
    await expect(redact(theirs, 'GEWIST-7', { responsible: 'GEWIST-7', telephone: '099' })).rejects.toThrow(/not the member's to redact/);
    await expect(redact(theirs, 'GEWIST-7', { responsible: 'GEWIST-7', telephone: '011', note: 'nieuw' })).rejects.toThrow(/not the member's/);
    await redact(theirs, 'GEWIST-7', { responsible: 'GEWIST-7', telephone: '011' });
    const [row] = await app.db.query<{ username: string; after: object }>('SELECT username, after FROM audit_log WHERE id = $1', [theirs]);
    expect(row).toEqual({ username: 'GEWIST-7', after: { responsible: 'GEWIST-7', telephone: '011' } });
  });

  it('erases a member through the route, the trail taken care of by the function', async () => {
    const filled = await fillMember(app);
    const erased = await as(app.app, filled.cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/N1006/wissen', payload: { bevestiging: 'N1006' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const { pseudonym } = erased.json() as { pseudonym: string };
    const rows = (who: string) => owner.db.query('SELECT id FROM audit_log WHERE lower(username) = lower($1)', [who]);
    expect(await rows('N1006')).toEqual([]);
    expect((await rows(pseudonym)).length).toBeGreaterThan(0);
  });
});

/** A node's start with both URLs (server/main.ts): the owner migrates and grants, the application's role loads the demo data and serves. */
describe.skipIf(!url)('a start with DATABASE_OWNER_URL', () => {
  const schema = `r_${Math.random().toString(36).slice(2, 12)}`;
  let owner: Db | undefined;
  let app: Db | undefined;
  afterAll(async () => {
    await app?.close();
    await owner?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await owner?.close();
  });

  it("prepares the database as the owner, then works as the application's role, also on a table made later", async () => {
    owner = await openDb({ databaseUrl: url, schema, poolSize: 2 });
    await ensureRole(owner);
    app = await openDb({ databaseUrl: appUrl(url!), schema, poolSize: 2 });
    expect(await prepareDatabase(app, await loadResources(), { seedDemo: true, owner: { db: owner, appRole: APP_ROLE } })).toBe(true);
    expect((await app.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n).toBeGreaterThan(0);
    await expect(app.query('DELETE FROM audit_log')).rejects.toThrow(/permission denied/);
    // A table the owner makes afterwards reaches the application's role by the default privileges.
    await owner.query('CREATE TABLE later_table (id serial PRIMARY KEY, note text)');
    await app.query("INSERT INTO later_table (note) VALUES ('ja')");
    expect(await app.query('SELECT note FROM later_table')).toEqual([{ note: 'ja' }]);
  });
});

/** The embedded database's server acts as a role without login once migrated: its statements cannot change the trail, a snapshot still can be made. */
describe.skipIf(!!url)('the audit trail in the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined, undefined, await createPglite());
    await migrate(db);
    await actAsEmbeddedApp(db);
  });
  afterAll(async () => db?.close());

  it('acts as the role without login: adds and reads, never changes, removes nor disables', async () => {
    expect((await db.query<{ who: string }>('SELECT current_user AS who'))[0]!.who).toBe('portaal_app');
    await db.query("INSERT INTO audit_log (username, resource, record_id, action) VALUES ('secretariaat', 'proef', '1', 'create')");
    for (const sql of ["UPDATE audit_log SET action = 'anders'", 'DELETE FROM audit_log', 'TRUNCATE audit_log'])
      await expect(db.query(sql), sql).rejects.toThrow(/permission denied/);
    for (const sql of ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change', 'DROP TABLE audit_log'])
      await expect(db.query(sql), sql).rejects.toThrow(/must be owner/);
    expect((await db.snapshot!()).size).toBeGreaterThan(0);
    expect((await db.query<{ who: string }>('SELECT current_user AS who'))[0]!.who).toBe('portaal_app');
  });
});
