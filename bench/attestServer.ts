import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db';

/**
 * The app over the bench's seeded schema in a process of its own (BENCH_DATABASE_URL, BENCH_SCHEMA),
 * so bench/attest.ts can read that process's peak resident memory (VmHWM), the server's alone.
 * Prints its port on the first line; stops on SIGTERM.
 */
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: process.env.BENCH_DATA_DIR!, LOG_LEVEL: 'warn', SEED_DEMO: '0', MAIL_WORKER: '0' });
const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL!, schema: process.env.BENCH_SCHEMA!, timeouts: { statementMillis: 0 } });
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close?.())
      .finally(() => process.exit(0)),
);
