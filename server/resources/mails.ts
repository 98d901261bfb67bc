import mails from '../../domain/resources/mails';
import { freshTries, loggedStatus, renewedLink } from '../generator/helpers/mails';
import { idempotent } from '../generator/helpers/moves';
import { serve } from '../generator/part';

export default serve(mails, {
  idColumn: 'idmail',
  columns: { nextAttemptAt: 'next_attempt_at' },
  hooks: {
    // A second click (or a second secretary) finds the mail already there: nothing changes, nothing is logged.
    beforeTransition: [idempotent(), freshTries()],
    afterTransition: [loggedStatus(), renewedLink()],
  },
});
