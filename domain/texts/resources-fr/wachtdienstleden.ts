import wachtdienstleden from '../../resources/wachtdienstleden';
import { texts } from '../../declare/texts';

export default texts(wachtdienstleden, {
  name: 'Membre |||| Membres',
  empty: "Ce service de garde n'a pas encore de membres.",
  choices: { activeMember: { W: 'Membre actif', P: 'Membre passif' } },
  fields: {
    wachtdienstId: 'Service de garde',
    ordenummer: "Numéro d'Ordre",
    name: 'Nom',
    activeMember: 'Affiliation',
    creationdate: 'Membre depuis',
  },
});
