import { loadConfig } from '../config';
import { openDb } from './index';
import { migrate } from './migrate';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Toegepast: ${applied.join(', ')}` : 'Databank is up-to-date.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
