import evaluaties from '../../resources/evaluaties';
import { texts } from '../../declare/texts';

export default texts(evaluaties, {
  name: 'Evaluatietoets |||| Evaluatietoetsen',
  new: 'Nieuwe evaluatietoets',
  empty: 'Er zijn geen evaluatietoetsen die aan de zoekcriteria voldoen.',
  history: { goedkeuren: 'Evaluatietoets goedgekeurd', afkeuren: 'Evaluatietoets afgekeurd' },
  request: 'Evaluatietoets',
  tabs: { detail: 'Evaluatietoets', historiek: 'Historiek' },
  fields: {
    title: 'Cursus',
    organisation: 'Organisatie',
    startDate: 'Begindatum',
    status: 'Status cursus',
    evaluation: 'Evaluatietoets',
    evaluationName: 'Evaluatietoets',
    evaluationStatus: 'Status',
    evaluationNumber: 'Evaluatienummer',
    evaluationComment: 'Commentaar',
    legalEntityId: 'Organisatie',
    q: 'Zoeken',
  },
  choices: { evaluationStatus: { NEW: 'Nieuw', APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd' } },
});
