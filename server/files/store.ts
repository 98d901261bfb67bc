import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from '../db';

/**
 * Where the bytes of uploaded files live (DESIGN §1): behind this interface, so that the driver can
 * change. The database's (databaseStore.ts) is the default; the disk's stays for `npm run
 * files:import`, which moves an older installation's files into the database. Keys are generated
 * here, never taken from a file's name.
 */
export interface FileStore {
  /** A new random key, safe as a file name and an object key. */
  newKey(): string;
  /** Writes a stream under `key`; a failed write leaves nothing behind. */
  put(key: string, source: Readable | AsyncIterable<Buffer>): Promise<void>;
  /** `length` bytes from `start` (fewer at the end of the file): the content check reads the head and the zip directory. */
  read(key: string, start: number, length: number): Promise<Buffer>;
  /** A stream of the whole file, or null when it is gone. */
  open(key: string): Promise<Readable | null>;
  /** Removes the file; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /**
   * Stores the bytes of `from` again under `to`; false when `from` is gone. The database's store
   * copies within the caller's transaction `within` (a rollback takes the copy along, and on PGlite
   * nothing else may run while that transaction is open); the caller still removes `to` on rollback
   * for a store outside the database.
   */
  copy(from: string, to: string, within: Queryable): Promise<boolean>;
}

const KEY = /^[a-f0-9]{32}$/;

/** The disk driver: `<dir>/<key>`, one flat folder (data/files before the bytes moved into the database). */
export function diskFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Ongeldige opslagsleutel: ${key}`);
    return path.join(dir, key);
  };
  return {
    newKey: () => randomBytes(16).toString('hex'),
    async put(key, source) {
      await fs.promises.mkdir(dir, { recursive: true });
      const target = pathOf(key);
      try {
        await pipeline(source, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
    },
    async read(key, start, length) {
      const handle = await fs.promises.open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(Math.max(0, length));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async open(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async copy(from, to) {
      try {
        await fs.promises.copyFile(pathOf(from), pathOf(to), fs.constants.COPYFILE_EXCL);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
