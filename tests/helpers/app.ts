import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { createPglite, type Db, type DbOptions, openDb, openPglite } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { loadResources } from '../../server/generator';
import { assertDatabaseFits } from '../../server/generator/schemaCheck';
import { seedDemo } from '../../server/seed/demo';
import { migrateWithDemo, openTestSchema } from './template';

const holder = globalThis as unknown as { __pglite?: Promise<PGlite> };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/**
 * A fresh app over its own schema with the demo data; on PostgreSQL when DATABASE_URL is set.
 * `dbOptions` reach the PostgreSQL pool: another address (a proxy), a name, a timeout.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  staticDir?: string,
  dbOptions: Omit<DbOptions, 'schema' | 'dataDir'> = {},
): Promise<TestContext & { close(): Promise<void>; schema: string }> {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  // A data folder of its own (uploaded files, the mail outbox), removed again on close.
  const ownDir = overrides.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'portaal-test-'));
  // Sessions are read from the database on every request unless a test turns the cache on: many tests
  // change a user or a session straight in the database and ask at once, sooner than a notification travels.
  const config = {
    ...loadConfig({ PUBLIC_URL: 'http://portaal.test', SEED_DEMO: '1', SESSION_CACHE_MS: '0' }),
    ...(ownDir ? { dataDir: ownDir } : {}),
    ...overrides,
  };
  const url = dbOptions.databaseUrl ?? process.env.DATABASE_URL;
  const shared = url ? undefined : () => (holder.__pglite ??= createPglite());
  const db = shared ? await openPglite(undefined, schema, await shared()) : await openDb({ ...dbOptions, databaseUrl: url, schema });
  // Another database than the run's (a test's own, or one behind a proxy) is loaded as a node loads it.
  if (dbOptions.databaseUrl) {
    await migrate(db);
    await seedDemo(db);
  } else await migrateWithDemo(db, schema, openTestSchema(shared));
  // As the server's start: the declarations must fit the migrated schema.
  await assertDatabaseFits(db, await loadResources());
  const app = withAppOrigin(await buildApp({ config, db, staticDir }), config.publicUrl);
  await app.ready();
  return {
    app,
    db,
    config,
    schema,
    async close() {
      await app.close();
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
      if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app over a test app's seeded schema, on connections of its own (short timeouts, another
 * address): the demo data went in with the defaults, only the app under test runs with these.
 */
export async function reopenTestApp(seeded: TestContext & { schema: string }, dbOptions: Omit<DbOptions, 'schema' | 'dataDir'>) {
  const db = await openDb({ ...dbOptions, databaseUrl: dbOptions.databaseUrl ?? process.env.DATABASE_URL, schema: seeded.schema });
  const app = withAppOrigin(await buildApp({ config: seeded.config, db }), seeded.config.publicUrl);
  await app.ready();
  return {
    app,
    db,
    config: seeded.config,
    schema: seeded.schema,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The server refuses a mutation without the app's own Origin, as a browser on the app's pages
 * sends it; tests inject as that browser unless they name an origin themselves. A header set to
 * undefined is left out, so `headers: { origin: undefined }` injects with no Origin at all.
 */
export function withAppOrigin(app: FastifyInstance, publicUrl: string) {
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions): InjectOptions => {
    const headers: Record<string, unknown> = { origin: new URL(publicUrl).origin, ...(options.headers ?? {}) };
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return { ...options, headers: headers as InjectOptions['headers'] };
  };
  app.inject = ((options: InjectOptions) => inject(withOrigin(options))) as FastifyInstance['inject'];
  return app;
}

/** Sets up one app for the whole file and closes it afterwards. */
export function useTestApp(overrides: Partial<Config> = {}, staticDir?: string) {
  const ctx = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestApp(overrides, staticDir);
    Object.assign(ctx, created);
    close = created.close;
  });
  afterAll(async () => close?.());
  return ctx;
}

export const PASSWORDS: Record<string, string> = {
  secretariaat: 'Secretariaat1',
  N1001: 'Dierenarts1',
  N1002: 'Dierenarts1',
  N1003: 'Dierenarts1',
  N1004: 'Dierenarts1',
  N1005: 'Dierenarts1',
  N1006: 'Dierenarts1',
  opleider: 'Opleider1',
  opleider2: 'Opleider1',
  secretariat: 'Secretariaat1',
  N1007: 'Dierenarts1',
  formateur: 'Opleider1',
};

/** Logs a demo account in and returns the Cookie header for its session. */
export async function login(app: FastifyInstance, username: string, password = PASSWORDS[username]!) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/person/j_security_check',
    payload: `j_username=${encodeURIComponent(username)}&j_password=${encodeURIComponent(password)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'ovd_sid');
  return `ovd_sid=${cookie!.value}`;
}

/** inject with a session cookie. */
export const as = (app: FastifyInstance, cookie: string | undefined, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
