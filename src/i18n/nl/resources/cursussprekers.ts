export default {
  name: 'Spreker |||| Sprekers',
  new: 'Nieuwe spreker',
  empty: 'Deze cursus heeft nog geen sprekers.',
  fields: {
    cursusId: 'Cursus',
    firstName: 'Voornaam',
    lastName: 'Naam',
    title: 'Titel',
    relatedTo: 'Verbonden aan',
    personId: 'Gekende persoon (nummer)',
    attestRequired: 'Attest vereist',
    name: 'Spreker',
    cv: 'CV',
    cvName: 'CV',
    attest: 'Attest',
    attestName: 'Attest',
  },
};
