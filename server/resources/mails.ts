import mails from '../../domain/resources/mails';
import { freshTries, loggedStatus, renewedLink } from '../declared/helpers/mails';
import { idempotent } from '../declared/helpers/moves';
import { serve } from '../declared/part';

export default serve(mails, {
  idColumn: 'idmail',
  columns: { nextAttemptAt: 'next_attempt_at' },
  hooks: {
    // A second click (or a second secretary) finds the mail already there: nothing changes, nothing is logged.
    beforeTransition: [idempotent(), freshTries()],
    afterTransition: [loggedStatus(), renewedLink()],
  },
});
