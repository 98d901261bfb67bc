import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '../domain/files';
import type { Db } from '../server/db';
import { login, withApp } from './http';

/** The largest upload SPEC §5 allows, uploaded and downloaded this many times. */
export const FILE_BYTES = MAX_UPLOAD_BYTES;
export const FILE_ROUNDS = 3;

export interface Transfer {
  /** Each round's time, in seconds. */
  seconds: number[];
  /** The highest rise of this process's resident memory over its level before the round, in MB. */
  rssRiseMB: number;
}

export interface FilesResult {
  megabytes: number;
  upload: Transfer;
  download: Transfer;
  /** Every download was the uploaded file, byte for byte (size and sha256). */
  identical: boolean;
}

/** Runs `work` while this process's resident memory is sampled every 10 ms; answers its time and the rise. */
async function sampled<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, rise: (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

/** A PDF (as the content check sees one) of `bytes` random bytes, written to disk in pieces; answers its sha256. */
async function writeSample(file: string, bytes: number) {
  const hash = createHash('sha256');
  const out = fs.createWriteStream(file);
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  for (let at = 0; at < bytes; ) {
    const piece = at === 0 ? Buffer.concat([head, randomBytes(Math.min(2 ** 20, bytes) - head.length)]) : randomBytes(Math.min(2 ** 20, bytes - at));
    hash.update(piece);
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    at += piece.length;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/**
 * A 20 MB upload and its download through the HTTP API of the app listening on loopback over the
 * benchmark's database (a course's attachment, as the secretariat). The client streams the file from
 * disk and hashes the download as it arrives, holding neither, so the memory that rises is the
 * server's (it runs in this process): the bytes go to the database chunk by chunk and come back so.
 */
export async function measureFiles(db: Db, dataDir: string, bytes = FILE_BYTES): Promise<FilesResult> {
  const file = path.join(dataDir, 'handboek.pdf');
  const sha256 = await writeSample(file, bytes);
  return withApp(db, dataDir, async (origin) => {
    const cookie = await login(origin, 'secretariaat', 'Secretariaat1');
    const [course] = await db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE status = 'NIEUW' ORDER BY id LIMIT 1");
    if (!course) throw new Error('geen nieuwe cursus');
    const url = `${origin}/api/bijscholing/cursussen/${course.id}/attachment`;
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="handboek.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      yield* fs.createReadStream(file, { highWaterMark: 64 * 1024 });
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    // Node's own HTTP client, which sends the body as it is read: fetch keeps a streamed request
    // body's bytes (about 20 MB here) until it is collected, which would count as the server's.
    const upload = async () => {
      const req = http.request(url, { method: 'POST', headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      await pipeline(body(), req);
      const res = await answered;
      let text = '';
      for await (const piece of res) text += piece;
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${text}`);
    };
    const download = async () => {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`download: ${res.status}`);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of res.body) {
        hash.update(chunk as Uint8Array);
        size += (chunk as Uint8Array).byteLength;
      }
      return size === bytes && hash.digest('hex') === sha256;
    };
    const up: Transfer = { seconds: [], rssRiseMB: 0 };
    const down: Transfer = { seconds: [], rssRiseMB: 0 };
    let identical = true;
    for (let round = 0; round < FILE_ROUNDS; round++) {
      const u = await sampled(upload);
      up.seconds.push(u.seconds);
      up.rssRiseMB = Math.max(up.rssRiseMB, u.rise);
      const d = await sampled(download);
      down.seconds.push(d.seconds);
      down.rssRiseMB = Math.max(down.rssRiseMB, d.rise);
      identical &&= d.result;
    }
    return { megabytes: bytes / 2 ** 20, upload: up, download: down, identical };
  });
}
