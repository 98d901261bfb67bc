import type { Config } from './config';
import type { Db } from './db';
import { describe, isDbUnavailable } from './db/unavailable';
import type { MailLogger } from './mail/worker';
import { SCHEDULER } from './reminders/scheduler';
import { deleteIdleSessions } from './repositories/sessions';

/** How often idle sessions are purged, over all nodes together. */
export const PURGE_EVERY_MINUTES = 15;
/** The app_state row whose time says when the last purge ran. */
const LAST_PURGE = 'sessions_purged';

/**
 * Deletes the sessions idle longer than the idle time, at most once per `everyMinutes` whatever
 * nodes ask: a run first moves the `sessions_purged` row forward, in one conditional statement, and
 * only the run that moved it deletes. A run that comes sooner, or at the same moment on another
 * node, waits for that row and then does nothing. Returns how many sessions went, or null when the
 * purge was not due.
 */
export function purgeIdleSessions(db: Db, idleMinutes: number, by: string, everyMinutes = PURGE_EVERY_MINUTES) {
  return db.tx(async (q) => {
    const due = await q.query(
      `INSERT INTO app_state (name, value, changed_by) VALUES ($1, '', $2)
         ON CONFLICT (name) DO UPDATE SET changed_at = now(), changed_by = EXCLUDED.changed_by
         WHERE app_state.changed_at <= now() - make_interval(mins => $3)
       RETURNING name`,
      [LAST_PURGE, by, everyMinutes],
    );
    return due.length > 0 ? deleteIdleSessions(q, idleMinutes) : null;
  });
}

/**
 * Purges idle sessions every `everyMinutes`, beside the mail worker (any number of nodes may run one:
 * the purge itself happens once per interval). A failure is logged and tried at the next tick.
 */
export function createSessionPurge(db: Db, config: Config, log: MailLogger, options: { everyMinutes?: number; firstMs?: number } = {}) {
  const everyMinutes = options.everyMinutes ?? PURGE_EVERY_MINUTES;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= purgeIdleSessions(db, config.sessionIdleMinutes, SCHEDULER, everyMinutes)
      .then((n) => {
        if (n) log.info?.({ sessions: n }, 'Verlopen sessies opgeruimd');
      })
      .catch((error) =>
        log.warn(isDbUnavailable(error) ? describe(error) : { err: error }, 'Verlopen sessies niet opgeruimd; volgende poging bij de volgende ronde'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      timer = setInterval(tick, everyMinutes * 60_000);
      first = setTimeout(tick, options.firstMs ?? 10_000);
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
