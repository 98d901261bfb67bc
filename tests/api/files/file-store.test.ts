import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../domain/files';
import { buildApp } from '../../../server/app';
import { type Db, openDb } from '../../../server/db';
import { CHUNK_BYTES, databaseFileStore, sweepOrphanContents } from '../../../server/files/databaseStore';
import { describeImport, importDiskFiles } from '../../../server/files/import';
import { insertFile } from '../../../server/files/repository';
import { diskFileStore } from '../../../server/files/store';
import { as, createTestApp, login, withAppOrigin } from '../../helpers/app';
import { multipart, SAMPLES } from '../../helpers/files';

/** A PDF as the content check sees one, of `size` bytes that do not repeat. */
const pdfOf = (size: number) => Buffer.concat([SAMPLES.pdf, randomBytes(size - SAMPLES.pdf.length)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Uploaded files' bytes in the database (DESIGN §1): every node serves every file, one backup holds them. */
describe('files in the database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  let course: number;
  const chunkRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents'))[0]!.n;
  const keyOf = async (fileId: number) => (await t.db.query<{ key: string }>('SELECT storage_key AS key FROM files WHERE id = $1', [fileId]))[0]!.key;
  const attachment = () => `/api/bijscholing/cursussen/${course}/attachment`;
  const upload = (name: string, content: Buffer) => as(t.app, cookie, { method: 'POST', url: attachment(), ...multipart(name, content) });
  const download = () => as(t.app, cookie, { method: 'GET', url: attachment() });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await login(t.app, 'opleider');
    course = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title LIKE '%Echografie%'"))[0]!.id;
  });
  afterAll(async () => t?.close());

  it('stores a file of several chunks and reads any range of it, also across chunk boundaries', async () => {
    const store = databaseFileStore(t.db);
    const bytes = randomBytes(3 * CHUNK_BYTES + 12_345);
    // Pieces of uneven sizes, as a multipart body arrives.
    async function* pieces() {
      for (let at = 0; at < bytes.length; at += 70_001) yield bytes.subarray(at, at + 70_001);
    }
    const key = store.newKey();
    await store.put(key, pieces());
    const chunks = await t.db.query<{ n: number; size: number }>('SELECT n, octet_length(data) AS size FROM file_contents WHERE storage_key = $1 ORDER BY n', [
      key,
    ]);
    expect(chunks).toEqual([0, 1, 2, 3].map((n) => ({ n, size: n < 3 ? CHUNK_BYTES : 12_345 })));
    for (const [start, length] of [
      [0, 8],
      [CHUNK_BYTES - 10, 20],
      [CHUNK_BYTES, 5],
      [2 * CHUNK_BYTES - 1, CHUNK_BYTES + 2],
      [100, 3 * CHUNK_BYTES],
      [bytes.length - 5, 100],
      [bytes.length + 10, 5],
    ]) {
      expect((await store.read(key, start!, length!)).equals(bytes.subarray(start!, start! + length!)), `read(${start}, ${length})`).toBe(true);
    }
    const stream = await store.open(key);
    const got: Buffer[] = [];
    for await (const piece of stream!) got.push(piece as Buffer);
    expect(Buffer.concat(got).equals(bytes)).toBe(true);
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
  });

  it('fetches a download one chunk at a time, as the reader takes them', async () => {
    // The chunks the database handed over, whatever the statements that asked for them.
    let fetched = 0;
    const counting: Db = Object.create(t.db);
    counting.query = (async (sql: string, params?: unknown[]) => {
      const rows = await t.db.query(sql, params);
      fetched += rows.filter((row) => 'data' in row).length;
      return rows;
    }) as Db['query'];
    const store = databaseFileStore(counting);
    const key = store.newKey();
    await store.put(key, Readable.from([randomBytes(10 * CHUNK_BYTES)]));
    const stream = (await store.open(key))!;
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first chunk taken, the next fetched ahead at most: not the ten of the file.
    expect(fetched).toBeGreaterThanOrEqual(1);
    expect(fetched).toBeLessThanOrEqual(3);
    await reader.return?.();
    await store.remove(key);
  });

  it('leaves nothing of a file whose source fails halfway', async () => {
    const store = databaseFileStore(t.db);
    const before = await chunkRows();
    async function* broken() {
      yield randomBytes(2 * CHUNK_BYTES + 1);
      throw new Error('verbinding verbroken');
    }
    await expect(store.put(store.newKey(), broken())).rejects.toThrow('verbinding verbroken');
    expect(await chunkRows()).toBe(before);
  });

  it('serves a 20 MB upload back byte for byte', async () => {
    const big = pdfOf(MAX_UPLOAD_BYTES);
    const res = await upload('handboek.pdf', big);
    expect(res.statusCode, res.body).toBe(201);
    const [chunks] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents WHERE storage_key = $1', [await keyOf(res.json().id)]);
    expect(chunks!.n).toBe(MAX_UPLOAD_BYTES / CHUNK_BYTES);
    const got = await download();
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-length']).toBe(String(MAX_UPLOAD_BYTES));
    expect(got.rawPayload.equals(big)).toBe(true);
  });

  it.each([
    ['content that is not what its name says', 'programma.pdf', () => Buffer.concat([SAMPLES.exe, randomBytes(3 * CHUNK_BYTES)]), 400],
    ['a file over the limit', 'groot.pdf', () => pdfOf(MAX_UPLOAD_BYTES + 1), 413],
  ])('keeps no bytes of a refused upload: %s', async (_what, name, content, status) => {
    const before = await chunkRows();
    const res = await upload(name, content());
    expect(res.statusCode, res.body).toBe(status);
    expect(await chunkRows()).toBe(before);
  });

  it('serves a file uploaded through one node from another with a data folder of its own', async () => {
    const content = pdfOf(CHUNK_BYTES + 999);
    expect((await upload('verslag.pdf', content)).statusCode).toBe(201);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portaal-node2-'));
    // Its own connections on PostgreSQL; PGlite belongs to one process, so there it shares the database.
    const db = process.env.DATABASE_URL ? await openDb({ databaseUrl: process.env.DATABASE_URL, schema: t.schema }) : t.db;
    const other = withAppOrigin(await buildApp({ config: { ...t.config, dataDir }, db }), t.config.publicUrl);
    try {
      await other.ready();
      const got = await as(other, await login(other, 'opleider'), { method: 'GET', url: attachment() });
      expect(got.statusCode, got.body).toBe(200);
      expect(got.rawPayload.equals(content)).toBe(true);
    } finally {
      await other.close();
      if (db !== t.db) await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('moves the files of a disk-based installation into the database, checked, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portaal-import-'));
    try {
      const disk = diskFileStore(dir);
      const onDisk = async (content: Buffer, described = content) => {
        const key = disk.newKey();
        await disk.put(key, Readable.from([content]));
        const row = { name: 'oud.pdf', contentType: 'application/pdf', size: described.length, sha256: sha256(described), storageKey: key };
        return insertFile(t.db, row, 'opleider');
      };
      const content = pdfOf(2 * CHUNK_BYTES + 77);
      const moved = await onDisk(content);
      const lost = await onDisk(SAMPLES.pdf);
      fs.rmSync(path.join(dir, lost.storageKey));
      // Bytes on disk that are not the file its row describes (a disk error, a hand-copied file).
      const damaged = await onDisk(pdfOf(5000), pdfOf(5000));
      await t.db.query('UPDATE bijscholing_cursussen SET attachment_id = $2 WHERE id = $1', [course, moved.id]);
      expect((await download()).statusCode).toBe(404);
      const rows = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n;

      const first = await importDiskFiles(t.db, dir);
      expect(first).toEqual({ moved: 1, missing: 1, already: rows - 3, mismatched: [damaged.storageKey], unknownOnDisk: 0 });
      expect(describeImport(first, dir)[0]).toBe(`1 bestanden overgezet, 1 ontbraken, ${rows - 3} al in de databank.`);
      const got = await download();
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(content)).toBe(true);
      expect(fs.readdirSync(dir)).toEqual([damaged.storageKey]);
      expect(await t.db.query('SELECT 1 FROM file_contents WHERE storage_key = $1', [damaged.storageKey])).toEqual([]);

      const chunks = await chunkRows();
      const second = await importDiskFiles(t.db, dir);
      expect(second).toEqual({ moved: 0, missing: 1, already: rows - 2, mismatched: [damaged.storageKey], unknownOnDisk: 0 });
      expect(await chunkRows()).toBe(chunks);
      expect(fs.readdirSync(dir)).toEqual([damaged.storageKey]);
      // The operator looked at it and removed it; nothing is left to do.
      fs.rmSync(path.join(dir, damaged.storageKey));
      const third = await importDiskFiles(t.db, dir);
      expect(describeImport(third, dir)).toEqual([
        `0 bestanden overgezet, 2 ontbraken, ${rows - 2} al in de databank.`,
        'Niets te doen: geen bestand op schijf dat nog naar de databank moest.',
      ]);
      expect(await chunkRows()).toBe(chunks);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sweeps the chunks of uploads cut off more than a day ago, and nothing else', async () => {
    const store = databaseFileStore(t.db);
    const put = async (chunks: number) => {
      const key = store.newKey();
      await store.put(key, Readable.from([randomBytes(chunks * CHUNK_BYTES)]));
      return key;
    };
    const backdate = (key: string, hours: number) =>
      t.db.query(`UPDATE file_contents SET created_at = now() - make_interval(hours => $2::int) WHERE storage_key = $1`, [key, hours]);
    const cutOff = await put(2);
    await backdate(cutOff, 25);
    const inProgress = await put(1);
    await backdate(inProgress, 2);
    const content = pdfOf(CHUNK_BYTES + 1);
    const kept = await upload('bewaard.pdf', content);
    await backdate(await keyOf(kept.json().id), 48);

    expect(await sweepOrphanContents(t.db)).toBe(2);
    const keys = (await t.db.query<{ key: string }>('SELECT DISTINCT storage_key AS key FROM file_contents')).map((r) => r.key);
    expect(keys).not.toContain(cutOff);
    expect(keys).toContain(inProgress);
    expect((await download()).rawPayload.equals(content)).toBe(true);
    expect(await sweepOrphanContents(t.db)).toBe(0);
  });
});
