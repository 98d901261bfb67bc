import { z } from 'zod';
import { PROVINCES } from '../rules/provinces';
import { V } from '../validation';
import { dateText, PAGE_SIZES, page, pageQuery } from './common';

/** The longest search the agenda takes: a title or an organisation's name is shorter. */
export const AGENDA_SEARCH_MAX = 100;

/** A codelist code as the address carries it; whether it exists is asked of the codelist. */
const code = z
  .string()
  .trim()
  .max(30, { error: V.unknownChoice })
  .regex(/^[A-Za-z0-9_-]*$/, { error: V.unknownChoice })
  .optional()
  .transform((v) => v || undefined);

/** The agenda's filters (GET /bijscholing/agenda), the same names in the screen's address. */
export const agendaFilters = {
  discipline: code,
  level: code,
  species: code,
  // The empty value (no filter) is one of the enum's own, so any other value gets the enum's message rather than a union's.
  provincie: z
    .enum([...PROVINCES, ''], { error: V.unknownChoice })
    .optional()
    .transform((v) => v || undefined),
  /** 1: online courses only; 0: only those with a place; absent: both. */
  online: z
    .enum(['0', '1', ''], { error: V.unknownChoice })
    .optional()
    .transform((v) => (v === '1' ? true : v === '0' ? false : undefined)),
  q: z
    .string()
    .trim()
    .max(AGENDA_SEARCH_MAX, { error: V.maxLength })
    .optional()
    .transform((v) => v || undefined),
};
export const agendaQuery = z.object({ ...pageQuery(PAGE_SIZES.courses), ...agendaFilters });
export type AgendaFilters = Omit<z.output<typeof agendaQuery>, 'limit' | 'offset'>;

/** A codelist value with its Dutch description. */
const described = z.object({ code: z.string(), description: z.string() });

/** A course as the agenda lists it. */
export const agendaCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  startDate: dateText,
  endDate: dateText,
  location: z.string().nullable(),
  online: z.boolean(),
  province: described.nullable(),
  organisation: z.string(),
  points: z.number(),
  type: z.string(),
  discipline: described.nullable(),
  level: described.nullable(),
  species: z.array(described),
});
export const agendaPageSchema = page(agendaCourseSchema);

/** A course's sheet: its programme, its speakers, its organisation's public details, the member's choice. */
export const agendaSheetSchema = agendaCourseSchema.extend({
  ebpNumber: z.string().nullable(),
  hours: z.number().nullable(),
  items: z.array(
    z.object({
      datum: dateText,
      dagdeel: z.string().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      points: z.number(),
      category: z.string().nullable(),
    }),
  ),
  speakers: z.array(z.object({ firstName: z.string(), lastName: z.string(), title: z.string().nullable(), relatedTo: z.string().nullable() })),
  contact: z.object({ website: z.string().nullable(), email: z.string().nullable(), telephone: z.string().nullable(), locality: z.string().nullable() }),
  /** Whether the course is in the member's calendar feed, and whether they have a calendar link (always false for the secretariat). */
  inMyAgenda: z.boolean(),
  hasCalendarLink: z.boolean(),
  /** Still in the agenda (approved and not ended): only then can it be added. */
  upcoming: z.boolean(),
});

/** PUT and DELETE /bijscholing/agenda/{id}/mijn-agenda: the member's choice as it now stands. */
export const myAgendaSchema = z.object({ inMyAgenda: z.boolean() });
