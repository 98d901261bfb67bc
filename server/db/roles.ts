import type { Db, Queryable } from './types';

/**
 * The schema and its migrations belong to one role, the application connects as another that may
 * read and write the Order's data but only add to and read the audit trail: then no statement the
 * application sends (a leaked password, an injection) can change, remove, empty or alter the trail,
 * nor its guard (docs/operations.md, "Two roles"). The erasure's redaction is the owner's function
 * (migration 066), the only change the application can ask of it.
 */

/** The role the embedded database's server acts as once migrated (PGlite has one user, a superuser). */
export const EMBEDDED_APP_ROLE = 'portaal_app';

/** Tables the application reads but never writes: the trail (added to only), its chain's head (written by the trail's own trigger) and the migrations' record. */
const ADD_ONLY = ['audit_log'];
const READ_ONLY = ['schema_migrations', 'audit_chain'];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The role a PostgreSQL URL logs in as; without one in the URL, the one libpq would take (PGUSER). */
export function appRoleOf(url: string, env: NodeJS.ProcessEnv = process.env): string {
  const role = decodeURIComponent(new URL(url).username) || env.PGUSER;
  if (!role) throw new Error('DATABASE_URL noemt geen gebruiker: met DATABASE_OWNER_URL moet DATABASE_URL de rol van de toepassing noemen.');
  return role;
}

/**
 * Gives the application's role what it may do in the owner's current schema, as the owner, after the
 * migrations: every table read and written, the trail and the migrations' record only read (the trail
 * also added to), the sequences used; tables made later by the owner reach it too (default privileges).
 * Run again after every migration, it is the same each time.
 */
export async function grantToApp(q: Queryable, role: string) {
  const [{ schema, owner } = { schema: '', owner: '' }] = await q.query<{ schema: string; owner: string }>(
    'SELECT current_schema() AS schema, current_user AS owner',
  );
  if (role === owner) throw new Error(`De rol van de toepassing (${role}) is dezelfde als die van de eigenaar: geef twee verschillende rollen.`);
  const [r, s] = [quoteIdent(role), quoteIdent(schema)];
  const statements = [
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT USAGE, SELECT ON SEQUENCES TO ${r}`,
    ...[...ADD_ONLY, ...READ_ONLY].map((table) => `REVOKE ALL ON ${s}.${quoteIdent(table)} FROM ${r}`),
    ...ADD_ONLY.map((table) => `GRANT SELECT, INSERT ON ${s}.${quoteIdent(table)} TO ${r}`),
    ...READ_ONLY.map((table) => `GRANT SELECT ON ${s}.${quoteIdent(table)} TO ${r}`),
  ];
  for (const sql of statements) await q.query(sql);
}

/**
 * The embedded database: one process, one superuser. After the migrations the server acts as a role
 * without login and with the application's rights (SET ROLE), so its own statements cannot change the
 * trail; a statement that could undo the SET ROLE (RESET ROLE) could, there is no second login to keep apart.
 */
export async function actAsEmbeddedApp(db: Db) {
  if (db.kind !== 'pglite' || !db.actAs) return;
  await db.query(
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${EMBEDDED_APP_ROLE}') THEN CREATE ROLE ${EMBEDDED_APP_ROLE} NOLOGIN; END IF;
     END $$`,
  );
  await grantToApp(db, EMBEDDED_APP_ROLE);
  await db.actAs(EMBEDDED_APP_ROLE);
}
