import registraties from '../../resources/registraties';
import { texts } from '../../declare/texts';

export default texts(registraties, {
  name: 'Registratie |||| Registraties',
  empty: 'Er zijn geen nieuwe registraties.',
  fields: {
    created_at: 'Ontvangen op',
    name: 'Organisatie',
    firstname: 'Voornaam',
    lastname: 'Naam',
    email: 'E-mailadres',
    username: 'Gebruikersnaam',
    status: 'Status',
  },
  choices: { status: { NIEUW: 'Nieuw', APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd' } },
  history: { APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd' },
});
