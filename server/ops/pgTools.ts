import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const executable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * pg_dump or pg_restore: on the PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin
 * (a newer one reads an older server's databases; an older one refuses a newer server).
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', searchPath = process.env.PATH ?? '', libDir = '/usr/lib/postgresql'): string {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  const versions = fs.existsSync(libDir) ? fs.readdirSync(libDir).filter((v) => /^\d+$/.test(v)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(libDir, version, 'bin', name);
    if (executable(file)) return file;
  }
  throw new Error(
    `${name} is niet gevonden (niet in het PATH, niet in ${libDir}/<versie>/bin). Installeer de PostgreSQL-clientprogramma's van dezelfde of een nieuwere versie dan de server, bv. "apt-get install postgresql-client-15".`,
  );
}

/**
 * How pg_dump and pg_restore reach DATABASE_URL without the password on their command line (which
 * every local user sees in `ps`) or in any message: the address without it, and the password in
 * the environment (PGPASSWORD) of that one process.
 */
export function connectionFor(databaseUrl: string) {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is geen adres van de vorm postgres://gebruiker@host:5432/databank.');
  }
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error('DATABASE_URL is geen adres van de vorm postgres://gebruiker@host:5432/databank.');
  const password = decodeURIComponent(url.password);
  url.password = '';
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return { dbname: url.toString(), database, env: (password ? { PGPASSWORD: password } : {}) as Record<string, string> };
}

async function spawnTool(name: 'pg_dump' | 'pg_restore', args: string[], env: Record<string, string> = {}) {
  const child = spawn(findPgTool(name), args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk) => {
    if (stderr.length < 20_000) stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${name} mislukt (code ${code}):\n${stderr.trim()}`);
  return stdout;
}

/** Runs pg_dump or pg_restore on DATABASE_URL; a failure throws with the tool's own words (never the password). */
export async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  await spawnTool(name, [...args, `--dbname=${dbname}`], env);
}

/** The tables a pg_dump file holds, as `schema.table`, from its table of contents (pg_restore --list). */
export async function tablesInDump(file: string): Promise<string[]> {
  const toc = await spawnTool('pg_restore', ['--list', file]);
  return [...toc.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map((m) => `${m[1]}.${m[2]}`);
}
