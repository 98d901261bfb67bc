import cursussprekers from '../../domain/resources/cursussprekers';
import { V } from '../../domain/validation';
import { filesGoAlong } from '../generator/helpers/files';
import { serve } from '../generator/part';
import { mayNamePerson } from '../repositories/legalEntities';

export default serve(cursussprekers, {
  // A provider names as speaker a veterinarian or one of its own people, never another organisation's;
  // what the secretariat chose stays when the provider sends the speaker back.
  references: {
    personId: {
      access: ({ q, caller, id, kept }) => kept || caller.roles.includes('SECRETARIAAT') || mayNamePerson(q, id, caller.legalEntityId),
      refusal: V.speakerPerson,
    },
  },
  hooks: { beforeChange: [filesGoAlong()] },
  volume: 10000,
  demo: () => [
    {
      cursusId: 'Echografie van het abdomen bij hond en kat',
      firstName: 'Sofie',
      lastName: 'Peeters',
      title: 'Dr.',
      relatedTo: 'Faculteit Diergeneeskunde UGent',
      attestRequired: true,
    },
    { cursusId: 'Echografie van het abdomen bij hond en kat', firstName: 'Tom', lastName: 'Maes', relatedTo: 'Dierenkliniek Merelbeke' },
    { cursusId: 'Kreupelheid bij het paard', firstName: 'An', lastName: 'Wouters', title: 'Prof. dr.', relatedTo: 'Paardenkliniek Gent' },
    { cursusId: 'Hartgeruis en hartfalen bij de kat', firstName: 'Lien', lastName: 'Claes', title: 'Dr.', relatedTo: 'Faculteit Diergeneeskunde UGent' },
    { cursusId: 'Klauwgezondheid bij melkvee', firstName: 'Koen', lastName: 'Mertens', relatedTo: 'Dierenartsenpraktijk Zuid-West-Vlaanderen' },
    {
      cursusId: 'Échographie cardiaque chez le chat',
      firstName: 'Claire',
      lastName: 'Dupont',
      title: 'Dr',
      relatedTo: 'Faculté de médecine vétérinaire, ULiège',
    },
  ],
});
