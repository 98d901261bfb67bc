import wachtdiensten from '../../resources/wachtdiensten';
import { texts } from '../../declare/texts';
import { SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.nl';

export default texts(wachtdiensten, {
  name: 'Wachtdienst |||| Wachtdiensten',
  empty: 'Er zijn geen wachtdiensten die aan de zoekcriteria voldoen.',
  tabs: { detail: 'Wachtdienst', leden: 'Leden', historiek: 'Historiek' },
  history: { create: 'Aangemaakt', update: 'Gewijzigd', 'set-responsible': 'Nieuwe verantwoordelijke', uitschrijven: 'Lid uitgeschreven' },
  params: {
    provincie: {
      label: 'Provincie',
      options: {
        ANT: 'Antwerpen',
        BRU: 'Brussels Hoofdstedelijk Gewest',
        VBR: 'Vlaams-Brabant',
        WBR: 'Waals-Brabant',
        WVL: 'West-Vlaanderen',
        OVL: 'Oost-Vlaanderen',
        HAI: 'Henegouwen',
        LIE: 'Luik',
        LIM: 'Limburg',
        LUX: 'Luxemburg',
        NAM: 'Namen',
      },
    },
  },
  hints: { ...SERVICE_HINTS, active: 'Een niet-actieve wachtdienst neemt geen nieuwe leden meer op.' },
  fields: {
    ...SERVICE_LABELS,
    responsible: 'Ordenummer verantwoordelijke',
    responsibleName: 'Verantwoordelijke',
    active: 'Actief',
    memberCount: 'Aantal leden',
  },
});
