import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { describeImport, importDiskFiles } from './import';

/** `npm run files:import`: moves the uploads of `<DATA_DIR>/files` into the database (docs/operations.md). */
const config = loadConfig();
const dir = path.join(config.dataDir, 'files');
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg`, timeouts: config.dbTimeouts });
try {
  await migrate(db);
  const summary = await importDiskFiles(db, dir);
  for (const line of describeImport(summary, dir)) console.log(line);
  if (summary.mismatched.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`Overzetten mislukt: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
