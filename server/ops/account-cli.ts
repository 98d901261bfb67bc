import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { createSecretariatAccount } from './account';

/**
 * `npm run account:create -- --username … --email … --firstname … --lastname … [--print]`: the
 * first real secretariat account of a production database (which has no demo accounts).
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    print: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pg`, timeouts: config.dbTimeouts });
try {
  await migrate(db);
  const result = await createSecretariatAccount(db, config, values, values.print);
  if (!result.ok) {
    console.error(`Geen account gemaakt:\n  ${result.problems.join('\n  ')}`);
    process.exitCode = 1;
  } else if (result.mailed) {
    console.log(
      `Account ${result.username} (SECRETARIAAT) gemaakt. De activatielink gaat per mail naar het opgegeven adres (geldig ${config.tokenHours} uur).`,
    );
  } else {
    // Shown this once: only its hash is kept.
    console.log(`Account ${result.username} (SECRETARIAAT) gemaakt. Activatielink, eenmalig getoond en ${config.tokenHours} uur geldig:\n${result.link}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
