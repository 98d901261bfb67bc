import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createPglite, openDb, openPglite } from '../db';
import { askServer, controlSocketPath } from './controlSocket';
import type { BackupKind } from './format';
import { runPgTool } from './pgTools';
import { type ChainHead, chainHead } from './verifyAudit';

export interface BackupResult {
  file: string;
  bytes: number;
  kind: BackupKind;
  /** Who made it: the running server (over its control socket), this command on the data directory itself, or pg_dump. */
  via: 'server' | 'direct' | 'pg_dump';
  /** The manifest beside it (`<file>.manifest.json`): the audit trail's chain head it holds, to compare later (npm run verify:audit). */
  manifest: string;
  chainHead: ChainHead | null;
}

type Where = Pick<Config, 'dataDir' | 'databaseUrl'>;

export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pg');

/**
 * A data directory that PGlite has open holds postmaster.pid until it is closed. Without an answer
 * on the control socket, that is a server that cannot be asked (one that is still starting, or
 * older than the socket): opening the database beside it would damage it.
 */
export function assertNotInUse(dataDir: string) {
  const pid = path.join(embeddedDir(dataDir), 'postmaster.pid');
  if (fs.existsSync(pid)) {
    throw new Error(
      `De databank in ${embeddedDir(dataDir)} is geopend (postmaster.pid), maar geen server antwoordt op ${controlSocketPath(dataDir)}. ` +
        `Wacht tot de server volledig gestart is, of stop hem, en probeer opnieuw. Draait er zeker geen server meer (na een crash), verwijder dan ${pid}.`,
    );
  }
}

/** The embedded database as a tar.gz: from the running server if one answers, else from the data directory itself. */
async function embeddedSnapshot(dataDir: string): Promise<{ bytes: Buffer; via: 'server' | 'direct' }> {
  const fromServer = await askServer(dataDir, 'BACKUP');
  if (fromServer) return { bytes: fromServer, via: 'server' };
  const dir = embeddedDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`Er staat geen databank in ${dir} (DATA_DIR=${dataDir}).`);
  assertNotInUse(dataDir);
  const db = await openDb({ dataDir: dir });
  try {
    return { bytes: Buffer.from(await (await db.snapshot!()).arrayBuffer()), via: 'direct' };
  } finally {
    await db.close();
  }
}

/** Writes a file in the target's folder under a temporary name and renames it: the target is whole or absent. */
async function writeAtomically(target: string, write: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    await write(temporary);
    // Personal data and password hashes: for the owner's eyes only, like the data directory.
    await fs.promises.chmod(temporary, 0o600);
    const handle = await fs.promises.open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(temporary, target);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * `npm run backup -- <file>`: the whole database, uploaded files included, in one file. PostgreSQL
 * with pg_dump in its custom format; the embedded database as a snapshot of its data directory,
 * made by the running server between two of its operations, so it is consistent while users work.
 */
export async function backup(where: Where, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target))) throw new Error(`De map ${path.dirname(target)} bestaat niet.`);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) throw new Error(`${target} is een map; geef de naam van een bestand.`);
  if (where.databaseUrl) {
    const url = where.databaseUrl;
    // Read before the dump, which then holds the chain at least up to it; pg_dump says why it cannot connect.
    const head = await postgresHead(url).catch(() => null);
    await writeAtomically(target, (temporary) => runPgTool('pg_dump', ['--format=custom', `--file=${temporary}`], url));
    return withManifest({ file: target, bytes: fs.statSync(target).size, kind: 'postgres', via: 'pg_dump' }, head);
  }
  const { bytes, via } = await embeddedSnapshot(where.dataDir);
  await writeAtomically(target, (temporary) => fs.promises.writeFile(temporary, bytes, { mode: 0o600 }));
  return withManifest({ file: target, bytes: bytes.length, kind: 'pglite', via }, await snapshotHead(bytes));
}

async function postgresHead(url: string) {
  const db = await openDb({ databaseUrl: url, poolSize: 1, applicationName: 'back-up' });
  try {
    return await chainHead(db);
  } finally {
    await db.close();
  }
}

/** The chain's head as the snapshot itself holds it, read from a copy in memory. */
async function snapshotHead(bytes: Buffer) {
  const lite = await createPglite(undefined, new Blob([new Uint8Array(bytes)]));
  try {
    return await chainHead(await openPglite(undefined, undefined, lite));
  } finally {
    await lite.close();
  }
}

/** Writes `<file>.manifest.json`: what the backup is, and the head of the audit trail's chain it holds. */
async function withManifest(result: Omit<BackupResult, 'manifest' | 'chainHead'>, head: ChainHead | null): Promise<BackupResult> {
  const manifest = `${result.file}.manifest.json`;
  const content = {
    bestand: path.basename(result.file),
    gemaakt: new Date().toISOString(),
    soort: result.kind,
    bytes: result.bytes,
    auditspoor: head && { volgnummer: head.seq, hash: head.hash },
  };
  await writeAtomically(manifest, (temporary) => fs.promises.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`));
  return { ...result, manifest, chainHead: head };
}
