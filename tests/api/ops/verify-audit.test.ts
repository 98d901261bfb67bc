import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db';
import { migrate } from '../../../server/db/migrate';

const run = promisify(execFile);

/**
 * `npm run verify:audit` as an operator runs it, on an embedded data directory no server holds: exit
 * code 0 while the chain holds, 1 and the row's number once a row was changed. The walk itself, on
 * both databases: tests/api/db/audit-chain.test.ts.
 */
describe.skipIf(!!process.env.DATABASE_URL)('npm run verify:audit', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-audit-'));
  const onDisk = async (work: (db: Awaited<ReturnType<typeof openDb>>) => Promise<unknown>) => {
    const db = await openDb({ dataDir: path.join(dataDir, 'pg') });
    try {
      await work(db);
    } finally {
      await db.close();
    }
  };
  const verify = () =>
    run(path.resolve('node_modules/.bin/tsx'), ['server/ops/verify-audit-cli.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );

  beforeAll(async () => {
    await onDisk(async (db) => {
      await migrate(db);
      for (const n of [1, 2, 3]) {
        await db.query("INSERT INTO audit_log (username, resource, record_id, action) VALUES ('secretariaat', 'proef', $1, 'create')", [String(n)]);
      }
    });
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('exits 0 while every row holds, naming the head; 1 and the row once one was changed', async () => {
    const fine = await verify();
    expect(fine).toMatchObject({ code: 0, out: expect.stringMatching(/klopt: 3 rijen in één keten[\s\S]*volgnummer 3, hash [0-9a-f]{64}/) });
    await onDisk(async (db) => {
      await db.query('ALTER TABLE audit_log DISABLE TRIGGER USER');
      await db.query("UPDATE audit_log SET username = 'iemand' WHERE seq = 2");
    });
    // A new database: the second row has id 2.
    expect(await verify()).toMatchObject({ code: 1, out: expect.stringContaining('rij 2 (volgnummer 2) inhoud gewijzigd') });
  }, 120_000);
});
