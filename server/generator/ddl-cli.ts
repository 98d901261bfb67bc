import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { draftChanges } from './ddlChanges';
import { loadResources } from './index';

/**
 * `npm run declare:sql <name>`: the migration a declaration needs, to read and save as the next one:
 * its table when the database (DATABASE_URL, else DATA_DIR's, migrated first) has none, else the
 * changes from what the database holds to what the declaration says.
 */
const name = process.argv[2];
const resources = await loadResources();
const resource = resources.find((r) => r.d.name === name);
if (!resource) {
  console.error(`Gebruik: npm run declare:sql <naam>, met een van: ${resources.map((r) => r.d.name).join(', ')}`);
  process.exitCode = 1;
} else {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
  try {
    await migrate(db);
    process.stdout.write(await draftChanges(db, resource, resources));
  } finally {
    await db.close();
  }
}
