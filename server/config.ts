import path from 'node:path';
import { DEFAULT_POINTS_REMINDER_DAYS } from '../domain/rules/reminders';
import { type DbTimeouts, DEFAULT_DB_TIMEOUTS, DEFAULT_POOL_SIZE } from './db/types';
import { SESSION_CACHE_MS } from './plugins/sessionCache';

/** Settings from the environment; every one has a default that runs the demo on one machine. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the schema's owner, for the migrations only; the application then connects (DATABASE_URL) as a role that cannot change the audit trail. */
  databaseOwnerUrl: string | undefined;
  /** PostgreSQL only: what the database cuts off on every connection, and how many connections. */
  dbTimeouts: DbTimeouts;
  dbPoolSize: number;
  publicUrl: string;
  appVersion: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleMinutes: number;
  /** How long a node answers a session from memory (0: it reads the database on every request). */
  sessionCacheMs: number;
  secureCookies: boolean;
  loginMaxFailures: number;
  tokenHours: number;
  runWorker: boolean;
  /** The reminders' scheduler runs beside the mail worker (REMINDERS=0: not on this node); how often it looks, and the points reminder's steps. */
  reminders: boolean;
  reminderIntervalMinutes: number;
  reminderPointsDays: number[];
  logLevel: string;
  /** Fastify's trustProxy: which proxies may tell the client's address, scheme and host (X-Forwarded-For/-Proto/-Host). */
  trustProxy: false | string;
}

/** Off unless set: a forged X-Forwarded-For must not dodge the per-address limits, nor X-Forwarded-Host the origin check. */
/** `TRUST_PROXY=1`: a proxy on this machine or on a private network (proxy-addr's named ranges). */
export const PRIVATE_PROXIES = 'loopback,linklocal,uniquelocal';

/**
 * TRUST_PROXY as Fastify takes it: the proxies' addresses (`10.0.0.0/8,127.0.0.1`), or `1` (`true`)
 * for any on a private network. Never "every address": a client's own X-Forwarded-For would then
 * name its address, and every per-address limit would count what it chose. (Fastify takes a hop
 * count as trusting no one, since it cannot tell a proxy from a client.)
 */
function parseTrustProxy(value: string | undefined): false | string {
  if (!value || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? PRIVATE_PROXIES : value;
}

/** Days as a list of whole numbers ("90,30"). */
function dayList(env: NodeJS.ProcessEnv, name: string, fallback: readonly number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return [...fallback];
  const days = raw.split(',').map((d) => d.trim());
  if (!days.every((d) => /^\d+$/.test(d))) throw new Error(`${name} moet een lijst van gehele getallen zijn (bv. 90,30), niet "${raw}".`);
  return days.map(Number);
}

/** A whole number from the environment; a typo stops the start instead of reaching every connection. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name} moet een geheel getal van minstens ${min} zijn, niet "${raw}".`);
  return Number(raw);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: (env.DATABASE_URL && env.DATABASE_OWNER_URL) || undefined,
    dbTimeouts: {
      lockMillis: wholeNumber(env, 'DB_LOCK_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.lockMillis),
      statementMillis: wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.statementMillis),
      idleInTransactionMillis: wholeNumber(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.idleInTransactionMillis),
    },
    dbPoolSize: wholeNumber(env, 'DB_POOL_SIZE', DEFAULT_POOL_SIZE, 1),
    publicUrl,
    appVersion: env.APP_VERSION ?? '2.0.0',
    // Demo accounts have known passwords: on PostgreSQL (production) only when asked for.
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? !env.DATABASE_URL : env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Orde der Dierenartsen <noreply@orde-dierenartsen.be>',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 60),
    sessionCacheMs: wholeNumber(env, 'SESSION_CACHE_MS', SESSION_CACHE_MS),
    secureCookies: env.SECURE_COOKIES === '1' || publicUrl.startsWith('https://'),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    tokenHours: Number(env.TOKEN_HOURS ?? 24),
    runWorker: env.MAIL_WORKER !== '0',
    reminders: env.REMINDERS !== '0',
    reminderIntervalMinutes: wholeNumber(env, 'REMINDER_INTERVAL_MINUTES', 60, 1),
    reminderPointsDays: dayList(env, 'REMINDER_POINTS_DAYS', DEFAULT_POINTS_REMINDER_DAYS),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
