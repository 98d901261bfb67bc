import mails from '../../resources/mails';
import { texts } from '../../declare/texts';
import { MAIL_STATUS_LABELS } from '../../mailTemplates';

export default texts(mails, {
  name: 'Mail |||| Mails',
  title: 'Mailwachtrij',
  empty: 'Er zijn geen mails die aan de zoekcriteria voldoen.',
  fields: {
    idmail: 'Nummer',
    creationdate: 'Aangemaakt op',
    recipient: 'Ontvanger',
    idmailtemplate: 'Sjabloon',
    template: 'Sjabloon (code)',
    description: 'Sjabloon',
    status: 'Status',
    attempts: 'Pogingen',
    nextAttemptAt: 'Volgende poging',
    processed_at: 'Verwerkt op',
    message_id: 'Bericht-ID',
    q: 'Ontvanger zoeken',
  },
  choices: { status: MAIL_STATUS_LABELS },
  tabs: { params: 'Parameters', logs: 'Verzendlogboek' },
  history: { opnieuw: 'Opnieuw in de wachtrij', stoppen: 'Gestopt', verwerkt: 'Als verwerkt aangeduid', fout: 'Als fout aangeduid' },
  hints: { status: 'Een mail die terug op "Nieuw" gezet wordt, komt opnieuw in de wachtrij en wordt opnieuw verstuurd.' },
});
