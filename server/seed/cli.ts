import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { loadResources } from '../generator';
import { prepareDatabase } from '../prepare';
import { seedLarge } from './large';

const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
const config = loadConfig();
// Loading the benchmark volume takes statements far longer than a request's.
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg`, timeouts: { ...config.dbTimeouts, statementMillis: 0 } });
const started = Date.now();
try {
  // As at the server's start: the declarations fit the database before a demo row is written.
  await prepareDatabase(db, await loadResources(), { seedDemo: true });
  if (values.scale === 'large') await seedLarge(db, (line) => console.log(line));
  else if (values.scale !== 'demo') throw new Error(`Onbekende schaal ${values.scale}: gebruik demo of large`);
  console.log(`Klaar in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
