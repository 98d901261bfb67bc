import registraties from '../../resources/registraties';
import { texts } from '../../declare/texts';

export default texts(registraties, {
  name: 'Inscription |||| Inscriptions',
  empty: "Il n'y a pas de nouvelles inscriptions.",
  fields: {
    created_at: 'Reçue le',
    name: 'Organisation',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    username: "Nom d'utilisateur",
    status: 'Statut',
  },
  choices: { status: { NIEUW: 'Nouvelle', APPROVED: 'Approuvée', DECLINED: 'Refusée' } },
  history: { APPROVED: 'Approuvée', DECLINED: 'Refusée' },
});
