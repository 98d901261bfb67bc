import cursussprekers from '../../domain/declarations/cursussprekers';
import { serve } from '../declared/part';

export default serve(cursussprekers, {
  volume: 10000,
  demo: () => [
    { cursusId: 'Echografie van het abdomen bij hond en kat', firstName: 'Sofie', lastName: 'Peeters', title: 'Dr.', relatedTo: 'Faculteit Diergeneeskunde UGent', attestRequired: true },
    { cursusId: 'Echografie van het abdomen bij hond en kat', firstName: 'Tom', lastName: 'Maes', relatedTo: 'Dierenkliniek Merelbeke' },
    { cursusId: 'Kreupelheid bij het paard', firstName: 'An', lastName: 'Wouters', title: 'Prof. dr.', relatedTo: 'Paardenkliniek Gent' },
  ],
});
