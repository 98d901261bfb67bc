import { brusselsDate } from '../../domain/dates';
import punten from '../../domain/resources/punten';
import { addDays } from '../../domain/rules/courses';
import { COURSE_TYPES, calculatedPoints } from '../../domain/rules/cpd';
import { V } from '../../domain/validation';
import { AppError, fieldError } from '../errors';
import { filesGoAlong } from '../generator/helpers/files';
import { notify } from '../generator/helpers/notify';
import type { BeforeChange, BeforeTransition } from '../generator/part';
import { serve } from '../generator/part';
import { dutch } from '../i18n';
import { type Condition, otherRowExists } from '../repositories/declared';
import { memberName } from '../repositories/persons';

/** The course codes of CURSUSTYPE each section takes its courses from. */
const COURSE_TYPE_OF: Record<string, string> = { ebpcursussen: 'EBP', bpcursussen: 'BP' };

/**
 * A row as the rules make it (domain/rules/cpd): a course row takes its title, EBP number and dates
 * from the approved course it names (SPEC §5: chosen through the typeahead, else "Veld is verplicht,
 * gelieve een selectie te maken."); every row gets its calculated points; a new row the member's name.
 * A course counts once per member: a second row naming it is refused (409), whatever the first's state
 * or period (a declined one comes back by the secretariat's restore). The check runs under the table's
 * write lock (every create and change takes it first), so two requests at once cannot both pass.
 */
const worked: BeforeChange = async ({ operation, record, q, t, find }) => {
  if (operation !== 'create' && operation !== 'update') return undefined;
  const own = operation === 'create' ? { member: (await memberName(q, String(record.username))) ?? record.username } : {};
  if (!COURSE_TYPES.includes(record.type as never)) {
    if (!record.title) throw fieldError('title', V.required);
    return { ...own, idbijcursus: null, ebpnummer: null, ...calculatedPoints(record as never) };
  }
  const course = record.idbijcursus == null ? null : await find('cursussen', record.idbijcursus);
  if (course?.status !== 'GOEDGEKEURD' || course.type !== COURSE_TYPE_OF[record.type as string]) throw fieldError('idbijcursus', V.select);
  const same = [
    [`${t.column('username')} = ?`, record.username],
    [`${t.column('idbijcursus')} = ?`, course.id],
  ] as Condition[];
  if (await otherRowExists(q, t, same, (record.id as number | undefined) ?? null))
    throw new AppError(409, 'COURSE_ALREADY_REGISTERED', undefined, { idbijcursus: dutch('COURSE_ALREADY_REGISTERED') });
  const from = { title: course.title, ebpnummer: course.ebpNumber ?? null, begindatum: course.startDate, einddatum: course.endDate };
  return { ...own, ...from, ...calculatedPoints(record as never, course as never) };
};

/**
 * A row the course's provider credited (creditedBy) is the provider's word on who attended: the vet
 * neither changes nor deletes it, whatever its state (a declined one restored to NEW included).
 */
const credited: BeforeChange = ({ operation, before, caller }) => {
  if (
    before?.creditedBy &&
    (operation === 'update' || operation === 'delete' || operation === 'upload' || operation === 'removeFile') &&
    caller.roles.includes('DIERENARTS')
  )
    throw new AppError(409, 'CREDITED_BY_PROVIDER');
  return undefined;
};

/** The secretariat's comment is the row's (SPEC §3 comment); a restored row starts over: no comment, no effective points (SPEC §4). */
const decided: BeforeTransition = ({ name, comment }) => (name === 'herstellen' ? { comment: null, epunten: null, tpunten: null } : { comment });

export default serve(punten, {
  sample: { type: 'teachings', title: 'Gastles', hours: 2 },
  hooks: {
    beforeChange: [credited, worked, filesGoAlong()],
    beforeTransition: [decided],
    afterTransition: [notify(['afkeuren'], { template: 'PUNTEN_AFGEKEURD', to: 'owner', params: { punten: 'title' }, page: '/bijscholing/punten' })],
  },
  // The demo vets' rows in the active period, in each state, so every screen has something to show.
  demo: () => {
    const today = brusselsDate();
    const period = `${new Date().getFullYear() - 2}-01-01`;
    return [
      {
        $owner: 'N1001',
        periodeId: period,
        type: 'bpcursussen',
        idbijcursus: 'Antibioticabeleid in de varkenshouderij',
        begindatum: addDays(today, -30),
        attendancetype: 'DEELNAME',
        state: 'APPROVED',
        epunten: 2,
      },
      {
        $owner: 'N1001',
        periodeId: period,
        type: 'ebpcursussen',
        idbijcursus: 'Pijnbestrijding bij hond en kat',
        begindatum: addDays(today, -45),
        attendancetype: 'DEELNAME',
      },
      { $owner: 'N1001', periodeId: period, type: 'teachings', title: 'Gastles dierenwelzijn, hogeschool Gent', begindatum: addDays(today, -60), hours: 3.5 },
      {
        $owner: 'N1001',
        periodeId: period,
        type: 'others',
        title: 'Vakliteratuur kleine huisdieren',
        auteur: 'J. Peeters',
        book: 'Vlaams Diergeneeskundig Tijdschrift',
        edition: '2025/3',
        page: 75,
        begindatum: addDays(today, -90),
      },
      {
        $owner: 'N1001',
        periodeId: period,
        type: 'peerreview',
        title: 'Intervisie regio Oost-Vlaanderen',
        begindatum: addDays(today, -120),
        state: 'APPROVED',
      },
      {
        $owner: 'N1001',
        periodeId: period,
        type: 'teachings',
        title: 'Workshop zonder bewijs',
        begindatum: addDays(today, -150),
        hours: 2,
        state: 'DECLINED',
        comment: 'Geen bewijs van de lesopdracht.',
      },
      { $owner: 'N1002', periodeId: period, type: 'peerreview', title: 'Intervisie paardenpraktijk', begindatum: addDays(today, -45) },
      // Wouter De Smet's rows wait for the secretariat's review (its journey decides them, the points table's keeps Pieter Janssens').
      { $owner: 'N1004', periodeId: period, type: 'teachings', title: 'Gastles anatomie, KU Leuven', begindatum: addDays(today, -20), hours: 2.5 },
      {
        $owner: 'N1004',
        periodeId: period,
        type: 'others',
        title: 'Literatuur paardengeneeskunde',
        auteur: 'M. Claes',
        book: 'Equine Veterinary Journal',
        page: 60,
        begindatum: addDays(today, -50),
      },
      {
        $owner: 'N1004',
        periodeId: period,
        type: 'teachings',
        title: 'Workshop zonder attest',
        begindatum: addDays(today, -80),
        hours: 1,
        state: 'DECLINED',
        comment: 'Geen attest.',
      },
      // Camille Dubois reads the portal in French: their own rows are worded in French.
      {
        $owner: 'N1007',
        periodeId: period,
        type: 'bpcursussen',
        idbijcursus: 'Urgences chez le chien et le chat',
        begindatum: addDays(today, -25),
        attendancetype: 'DEELNAME',
        state: 'APPROVED',
      },
      {
        $owner: 'N1007',
        periodeId: period,
        type: 'teachings',
        title: 'Cours invité en bien-être animal, Haute École de Bruxelles',
        begindatum: addDays(today, -40),
        hours: 2,
      },
      {
        $owner: 'N1007',
        periodeId: period,
        type: 'others',
        title: 'Lecture spécialisée en médecine féline',
        auteur: 'C. Dubois',
        book: 'Annales de Médecine Vétérinaire',
        page: 30,
        begindatum: addDays(today, -70),
      },
    ];
  },
});
