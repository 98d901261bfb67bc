import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db, Queryable } from '../db';
import type { FileStore } from './store';

/**
 * The size of every chunk but a file's last. A 20 MB upload is 80 statements, each short enough that
 * on PGlite (one call at a time) other requests run between them. Reads take the size from a file's
 * own first chunk, so files written with another size stay readable.
 */
export const CHUNK_BYTES = 256 * 1024;

const asBuffer = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

/**
 * How bytes travel to and from the database. pg sends a Buffer as a binary parameter. PGlite takes
 * and gives a bytea as hex text made in JavaScript, byte by byte: about 90 ms per chunk each way,
 * eight seconds for a 20 MB upload; as base64, encoded and decoded by Node and by PostgreSQL's own
 * C, the same chunk costs 7 ms.
 */
function wire(db: Db) {
  if (db.kind !== 'pglite')
    return { param: (i: number) => `$${i}`, send: (b: Buffer): unknown => b, column: (sql: string) => sql, take: (v: unknown) => asBuffer(v as Uint8Array) };
  return {
    param: (i: number) => `decode($${i}, 'base64')`,
    send: (b: Buffer): unknown => b.toString('base64'),
    column: (sql: string) => `encode(${sql}, 'base64')`,
    take: (v: unknown) => Buffer.from(v as string, 'base64'),
  };
}

/**
 * The bytes in table `file_contents` (migration 049), so that every node serves every file and one
 * database backup holds them (DESIGN §1). Written chunk by chunk, each its own statement rather than
 * one long transaction (which on PGlite would hold up every other request for the whole upload);
 * read a chunk at a time, so a 20 MB download costs one chunk of memory.
 */
export function databaseFileStore(db: Db): FileStore {
  const { param, send, column, take } = wire(db);
  const chunkAt = async (key: string, n: number) => {
    const [row] = await db.query<{ data: unknown }>(`SELECT ${column('data')} AS data FROM file_contents WHERE storage_key = $1 AND n = $2`, [key, n]);
    return row && take(row.data);
  };
  const remove = async (key: string) => {
    await db.query('DELETE FROM file_contents WHERE storage_key = $1', [key]);
  };
  return {
    newKey: () => randomBytes(16).toString('hex'),
    async put(key, source) {
      let n = 0;
      let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      let filled = 0;
      const write = async (data: Buffer) => {
        await db.query(`INSERT INTO file_contents (storage_key, n, data) VALUES ($1, $2, ${param(3)})`, [key, n, send(data)]);
        n += 1;
      };
      try {
        for await (const piece of source) {
          const bytes = asBuffer(piece as Uint8Array);
          let at = 0;
          while (at < bytes.length) {
            const copied = bytes.copy(chunk, filled, at, at + CHUNK_BYTES - filled);
            filled += copied;
            at += copied;
            if (filled === CHUNK_BYTES) {
              await write(chunk);
              chunk = Buffer.allocUnsafe(CHUNK_BYTES);
              filled = 0;
            }
          }
        }
        // An empty file is one empty chunk, so that it can be opened as the others.
        if (filled > 0 || n === 0) await write(chunk.subarray(0, filled));
      } catch (error) {
        // Only what this call wrote: a first chunk refused (a key already taken) is someone else's.
        if (n > 0) await remove(key).catch(() => {});
        throw error;
      }
    },
    async read(key, start, length) {
      if (length <= 0) return Buffer.alloc(0);
      // Only the chunks that hold [start, start + length), each cut to its part in the database.
      const rows = await db.query<{ data: unknown }>(
        `WITH s AS (SELECT octet_length(data) AS size FROM file_contents WHERE storage_key = $1 AND n = 0),
              c AS (SELECT f.n, f.data, greatest($2::int - f.n * s.size, 0) AS lo, least($2::int + $3::int - f.n * s.size, s.size) AS hi
                      FROM file_contents f, s
                     WHERE s.size > 0 AND f.storage_key = $1 AND f.n BETWEEN $2::int / s.size AND ($2::int + $3::int - 1) / s.size)
         SELECT ${column('substring(data FROM lo + 1 FOR hi - lo)')} AS data FROM c ORDER BY n`,
        [key, start, length],
      );
      return Buffer.concat(rows.map((r) => take(r.data)));
    },
    async open(key) {
      const first = await chunkAt(key, 0);
      if (!first) return null;
      async function* chunks() {
        yield first!;
        for (let n = 1; ; n++) {
          const data = await chunkAt(key, n);
          if (!data) return;
          yield data;
        }
      }
      // Bytes, not objects, with room for one chunk: the next is fetched only when this one is taken.
      return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
    },
    async copy(from, to, within) {
      const [done] = await within.query<{ chunks: number }>(
        `WITH copied AS (INSERT INTO file_contents (storage_key, n, data) SELECT $2, n, data FROM file_contents WHERE storage_key = $1 RETURNING 1)
         SELECT count(*)::int AS chunks FROM copied`,
        [from, to],
      );
      return (done?.chunks ?? 0) > 0;
    },
    remove,
  };
}

/**
 * Deletes the chunks of uploads that never got their `files` row (a process ended mid-upload, a
 * removal that failed) once they are older than any upload in progress can be; answers how many.
 */
export async function sweepOrphanContents(db: Queryable, olderThanHours = 24): Promise<number> {
  const [swept] = await db.query<{ chunks: number }>(
    `WITH gone AS (
       DELETE FROM file_contents c
        WHERE c.created_at < now() - make_interval(hours => $1::int)
          AND NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_key = c.storage_key)
       RETURNING 1)
     SELECT count(*)::int AS chunks FROM gone`,
    [olderThanHours],
  );
  return swept?.chunks ?? 0;
}
