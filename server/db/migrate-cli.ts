import { loadConfig } from '../config';
import { createLogger } from '../log';
import type { Db } from './index';
import { openDb } from './index';
import { migrate } from './migrate';
import { appRoleOf, grantToApp } from './roles';

const config = loadConfig();
const log = createLogger(config.logLevel);
let db: Db | undefined;
try {
  // The schema's owner migrates where one is named, and gives the application's role its rights again.
  db = await openDb({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: `${config.dataDir}/pg` });
  const applied = await migrate(db);
  if (config.databaseOwnerUrl && config.databaseUrl) await grantToApp(db, appRoleOf(config.databaseUrl));
  log.info({ applied }, applied.length ? `Toegepast: ${applied.join(', ')}` : 'Databank is up-to-date.');
} catch (error) {
  log.error({ err: error }, (error as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
