import { brusselsDate } from '../../domain/dates';
import cursussen from '../../domain/resources/cursussen';
import { addDays, requestInTime } from '../../domain/rules/courses';
import { onUpload, uploadClosed } from '../generator/helpers/changes';
import { copyRecord } from '../generator/helpers/copy';
import { filesGoAlong } from '../generator/helpers/files';
import { repeated } from '../generator/helpers/moves';
import { notify } from '../generator/helpers/notify';
import { serve } from '../generator/part';
import { isCurrentContact } from '../repositories/legalEntities';

const params = { cursus: 'title', organisatie: 'organisation' } as const;

export default serve(cursussen, {
  guards: {
    indienen: (course) => (course.itemCount === 0 ? 'CURSUS_WITHOUT_ITEMS' : requestInTime(String(course.startDate)) ? null : 'INVALID_CURSUS_PERIOD'),
  },
  // A course's contact is one of its own organisation's people, still working with it (whoever asks).
  references: { contactId: { access: ({ q, id, owner }) => isCurrentContact(q, id, owner) } },
  hooks: {
    beforeChange: [
      // An approved, numbered evaluation test is final; a new (or replaced declined) one waits for the secretariat again.
      uploadClosed('evaluation', 'evaluationStatus', ['APPROVED'], 'EVALUATION_FINAL'),
      onUpload('evaluation', { evaluationStatus: 'NEW', evaluationNumber: null, evaluationComment: null }),
      // A deleted course takes its files along, and its speakers' (their CVs and attests).
      filesGoAlong(),
    ],
    // SPEC §8: a course submitted again is 500021, and the browser goes back to the list.
    beforeTransition: [repeated(['indienen'], '500021')],
    afterTransition: [
      notify(['indienen'], { template: 'CURSUS_INGEDIEND', to: 'secretariat', params }),
      notify(['beoordelen', 'goedkeuren', 'onvolledig', 'afkeuren'], { template: 'CURSUS_STATUS', to: 'owner', params }),
    ],
  },
  // A copy is the same programme on new dates: its speakers and items (moved as far as the course), its attachment.
  actions: { copy: copyRecord({ marked: 'title', children: { shiftedBy: 'startDate' } }) },
  // A course moved to other days, as long as it was, takes its items along (docs/features/courses.md).
  movesChildren: { start: 'startDate', end: 'endDate' },
  volume: 5000,
  // Around today, so the demo's states and the 2-week rule make sense whenever it is loaded.
  demo: () => [
    {
      $owner: 'opleider',
      title: 'Echografie van het abdomen bij hond en kat',
      startDate: addDays(brusselsDate(), 60),
      endDate: addDays(brusselsDate(), 60),
      type: 'EBP',
      location: 'Merelbeke',
      animalKinds: ['HOND', 'KAT'],
      hours: 3,
    },
    {
      $owner: 'opleider',
      title: 'Kreupelheid bij het paard',
      startDate: addDays(brusselsDate(), 40),
      endDate: addDays(brusselsDate(), 41),
      type: 'BP',
      location: 'Gent',
      status: 'AANGEVRAAGD',
      hours: 14,
    },
    {
      $owner: 'opleider',
      title: 'Antibioticabeleid in de varkenshouderij',
      startDate: addDays(brusselsDate(), -30),
      endDate: addDays(brusselsDate(), -30),
      type: 'BP',
      onlineCourse: true,
      status: 'GOEDGEKEURD',
      hours: 2,
    },
    {
      $owner: 'opleider',
      title: 'Dermatologie voor de praktijk',
      startDate: addDays(brusselsDate(), 90),
      endDate: addDays(brusselsDate(), 90),
      type: 'EBP',
      location: 'Leuven',
      status: 'ONVOLLEDIG',
      hours: 4,
    },
    {
      $owner: 'opleider2',
      title: 'Tandheelkunde bij konijnen en knaagdieren',
      startDate: addDays(brusselsDate(), 75),
      endDate: addDays(brusselsDate(), 75),
      type: 'BP',
      location: 'Brussel',
      hours: 3,
    },
    // Approved courses of both kinds that took place, worth points (their items): the points table's course sections can name them.
    {
      $owner: 'opleider',
      title: 'Pijnbestrijding bij hond en kat',
      startDate: addDays(brusselsDate(), -45),
      endDate: addDays(brusselsDate(), -45),
      type: 'EBP',
      ebpNumber: 'EBP-0312',
      location: 'Merelbeke',
      status: 'GOEDGEKEURD',
      animalKinds: ['HOND', 'KAT'],
      hours: 3.5,
      theorypoints: 2,
    },
    {
      $owner: 'opleider2',
      title: 'Spoedzorg bij het paard in de praktijk',
      startDate: addDays(brusselsDate(), -75),
      endDate: addDays(brusselsDate(), -75),
      type: 'BP',
      location: 'Gent',
      status: 'GOEDGEKEURD',
      hours: 3,
    },
    // Approved courses still to come: the course agenda (docs/features/course-agenda.md) shows them.
    {
      $owner: 'opleider',
      title: 'Hartgeruis en hartfalen bij de kat',
      startDate: addDays(brusselsDate(), 21),
      endDate: addDays(brusselsDate(), 21),
      type: 'EBP',
      ebpNumber: 'EBP-0415',
      location: 'Salisburylaan 133, 9820 Merelbeke',
      status: 'GOEDGEKEURD',
      discipline: 'CARDIO',
      level: 'GEVORDERD',
      animalKinds: ['KAT'],
      species: ['GEZEL'],
      hours: 3,
    },
    {
      $owner: 'opleider2',
      title: 'Klauwgezondheid bij melkvee',
      startDate: addDays(brusselsDate(), 35),
      endDate: addDays(brusselsDate(), 36),
      type: 'BP',
      location: 'Campus Kortrijk, 8500 Kortrijk',
      status: 'GOEDGEKEURD',
      discipline: 'KUDDE',
      level: 'BASIS',
      animalKinds: ['RUND'],
      species: ['RUND'],
      hours: 7,
    },
    {
      $owner: 'opleider',
      title: 'Webinar: antibioticagebruik bij landbouwhuisdieren',
      startDate: addDays(brusselsDate(), 10),
      endDate: addDays(brusselsDate(), 10),
      type: 'BP',
      onlineCourse: true,
      status: 'GOEDGEKEURD',
      discipline: 'ANTIBIO',
      level: 'ALLE',
      animalKinds: ['RUND', 'VARKEN', 'PLUIMVEE'],
      species: ['RUND', 'VARKEN', 'PLUIMVEE'],
      hours: 2,
    },
    // The French-speaking provider's courses: one held (worth points), one to come in the agenda.
    {
      $owner: 'formateur',
      title: 'Urgences chez le chien et le chat',
      startDate: addDays(brusselsDate(), -25),
      endDate: addDays(brusselsDate(), -25),
      type: 'BP',
      location: 'Liège',
      status: 'GOEDGEKEURD',
      animalKinds: ['HOND', 'KAT'],
      hours: 3,
    },
    {
      $owner: 'formateur',
      title: 'Médecine du cheval de sport',
      startDate: addDays(brusselsDate(), 50),
      endDate: addDays(brusselsDate(), 50),
      type: 'BP',
      location: 'Boulevard de Colonster 20, 4000 Liège',
      status: 'GOEDGEKEURD',
      animalKinds: ['PAARD'],
      hours: 3,
    },
    // And one still new (not submitted), its programme begun: the course screens of a new course in French.
    {
      $owner: 'formateur',
      title: 'Échographie cardiaque chez le chat',
      startDate: addDays(brusselsDate(), 70),
      endDate: addDays(brusselsDate(), 70),
      type: 'BP',
      location: 'Liège',
      animalKinds: ['KAT'],
      hours: 2.5,
    },
  ],
});
