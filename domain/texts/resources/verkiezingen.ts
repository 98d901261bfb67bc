import verkiezingen from '../../resources/verkiezingen';
import { texts } from '../../declare/texts';

export default texts(verkiezingen, {
  name: 'Verkiezing |||| Verkiezingen',
  new: 'Nieuwe verkiezing',
  empty: 'Er zijn geen verkiezingen in deze fase.',
  actions: {
    finaliseren: 'Finaliseren',
    finaliseren_confirm:
      'De verkiezing "%{title}" wordt gefinaliseerd: alle dierenartsen krijgen een uitnodiging om te stemmen, en daarna kunnen de verkiezing en haar kandidaten niet meer gewijzigd worden.',
    finaliseren_done: 'De verkiezing "%{title}" is gefinaliseerd en de uitnodigingen om te stemmen worden verstuurd. U vindt ze hier in de fase "%{stage}".',
  },
  history: { finaliseren: 'Gefinaliseerd' },
  params: {
    stage: {
      label: 'Fase',
      options: { admin: 'Voorbereiding', voting: 'Stemming', counting: 'Telling', finished: 'Afgelopen', closed: 'Gesloten' },
    },
  },
  tabs: {
    detail: 'Verkiezing',
    kandidaten: 'Kandidaten',
    comite: 'Kiescomité',
    stemmen: 'Stemmen',
    opkomst: 'Opkomst',
    resultaten: 'Resultaten',
    stembord: 'Stembord',
    historiek: 'Historiek',
  },
  choices: { state: { NEW: 'In voorbereiding', FINISHED: 'Gefinaliseerd' } },
  fields: {
    title: 'Naam',
    starttime: 'Begin',
    endtime: 'Einde',
    numberOfElected: 'Aantal te verkiezen',
    votable: 'Stemmen mogelijk',
    state: 'Status',
    mailssended: 'Uitnodigingen verstuurd',
    candidateCount: 'Aantal kandidaten',
    publicKey: 'Publieke sleutel van de stembus',
    keyHolders: 'Leden van het kiescomité',
    keyThreshold: 'Comitéleden nodig voor de telling',
    fingerprint: 'Vingerafdruk van de verkiezing',
  },
});
