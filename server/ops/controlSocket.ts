import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Db } from '../db';

/**
 * The running server's control socket, `DATA_DIR/beheer.sock`. PGlite serves one process only, so
 * while the server holds the embedded database, `npm run backup` asks the server for the snapshot
 * here, and `npm run restore` learns here that the data directory is in use. A unix socket of mode
 * 0600 in the data directory: only the account that may read the database's files anyway reaches it.
 *
 * The protocol is one line asked, one line answered: `PING` -> `OK`; `BACKUP` -> `OK <bytes>` and
 * that many bytes of tar.gz; a failure -> `FOUT <Dutch message>`.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'beheer.sock');

/** The part of the server's logger (pino) the socket uses. */
export interface OpsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const MAX_REQUEST = 64;
const REQUEST_TIMEOUT_MS = 5000;

/** Answers one connection; an error on it (the client went away) concerns only that connection. */
function serve(db: Db, log: OpsLogger, conn: net.Socket) {
  let asked = '';
  conn.on('error', () => conn.destroy());
  // A client that never says what it wants would keep the server from closing.
  conn.setTimeout(REQUEST_TIMEOUT_MS, () => conn.destroy());
  conn.on('data', async (chunk) => {
    if (asked.includes('\n')) return;
    asked += chunk.toString('utf8');
    if (!asked.includes('\n') && asked.length < MAX_REQUEST) return;
    conn.setTimeout(0);
    const command = asked.split('\n')[0]!.trim();
    if (command === 'PING') return conn.end('OK\n');
    if (command !== 'BACKUP') return conn.end('FOUT Onbekend verzoek.\n');
    const started = Date.now();
    try {
      const bytes = Buffer.from(await (await db.snapshot!()).arrayBuffer());
      conn.write(`OK ${bytes.length}\n`);
      conn.end(bytes);
      log.info({ bytes: bytes.length, ms: Date.now() - started }, 'Back-up van de databank gemaakt (npm run backup)');
    } catch (error) {
      log.warn({ err: error }, 'Back-up van de databank mislukt');
      conn.end(`FOUT ${(error as Error).message.replace(/\n/g, ' ')}\n`);
    }
  });
}

/**
 * Listens on `DATA_DIR/beheer.sock` for the backup command, for an embedded database; PostgreSQL
 * needs none (pg_dump reads a live database). A socket file left by a server that died is removed.
 * A socket that cannot be opened costs only the online backup: it is logged, the server runs on.
 */
export async function listenForBackups(db: Db, dataDir: string, log: OpsLogger): Promise<{ close(): Promise<void> }> {
  const none = { close: async () => {} };
  if (!db.snapshot) return none;
  const file = controlSocketPath(dataDir);
  const server = net.createServer((conn) => serve(db, log, conn));
  try {
    await fs.promises.mkdir(dataDir, { recursive: true });
    await fs.promises.rm(file, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    await fs.promises.chmod(file, 0o600);
  } catch (error) {
    server.close();
    log.warn({ err: error, socket: file }, 'Beheersocket niet geopend: een back-up kan enkel met de server gestopt');
    return none;
  }
  server.on('error', (error) => log.warn({ err: error }, 'Fout op de beheersocket'));
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.promises.rm(file, { force: true });
    },
  };
}

/** No server listens here: no socket file, or one left behind by a server that is gone. */
const NOBODY = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/**
 * Asks the server that holds `dataDir`'s database: the answer's bytes (empty for PING), or null when
 * no server answers. A refusal (`FOUT ...`) or a cut-off answer throws with its Dutch message.
 */
export function askServer(dataDir: string, command: 'PING' | 'BACKUP', timeoutMs = command === 'PING' ? 5000 : 600_000): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const conn = net.createConnection(controlSocketPath(dataDir));
    // Idle time: a snapshot of a large database is silent for a while before its bytes come.
    conn.setTimeout(timeoutMs, () => conn.destroy(new Error('De server antwoordt niet op de beheersocket.')));
    conn.on('connect', () => conn.write(`${command}\n`));
    conn.on('data', (chunk) => chunks.push(chunk));
    conn.on('error', (error: NodeJS.ErrnoException) => (error.code && NOBODY.has(error.code) ? resolve(null) : reject(error)));
    conn.on('end', () => {
      const all = Buffer.concat(chunks);
      const eol = all.indexOf('\n');
      const head = all.subarray(0, eol < 0 ? all.length : eol).toString('utf8');
      const body = all.subarray(eol + 1);
      if (head.startsWith('FOUT ')) return reject(new Error(head.slice(5)));
      const [ok, size] = head.split(' ');
      if (ok !== 'OK' || (size !== undefined && Number(size) !== body.length)) return reject(new Error('De server brak de back-up af; probeer opnieuw.'));
      resolve(body);
    });
  });
}
