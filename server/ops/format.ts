import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** What a backup file holds: the embedded database's data directory (tar.gz) or a pg_dump in custom format. */
export type BackupKind = 'pglite' | 'postgres';

export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: 'de ingebouwde databank (PGlite)',
  postgres: 'een PostgreSQL-databank (pg_dump)',
};

/** The kind of backup by the file's first bytes: gzip's magic number, or pg_dump's "PGDMP"; undefined for anything else. */
export async function backupKindOf(file: string): Promise<BackupKind | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (bytesRead === 5 && head.toString('latin1') === 'PGDMP') return 'postgres';
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Whether a tar.gz holds a PostgreSQL data directory (a PG_VERSION file among its entries), so that
 * another archive (a copy of data/files, say) is refused before anything is touched.
 */
export function holdsDataDirectory(gzipped: Buffer): boolean {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    return false;
  }
  // Tar: a 512-byte header per entry (name at 0, size in octal at 124), then the content padded to 512.
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar
      .subarray(at, at + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (!name) return false;
    if (name === 'PG_VERSION' || name.endsWith('/PG_VERSION')) return true;
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    if (!Number.isFinite(size)) return false;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return false;
}
