import cursussprekers from '../../resources/cursussprekers';
import { texts } from '../../declare/texts';

export default texts(cursussprekers, {
  name: 'Spreker |||| Sprekers',
  new: 'Nieuwe spreker',
  empty: 'Deze cursus heeft nog geen sprekers.',
  fields: {
    cursusId: 'Cursus',
    firstName: 'Voornaam',
    lastName: 'Naam',
    title: 'Titel',
    relatedTo: 'Verbonden aan',
    personId: 'Gekende dierenarts',
    personName: 'Gekende dierenarts',
    attestRequired: 'Attest vereist',
    name: 'Spreker',
    cv: 'CV',
    cvName: 'CV',
    attest: 'Attest',
    attestName: 'Attest',
  },
  hints: {
    personId: 'Zoek een gekende dierenarts op naam, of laat leeg voor een nieuwe spreker.',
  },
  files_after_save: 'Bewaar de spreker eerst om een cv of attest op te laden.',
});
