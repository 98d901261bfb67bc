import maillogs from '../../resources/maillogs';
import { texts } from '../../declare/texts';
import { MAIL_STATUS_LABELS } from '../../mailTemplates';

export default texts(maillogs, {
  name: 'Logregel |||| Verzendlogboek',
  empty: 'Er zijn nog geen verzendpogingen.',
  fields: { idmail: 'Mail', at: 'Tijdstip', status: 'Status', message: 'Bericht' },
  choices: { status: { ...MAIL_STATUS_LABELS, RETRY: 'Nieuwe poging' } },
});
