import { loadConfig } from '../config';
import { createLogger } from '../log';
import type { Db } from './index';
import { openDb } from './index';
import { migrate } from './migrate';

const config = loadConfig();
const log = createLogger(config.logLevel);
let db: Db | undefined;
try {
  db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
  const applied = await migrate(db);
  log.info({ applied }, applied.length ? `Toegepast: ${applied.join(', ')}` : 'Databank is up-to-date.');
} catch (error) {
  log.error({ err: error }, (error as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
