import { loadConfig } from '../config';
import { openDb } from '../db';
import { assertNotInUse, embeddedDir } from './backup';
import { runCommand } from './cli';
import { verifyChain } from './verifyAudit';

/**
 * `npm run verify:audit`: walks the audit trail's hash chain and names the first row that was changed
 * or removed; exit code 0 when every row holds. The embedded database only while no server has it open.
 */
const config = loadConfig();

await runCommand(async () => {
  if (!config.databaseUrl) assertNotInUse(config.dataDir);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: embeddedDir(config.dataDir),
    applicationName: 'verify-audit',
    timeouts: { statementMillis: 0 },
  });
  try {
    const { rows, head, broken } = await verifyChain(db);
    if (broken) {
      console.error(`Het auditspoor klopt niet: rij ${broken.id ?? '—'} (volgnummer ${broken.seq}) ${broken.reason}.`);
      console.error(`${rows} rijen ervoor kloppen.`);
      process.exitCode = 1;
      return;
    }
    console.log(`Het auditspoor klopt: ${rows} rijen in één keten.`);
    if (head) console.log(`Kop van de keten: volgnummer ${head.seq}, hash ${head.hash}. Vergelijk met de kop in het logboek of in een back-upmanifest.`);
  } finally {
    await db.close();
  }
});
