import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../domain/schemas/common';
import { agendaPageSchema, agendaQuery, agendaSheetSchema, myAgendaSchema } from '../../../domain/schemas/cursusagenda';
import { courseAgendaTexts as fr } from '../../../domain/texts/cursusagenda.fr';
import { courseAgendaTexts as nl } from '../../../domain/texts/cursusagenda.nl';
import { V } from '../../../domain/validation';
import { callerLanguage } from '../../callerLanguage';
import { AppError, refusalInEachLanguage } from '../../errors';
import { auditStep } from '../../generator/api';
import { dutch } from '../../i18n';
import {
  addToMyAgenda,
  agendaItems,
  agendaPage,
  agendaSpeakers,
  courseExists,
  findAgendaCourse,
  memberChoice,
  removeFromMyAgenda,
  unknownCodes,
} from '../../repositories/cursusagenda';
import { pageAnswer } from '../../repositories/paging';

/** The filters that name a codelist's value, and their codelist. */
const CODE_FILTERS = { discipline: 'VAKGEBIED', level: 'OPLNIVEAU', species: 'DIERSOORTEN' } as const;

const isVet = (request: FastifyRequest) => request.user!.roles.includes('DIERENARTS');

/** A course not in the agenda: the agenda's own text, made in each language, so a French reader gets it in French rather than the code's general text. */
const notInAgenda = (text: keyof typeof nl) => refusalInEachLanguage(404, 'NOT_FOUND', { nl: nl[text], fr: fr[text] });

/**
 * The course agenda (docs/features/course-agenda.md): the approved courses from today on for every
 * veterinarian (and the secretariat, who answers their questions about it), a course's sheet, and a
 * member's choice of courses for their calendar feed (GET /agenda/{token}.ics).
 */
export default async function courseAgendaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['bijscholing'];

  app.get('/api/bijscholing/agenda', { schema: { querystring: agendaQuery, response: { 200: agendaPageSchema }, tags } }, async (request) => {
    const { limit, offset, ...filters } = request.query;
    // A code no codelist holds is refused on its field, not answered with an empty list.
    const named = (Object.keys(CODE_FILTERS) as (keyof typeof CODE_FILTERS)[]).flatMap((field) => {
      const code = filters[field];
      return code ? [{ field, list: CODE_FILTERS[field], code }] : [];
    });
    const unknown = await unknownCodes(db, named);
    if (unknown.length > 0) {
      throw new AppError(400, 'VALIDATION_ERROR', dutch(V.unknownChoice), Object.fromEntries(unknown.map((u) => [u.field, dutch(V.unknownChoice)])));
    }
    const result = await agendaPage(db, filters, { limit, offset }, callerLanguage(request));
    return pageAnswer(result.items, result, { limit, offset });
  });

  /** A course's sheet: an approved course, also one that ended (a member's feed may still name it). */
  app.get('/api/bijscholing/agenda/:id', { schema: { params: idParam, response: { 200: agendaSheetSchema }, tags } }, async (request) => {
    const { id } = request.params;
    const language = callerLanguage(request);
    const course = await findAgendaCourse(db, id, language);
    if (!course) throw notInAgenda('notInAgenda');
    const [items, speakers, choice] = [
      await agendaItems(db, id, language),
      await agendaSpeakers(db, id),
      isVet(request) ? await memberChoice(db, request.user!.username, id) : { inMyAgenda: false, hasCalendarLink: false },
    ];
    return { ...course, items, speakers, ...choice };
  });

  /** Puts the course in the member's calendar feed; again is no change (one row, one audit row). */
  app.put('/api/bijscholing/agenda/:id/mijn-agenda', { schema: { params: idParam, response: { 200: myAgendaSchema }, tags } }, async (request) => {
    const { id } = request.params;
    const username = request.user!.username;
    await db.tx(async (q) => {
      const outcome = await addToMyAgenda(q, username, id);
      if (!outcome) throw notInAgenda((await courseExists(q, id)) ? 'notAddable' : 'notInAgenda');
      if (outcome === 'added')
        await auditStep(q, request, { resource: 'cursusagenda', recordId: username, action: 'create', before: null, after: { cursusId: id } });
    });
    return { inMyAgenda: true };
  });

  /** Takes the course out of the member's feed, also one that ended; again is no change. */
  app.delete('/api/bijscholing/agenda/:id/mijn-agenda', { schema: { params: idParam, response: { 200: myAgendaSchema }, tags } }, async (request) => {
    const { id } = request.params;
    const username = request.user!.username;
    await db.tx(async (q) => {
      if (await removeFromMyAgenda(q, username, id)) {
        await auditStep(q, request, { resource: 'cursusagenda', recordId: username, action: 'delete', before: { cursusId: id }, after: null });
      } else if (!(await courseExists(q, id))) {
        throw notInAgenda('notInAgenda');
      }
    });
    return { inMyAgenda: false };
  });
}
