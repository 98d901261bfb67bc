import wachtdienstleden from '../../resources/wachtdienstleden';
import { texts } from '../../declare/texts';

export default texts(wachtdienstleden, {
  name: 'Lid |||| Leden',
  empty: 'Deze wachtdienst heeft nog geen leden.',
  choices: { activeMember: { W: 'Actief lid', P: 'Passief lid' } },
  fields: {
    wachtdienstId: 'Wachtdienst',
    ordenummer: 'Ordenummer',
    name: 'Naam',
    activeMember: 'Lidmaatschap',
    creationdate: 'Lid sinds',
  },
});
