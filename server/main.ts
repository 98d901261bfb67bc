import path from 'node:path';
import { buildApp } from './app';
import { buildBrowserApp, buildIsStale } from './build';
import { loadConfig } from './config';
import { type Db, openDb } from './db';
import { actAsEmbeddedApp, appRoleOf } from './db/roles';
import { describe } from './db/unavailable';
import { loadResources } from './generator';
import type { Resource } from './generator/part';
import { sweepOrphanContents } from './files/databaseStore';
import { createLogger } from './log';
import { createMailWorker } from './mail/worker';
import { listenForBackups } from './ops/controlSocket';
import { prepareDatabase } from './prepare';
import { createReminderScheduler } from './reminders/scheduler';
import { DEMO_ACCOUNTS } from './seed/demo';
import { createSessionPurge } from './sessionPurge';
import { exitOnSignals, orderlyStop, shutdownTimeout } from './shutdown';

const started = Date.now();
const config = loadConfig();
// The API's requests log through the same logger (app.log is its child), so every line is alike.
const log = createLogger(config.logLevel);
const distDir = path.resolve('dist');

/**
 * Migrated by the schema's owner when DATABASE_OWNER_URL names one, the application then on its own
 * role; the embedded database acts as its role without login; one PostgreSQL role leaves the trail
 * to its trigger alone (docs/operations.md, "Two roles").
 */
async function prepareOwnDatabase(db: Db, resources: Resource[]) {
  if (config.databaseUrl && config.databaseOwnerUrl) {
    const owner = await openDb({ databaseUrl: config.databaseOwnerUrl, poolSize: 1, timeouts: config.dbTimeouts, applicationName: 'portaal-eigenaar' });
    try {
      return await prepareDatabase(db, resources, { seedDemo: config.seedDemo, owner: { db: owner, appRole: appRoleOf(config.databaseUrl) } });
    } finally {
      await owner.close();
    }
  }
  const seeded = await prepareDatabase(db, resources, { seedDemo: config.seedDemo });
  if (db.kind === 'pglite') await actAsEmbeddedApp(db);
  else log.warn('Eén databankrol (geen DATABASE_OWNER_URL): het auditspoor is enkel door zijn trigger beschermd; de toepassing kan die uitschakelen.');
  return seeded;
}

try {
  const timeoutMs = shutdownTimeout();
  // The declarations are checked first (server/generator/check.ts): a typo stops the start at once, named.
  const resources = await loadResources();
  if (buildIsStale(distDir)) {
    log.info({ distDir }, 'De webtoepassing wordt gebouwd...');
    await buildBrowserApp(distDir);
  }
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
    timeouts: config.dbTimeouts,
    poolSize: config.dbPoolSize,
    // One line with the code and message: the error object would drag its whole client along.
    onConnectionLost: (error) => log.warn(describe(error), 'Databaseverbinding verbroken; de volgende vraag opent een nieuwe'),
  });
  const seeded = await prepareOwnDatabase(db, resources);
  // The bytes of uploads that a process killed mid-upload never recorded (a day old, so no upload on its way).
  const swept = await sweepOrphanContents(db);
  if (swept > 0) log.info({ chunks: swept }, 'Onafgewerkte uploads opgeruimd');
  const app = await buildApp({ config, db, staticDir: distDir, logger: log });
  await app.listen({ port: config.port, host: config.host });
  // PGlite allows one process per data directory, so the embedded set-up always sends in-process.
  const worker = config.runWorker || db.kind === 'pglite' ? createMailWorker(db, config, { logger: app.log }) : undefined;
  worker?.start();
  // Beside the mail worker: the day's reminders run once whatever nodes look (server/reminders).
  const scheduler = worker && config.reminders ? createReminderScheduler(db, config, app.log) : undefined;
  scheduler?.start();
  // Beside it as well: sessions idle past SESSION_IDLE_MINUTES deleted, once per interval over all nodes.
  const purge = worker ? createSessionPurge(db, config, app.log) : undefined;
  purge?.start();
  // `npm run backup` asks the running server for a snapshot of the embedded database (PGlite serves one process).
  const backups = await listenForBackups(db, config.dataDir, log);
  const closeDb = {
    close: async () => {
      await backups.close();
      await db.close();
    },
  };
  exitOnSignals(orderlyStop({ app, worker, scheduler, purge, db: closeDb, log, timeoutMs }), { log, timeoutMs });
  log.info(
    { url: config.publicUrl, seconds: Number(((Date.now() - started) / 1000).toFixed(1)), mailWorker: !!worker },
    `Ledenportaal klaar op ${config.publicUrl}`,
  );
  // Only the start that loaded them: the passwords are the demo's, known to anyone who read the README.
  if (seeded) {
    log.info({ accounts: DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password} (${a.roles.join(', ')})`) }, 'Demogegevens geladen; demo-accounts');
  }
} catch (error) {
  log.fatal({ err: error }, `Starten mislukt: ${(error as Error).message}`);
  process.exit(1);
}
