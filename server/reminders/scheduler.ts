import type { Config } from '../config';
import type { Db } from '../db';
import { describe, isDbUnavailable } from '../db/unavailable';
import type { MailLogger } from '../mail/worker';
import { closeEndedBoxes } from '../services/committeeCount';
import { runReminders } from './run';

/** Who a scheduled run's audit row names. */
export const SCHEDULER = 'systeem';

/**
 * Looks every `reminderIntervalMinutes` whether today's reminders ran, and runs them if not, and
 * closes the boxes of elections that ended. Any number of nodes may run one: the day's run happens
 * once (server/reminders/run.ts), a box closes once. A failure is logged and tried again at the next tick.
 */
export function createReminderScheduler(db: Db, config: Config, log: MailLogger) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= Promise.all([
      runReminders(db, config, { scheduled: true, by: SCHEDULER }).then(
        (run) => {
          if (run) log.info?.({ run: run.id, counts: run.counts }, 'Herinneringen in de wachtrij gezet');
        },
        (error) => log.warn(isDbUnavailable(error) ? describe(error) : { err: error }, 'Herinneringen niet verstuurd; volgende poging bij de volgende ronde'),
      ),
      // The boxes of elections whose voting ended are closed here too, so the board's head is mailed
      // to the voters and the committee even when nobody asks for the box (services/committeeCount.ts).
      closeEndedBoxes(db, config.publicUrl).catch((error) =>
        log.warn(isDbUnavailable(error) ? describe(error) : { err: error }, 'Stembus niet gesloten; volgende poging bij de volgende ronde'),
      ),
    ]).then(() => {
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
