import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createPglite, type Db, openDb, openPglite } from '../db';
import { migrate } from '../db/migrate';
import { pauseMail, resumeMail } from '../repositories/appState';
import { insertAudit } from '../repositories/declared';
import { countWaitingMails, endAllSessions, userTables } from '../repositories/operations';
import { assertNotInUse, embeddedDir } from './backup';
import { askServer, controlSocketPath } from './controlSocket';
import { type BackupKind, backupKindOf, holdsDataDirectory, KIND_NAMES } from './format';
import { connectionFor, runPgTool, tablesInDump } from './pgTools';

export interface RestoreOptions {
  /** Embedded: move a database already in DATA_DIR/pg aside instead of refusing. */
  force?: boolean;
  /** PostgreSQL: restore into a database that has tables, dropping the backup's objects first. */
  clean?: boolean;
  /** Keep the sessions of the backup (by default every one ends). */
  keepSessions?: boolean;
  /** Let the restored copy send mail at once (by default sending is paused). */
  send?: boolean;
}

export interface RestoreResult {
  kind: BackupKind;
  /** Where it went: the data directory, or the PostgreSQL database's name. */
  target: string;
  /** Embedded, with --force: where the database that was there now is. */
  movedAside?: string;
  migrations: string[];
  sessionsEnded: number;
  /** Sending paused by this restore, or left as the backup had it (`send`: lifted). */
  mailPaused: boolean;
  waitingMails: number;
}

/** Who restored, in the pause's row and the audit trail. */
export const RESTORE_ACTOR = 'npm run restore';

const stamp = (d = new Date()) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`;
};

/** The embedded backup into DATA_DIR/pg, a fresh data directory; the database returned is open on it. */
async function restoreEmbedded(dataDir: string, file: string, force: boolean) {
  if ((await askServer(dataDir, 'PING')) !== null) {
    throw new Error(
      `Er draait een server op ${dataDir}: hij antwoordt op ${controlSocketPath(dataDir)}. Stop hem eerst; herstel nooit onder een draaiende server.`,
    );
  }
  const bytes = await fs.promises.readFile(file);
  if (!holdsDataDirectory(bytes)) throw new Error(`${file} is een gzip-bestand, maar geen back-up van de ingebouwde databank (geen PG_VERSION erin).`);
  const dir = embeddedDir(dataDir);
  let movedAside: string | undefined;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    assertNotInUse(dataDir);
    if (!force) {
      throw new Error(
        `In ${dir} staat al een databank. Er werd niets gewijzigd. Met --force wordt ze opzij gezet (naar ${path.basename(dir)}.voor-herstel-<tijdstip>) en wordt de back-up hersteld.`,
      );
    }
    movedAside = `${dir}.voor-herstel-${stamp()}`;
    await fs.promises.rename(dir, movedAside);
  }
  try {
    await fs.promises.mkdir(dataDir, { recursive: true });
    const lite = await createPglite(dir, new Blob([bytes]));
    const db = await openPglite(dir, undefined, lite);
    return { db: { ...db, close: () => lite.close() } as Db, target: dir, movedAside };
  } catch (error) {
    // Nothing half-restored stays behind, and the database that was there comes back.
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (movedAside) await fs.promises.rename(movedAside, dir);
    throw new Error(`Herstellen mislukt: ${(error as Error).message}`);
  }
}

/**
 * The pg_dump backup into DATABASE_URL, which must be empty; with `clean` it may hold the backup's own
 * tables (they are dropped and restored), but none the backup lacks: those come from a newer version,
 * and their rows, newer than the backup, would stay beside it.
 */
async function restorePostgres(databaseUrl: string, file: string, clean: boolean) {
  const { database } = connectionFor(databaseUrl);
  const check = await openDb({ databaseUrl, applicationName: 'herstel' });
  try {
    const tables = await userTables(check);
    if (tables.length > 0 && !clean) {
      throw new Error(
        `De databank "${database}" bevat al ${tables.length} tabel(len). Er werd niets gewijzigd. Herstel in een lege databank (createdb), of gebruik --clean om de tabellen van de back-up eerst te verwijderen.`,
      );
    }
    const inBackup = new Set(tables.length > 0 ? await tablesInDump(file) : []);
    const extra = tables.filter((t) => !inBackup.has(t));
    if (extra.length > 0) {
      throw new Error(
        `De databank "${database}" heeft tabellen die niet in de back-up staan (${extra.join(', ')}), bv. van een nieuwere versie; --clean zou ze met hun gegevens laten staan. Er werd niets gewijzigd. Herstel in een lege databank (dropdb en createdb).`,
      );
    }
  } finally {
    await check.close();
  }
  // One transaction: a restore that fails half-way leaves the database as it was.
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : []), file], databaseUrl);
  return { db: await openDb({ databaseUrl, applicationName: 'herstel' }), target: database, movedAside: undefined };
}

/**
 * What makes a restored copy safe to start: no session of the original is valid (its users' cookies
 * would work on the copy), the migrations of this version are applied (a backup of an older one), and
 * sending is paused, so mails still NEW in the backup do not reach members a second time before the
 * secretariat has looked at the queue (unless `send`).
 */
export async function settleRestored(db: Db, options: Pick<RestoreOptions, 'keepSessions' | 'send'>) {
  const sessionsEnded = options.keepSessions ? 0 : await endAllSessions(db);
  const migrations = await migrate(db);
  await db.tx(async (q) => {
    const changed = options.send ? await resumeMail(q) : await pauseMail(q, 'restore', RESTORE_ACTOR);
    if (!changed) return;
    const action = options.send ? 'hervatten' : 'pauzeren';
    await insertAudit(q, {
      username: RESTORE_ACTOR,
      resource: 'app_state',
      recordId: 'mail_paused',
      action,
      before: { paused: !!options.send },
      after: { paused: !options.send },
    });
  });
  return { sessionsEnded, migrations, mailPaused: !options.send, waitingMails: await countWaitingMails(db) };
}

/** `npm run restore -- <file>`: into the database the configuration names (DATA_DIR/pg or DATABASE_URL), then settled. */
export async function restore(where: Pick<Config, 'dataDir' | 'databaseUrl'>, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new Error(`Het bestand ${source} bestaat niet.`);
  const kind = await backupKindOf(source);
  if (!kind) throw new Error(`${source} is geen back-up van "npm run backup" (geen pg_dump in custom formaat, geen tar.gz van de ingebouwde databank).`);
  const configured: BackupKind = where.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== configured) {
    const how = where.databaseUrl ? 'DATABASE_URL is ingesteld' : 'DATABASE_URL is niet ingesteld';
    throw new Error(`${source} is een back-up van ${KIND_NAMES[kind]}, maar ${how}: herstellen gaat naar ${KIND_NAMES[configured]}. Er werd niets gewijzigd.`);
  }
  const restored = where.databaseUrl
    ? await restorePostgres(where.databaseUrl, source, !!options.clean)
    : await restoreEmbedded(where.dataDir, source, !!options.force);
  try {
    const settled = await settleRestored(restored.db, options);
    return { kind, target: restored.target, ...(restored.movedAside ? { movedAside: restored.movedAside } : {}), ...settled };
  } finally {
    await restored.db.close();
  }
}
