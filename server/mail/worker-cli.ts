import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { describe } from '../db/unavailable';
import { createLogger } from '../log';
import { createReminderScheduler } from '../reminders/scheduler';
import { createSessionPurge } from '../sessionPurge';
import { exitOnSignals, orderlyStop, shutdownTimeout } from '../shutdown';
import { createMailWorker } from './worker';

/** `npm run worker`: the mail queue worker as a process of its own (for scaled-out set-ups). */
const config = loadConfig();
const log = createLogger(config.logLevel);
try {
  const timeoutMs = shutdownTimeout();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
    timeouts: config.dbTimeouts,
    poolSize: config.dbPoolSize,
    onConnectionLost: (error) => log.warn(describe(error), 'Databaseverbinding verbroken; de volgende vraag opent een nieuwe'),
  });
  await migrate(db);
  const env = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const worker = createMailWorker(db, config, {
    leaseSeconds: env('MAIL_LEASE_SECONDS'),
    pollMs: env('MAIL_POLL_MS'),
    concurrency: env('MAIL_CONCURRENCY'),
    logger: log,
  });
  worker.start();
  const scheduler = config.reminders ? createReminderScheduler(db, config, log) : undefined;
  scheduler?.start();
  const purge = createSessionPurge(db, config, log);
  purge.start();
  exitOnSignals(orderlyStop({ worker, scheduler, purge, db, log, timeoutMs }), { log, timeoutMs });
  log.info({}, `Mailwerker gestart (${config.smtpUrl ? 'SMTP' : `bestanden in ${config.dataDir}/outbox`}).`);
} catch (error) {
  log.fatal({ err: error }, `Mailwerker niet gestart: ${(error as Error).message}`);
  process.exit(1);
}
