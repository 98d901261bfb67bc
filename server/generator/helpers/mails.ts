import type { MailStatus } from '../../../domain/mailTemplates';
import { logLine } from '../../mail/logText';
import { renewMaskedLink } from '../../services/accounts';
import type { AfterTransition, BeforeTransition } from '../part';

/** A mail's status set by the secretariat goes into its log with who set it, worded when read in the reader's language. */
export const loggedStatus =
  (): AfterTransition =>
  async ({ q, transition, after, caller }) => {
    const status = transition.to as MailStatus;
    await q.query('INSERT INTO mail_logs (idmail, status, message) VALUES ($1, $2, $3)', [
      after.id,
      status,
      logLine('status', { status, by: caller.username }),
    ]);
  };

/** A mail put back in the queue is sent at once with all its tries. */
export const freshTries =
  (): BeforeTransition =>
  ({ transition }) =>
    transition.to === 'NEW' ? { attempts: 0, nextAttemptAt: new Date().toISOString() } : undefined;

/** A single-use link masked after the mail's first sending is issued anew when the mail goes out again (the earlier one stops working). */
export const renewedLink =
  (): AfterTransition =>
  async ({ q, config, transition, after }) => {
    if (transition.to === 'NEW') await renewMaskedLink(q, config, after.id as number);
  };
