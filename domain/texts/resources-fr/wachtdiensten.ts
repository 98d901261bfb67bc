import wachtdiensten from '../../resources/wachtdiensten';
import { texts } from '../../declare/texts';
import { SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.fr';

export default texts(wachtdiensten, {
  name: 'Service de garde |||| Services de garde',
  empty: 'Aucun service de garde ne répond aux critères de recherche.',
  tabs: { detail: 'Service de garde', leden: 'Membres', historiek: 'Historique' },
  history: { create: 'Créé', update: 'Modifié', 'set-responsible': 'Nouveau responsable', uitschrijven: 'Membre désinscrit' },
  params: {
    provincie: {
      label: 'Province',
      options: {
        ANT: 'Anvers',
        BRU: 'Région de Bruxelles-Capitale',
        VBR: 'Brabant flamand',
        WBR: 'Brabant wallon',
        WVL: 'Flandre occidentale',
        OVL: 'Flandre orientale',
        HAI: 'Hainaut',
        LIE: 'Liège',
        LIM: 'Limbourg',
        LUX: 'Luxembourg',
        NAM: 'Namur',
      },
    },
  },
  hints: { ...SERVICE_HINTS, active: "Un service de garde non actif n'accueille plus de nouveaux membres." },
  fields: {
    ...SERVICE_LABELS,
    responsible: "Numéro d'Ordre du responsable",
    responsibleName: 'Responsable',
    active: 'Actif',
    memberCount: 'Nombre de membres',
  },
});
