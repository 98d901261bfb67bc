import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { createMailWorker } from './worker';

/** `npm run worker`: the mail queue worker as a process of its own (for scaled-out set-ups). */
const config = loadConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pg'),
  timeouts: config.dbTimeouts,
  poolSize: config.dbPoolSize,
});
await migrate(db);
const env = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const worker = createMailWorker(db, config, {
  leaseSeconds: env('MAIL_LEASE_SECONDS'),
  pollMs: env('MAIL_POLL_MS'),
  concurrency: env('MAIL_CONCURRENCY'),
});
worker.start();
console.log(`Mailwerker gestart (${config.smtpUrl ? 'SMTP' : `bestanden in ${config.dataDir}/outbox`}).`);
let stopping = false;
// Never rejects: a second signal or a database already gone must not end the process mid-shutdown.
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await worker.stop();
    await db.close();
  } catch (error) {
    console.error((error as Error).message);
  }
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
