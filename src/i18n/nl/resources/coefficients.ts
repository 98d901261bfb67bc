export default {
  name: 'Coëfficiënt |||| Coëfficiënten',
  new: 'Nieuwe coëfficiënt',
  empty: 'Er zijn nog geen coëfficiënten.',
  fields: { code: 'Code', description: 'Omschrijving', coefficient: 'Coëfficiënt', q: 'Zoeken' },
};
