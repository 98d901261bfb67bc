import maillogs from '../../resources/maillogs';
import { texts } from '../../declare/texts';
import mails from './mails';

export default texts(maillogs, {
  name: "Ligne de journal |||| Journal d'envoi",
  empty: "Il n'y a pas encore de tentatives d'envoi.",
  fields: { idmail: 'E-mail', at: 'Moment', status: 'Statut', message: 'Message' },
  choices: { status: { ...mails.choices.status, RETRY: 'Nouvelle tentative' } },
});
