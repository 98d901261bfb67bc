export default {
  name: 'Periode |||| Periodes',
  new: 'Nieuwe periode',
  empty: 'Er zijn nog geen periodes.',
  fields: { startDate: 'Begindatum', endDate: 'Einddatum', active: 'Actief', requiredPoints: 'Vereiste punten' },
};
