export default {
  name: 'Dagdeel |||| Dagdelen',
  new: 'Nieuw dagdeel',
  empty: 'Er zijn nog geen dagdelen.',
  fields: { code: 'Code', description: 'Omschrijving', meerdags: 'Meerdaags', q: 'Zoeken' },
};
