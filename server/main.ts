import path from 'node:path';
import { buildApp } from './app';
import { buildBrowserApp, buildIsStale } from './build';
import { loadConfig } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import { summary } from './db/unavailable';
import { loadResources } from './declared';
import { assertDatabaseFits } from './declared/schemaCheck';
import { DEMO_ACCOUNTS, ensureTemplates, isEmpty, seedDemo } from './seed/demo';
import { createMailWorker } from './mail/worker';

const started = Date.now();
const config = loadConfig();
const distDir = path.resolve('dist');

try {
  if (buildIsStale(distDir)) {
    console.log('De webtoepassing wordt gebouwd...');
    await buildBrowserApp(distDir);
  }
  // Connections lost while idle go to the server log once there is one (the pool outlives them),
  // as one line with the code and message: the error object would drag its whole client along.
  let log = (line: string) => console.warn(line);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
    timeouts: config.dbTimeouts,
    poolSize: config.dbPoolSize,
    onConnectionLost: (error) => log(`Databaseverbinding verbroken (${summary(error)}); de volgende vraag opent een nieuwe`),
  });
  await migrate(db);
  await ensureTemplates(db);
  if (config.seedDemo && (await isEmpty(db))) {
    await seedDemo(db);
    console.log('Demogegevens geladen.');
  }
  // The declarations and the tables (and codelists) they run on must agree before anything is served.
  await assertDatabaseFits(db, await loadResources());
  const app = await buildApp({ config, db, staticDir: distDir, logger: true });
  log = (line) => app.log.warn(line);
  await app.listen({ port: config.port, host: config.host });
  // PGlite allows one process per data directory, so the embedded set-up always sends in-process.
  const worker = config.runWorker || db.kind === 'pglite' ? createMailWorker(db, config, { logger: app.log }) : undefined;
  worker?.start();
  let closing = false;
  // A signal handler that rejected would end the process on an unhandled rejection, mid-shutdown.
  const close = async () => {
    if (closing) return;
    closing = true;
    try {
      await worker?.stop();
      await app.close();
      await db.close();
    } catch (error) {
      console.error((error as Error).message);
    }
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  console.log(`\nLedenportaal klaar op ${config.publicUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (config.seedDemo) {
    console.log('Demo-accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.roles.join(', ').padEnd(16)} ${a.username.padEnd(14)} ${a.password}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
