export default {
  name: 'Evaluatietoets |||| Evaluatietoetsen',
  new: 'Nieuwe evaluatietoets',
  empty: 'Er zijn geen evaluatietoetsen die aan de zoekcriteria voldoen.',
  history: { goedkeuren: 'Evaluatietoets goedgekeurd', afkeuren: 'Evaluatietoets afgekeurd' },
  tabs: { detail: 'Evaluatietoets', historiek: 'Historiek' },
  fields: {
    title: 'Cursus',
    organisation: 'Organisatie',
    startDate: 'Begindatum',
    status: 'Status cursus',
    evaluationName: 'Evaluatietoets',
    evaluationStatus: 'Status',
    evaluationNumber: 'Evaluatienummer',
    legalEntityId: 'Organisatie',
    q: 'Zoeken',
  },
  choices: { evaluationStatus: { NEW: 'Nieuw', APPROVED: 'Goedgekeurd', DECLINED: 'Afgekeurd' } },
};
