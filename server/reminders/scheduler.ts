import type { Config } from '../config';
import type { Db } from '../db';
import { describe, isDbUnavailable } from '../db/unavailable';
import type { MailLogger } from '../mail/worker';
import { runReminders } from './run';

/** Who a scheduled run's audit row names. */
export const SCHEDULER = 'systeem';

/**
 * Looks every `reminderIntervalMinutes` whether today's reminders ran, and runs them if not. Any
 * number of nodes may run one: the day's run happens once (server/reminders/run.ts). A failure is
 * logged and tried again at the next tick.
 */
export function createReminderScheduler(db: Db, config: Config, log: MailLogger) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runReminders(db, config, { scheduled: true, by: SCHEDULER })
      .then((run) => {
        if (run) log.info?.({ run: run.id, counts: run.counts }, 'Herinneringen in de wachtrij gezet');
      })
      .catch((error) =>
        log.warn(isDbUnavailable(error) ? describe(error) : { err: error }, 'Herinneringen niet verstuurd; volgende poging bij de volgende ronde'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      // Soon after the start (a node that was down catches up), then at every interval.
      timer = setInterval(tick, config.reminderIntervalMinutes * 60_000);
      first = setTimeout(tick, 5_000);
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
