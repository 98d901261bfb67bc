import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db';
import { databaseFileStore } from './databaseStore';
import type { FileStore } from './store';

export interface ImportSummary {
  /** Stored in the database, checked against their row, and removed from disk. */
  moved: number;
  /** A row whose bytes are neither in the database nor on disk: still 404, as before. */
  missing: number;
  /** Already in the database (an earlier run); a disk copy left by an interrupted run is removed. */
  already: number;
  /** On disk, but not the file their row describes (size or sha256): left on disk, nothing stored. */
  mismatched: string[];
  /** Files in the folder that no row names: left where they are. */
  unknownOnDisk: number;
}

interface Row {
  key: string;
  size: number;
  sha256: string;
  stored: number | null;
}

/** Size and sha256 of a stream's bytes. */
async function measure(source: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of source) {
    hash.update(piece);
    size += piece.byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Whether the database holds exactly the bytes the row describes, read back as a download would. */
async function storedIntact(store: FileStore, row: Row) {
  const stream = await store.open(row.key);
  if (!stream) return false;
  const got = await measure(stream);
  return got.size === row.size && got.sha256 === row.sha256;
}

/**
 * Moves the bytes of an installation that kept them on disk (`<DATA_DIR>/files/<key>`) into the
 * database: each `files` row whose bytes the database does not hold yet, and whose disk file exists
 * and has the row's size and sha256, is stored, read back and compared with the row again, and only
 * then removed from disk.
 * A second run finds everything in the database and changes nothing; a run that was cut off is
 * finished by the next (a half-stored file is stored again).
 */
export async function importDiskFiles(db: Db, dir: string, store: FileStore = databaseFileStore(db)): Promise<ImportSummary> {
  const summary: ImportSummary = { moved: 0, missing: 0, already: 0, mismatched: [], unknownOnDisk: 0 };
  const rows = await db.query<Row>(
    `SELECT f.storage_key AS key, f.size, f.sha256,
            (SELECT sum(octet_length(c.data))::int FROM file_contents c WHERE c.storage_key = f.storage_key) AS stored
       FROM files f ORDER BY f.id`,
  );
  const named = new Set<string>();
  for (const row of rows) {
    named.add(row.key);
    const onDisk = path.join(dir, row.key);
    // A key is generated (32 hex digits); anything else is never looked for outside the folder.
    const exists = /^[a-f0-9]{32}$/.test(row.key) && fs.existsSync(onDisk);
    if (row.stored === row.size && (!exists || (await storedIntact(store, row)))) {
      if (exists) await fs.promises.rm(onDisk);
      summary.already += 1;
      continue;
    }
    if (!exists) {
      summary.missing += 1;
      continue;
    }
    const found = await measure(fs.createReadStream(onDisk));
    if (found.size !== row.size || found.sha256 !== row.sha256) {
      summary.mismatched.push(row.key);
      continue;
    }
    // Whatever an interrupted run left under this key is stored again from the disk.
    if (row.stored !== null) await store.remove(row.key);
    await store.put(row.key, fs.createReadStream(onDisk));
    if (!(await storedIntact(store, row))) {
      await store.remove(row.key);
      throw new Error(`${row.key}: de databank gaf andere bytes terug dan er werden opgeslagen`);
    }
    await fs.promises.rm(onDisk);
    summary.moved += 1;
  }
  if (fs.existsSync(dir)) summary.unknownOnDisk = fs.readdirSync(dir).filter((name) => !named.has(name)).length;
  return summary;
}

/** The command's report, in Dutch, one line per finding. */
export function describeImport(s: ImportSummary, dir: string): string[] {
  const lines = [`${s.moved} bestanden overgezet, ${s.missing} ontbraken, ${s.already} al in de databank.`];
  if (s.moved === 0 && s.mismatched.length === 0) lines.push('Niets te doen: geen bestand op schijf dat nog naar de databank moest.');
  if (s.mismatched.length > 0) {
    lines.push(
      `${s.mismatched.length} bestanden in ${dir} verschillen van wat de databank over hen weet (grootte of sha256) en bleven op schijf: ${s.mismatched.join(', ')}`,
    );
  }
  if (s.unknownOnDisk > 0) lines.push(`${s.unknownOnDisk} bestanden in ${dir} horen bij geen enkele rij van de databank en bleven staan.`);
  return lines;
}
