import type { Db } from '../db';
import type { UserRow } from '../repositories/users';

/** The channel migration 057's triggers notify on. */
export const SESSION_CHANNEL = 'ovd_sessies';

/** How long a node answers a session from memory before it asks the database again. */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 20_000;

/**
 * A node's memory of the sessions it served lately: a request's session is read from
 * the database at most once per `ttlMs` per node. What ends a session or changes its user anywhere
 * (any node, the CLI, a restore) reaches every node by NOTIFY from the database's own triggers, and
 * is forgotten at once. While the listening connection is down nothing is kept: every request reads
 * the database, as without a cache. A read that a notification overtook is not kept (`epoch`), so a
 * session ended during a read is never served from memory afterwards.
 */
export function sessionCache(db: Db, ttlMs = SESSION_CACHE_MS) {
  const entries = new Map<string, { user: UserRow; until: number }>();
  let live = false;
  let epoch = 0;
  let schema: string | null = null;
  let stop: (() => Promise<void>) | undefined;

  const forgetAll = () => {
    epoch++;
    entries.clear();
  };
  const heard = (payload: string) => {
    const [where, kind, key] = payload.split(' ');
    if (where !== schema) return;
    epoch++;
    if (kind === 's') entries.delete(key!);
    else if (kind === 'u') {
      for (const [hash, entry] of entries) if (String(entry.user.id) === key) entries.delete(hash);
    } else entries.clear();
  };

  return {
    async start() {
      if (ttlMs <= 0 || !db.listen) return;
      schema = (await db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0]!.schema;
      stop = await db.listen(SESSION_CHANNEL, {
        heard,
        lost: () => {
          live = false;
          forgetAll();
        },
        resumed: () => {
          forgetAll();
          live = true;
        },
      });
    },
    async stop() {
      live = false;
      forgetAll();
      await stop?.();
    },
    /** Where a read starts: a notification after it makes its answer too old to keep. */
    get epoch() {
      return epoch;
    },
    get(hash: string) {
      if (!live) return undefined;
      const entry = entries.get(hash);
      if (entry && entry.until > Date.now()) return entry.user;
      entries.delete(hash);
      return undefined;
    },
    keep(hash: string, user: UserRow, readAt: number) {
      if (!live || readAt !== epoch) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(hash, { user, until: Date.now() + ttlMs });
    },
    forget(hash: string) {
      epoch++;
      entries.delete(hash);
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
