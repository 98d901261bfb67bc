import type { z } from 'zod';
import type { agendaPageSchema, agendaSheetSchema, myAgendaSchema } from '../../../domain/schemas/cursusagenda';
import { http } from '../http';

export type AgendaPage = z.input<typeof agendaPageSchema>;
export type AgendaCourse = AgendaPage['items'][number];
export type AgendaSheet = z.input<typeof agendaSheetSchema>;
export type MyAgenda = z.input<typeof myAgendaSchema>;

/** The agenda's filters as the address holds them (GET /bijscholing/agenda's names); empty for none. */
export interface AgendaFilterValues {
  discipline: string;
  level: string;
  species: string;
  provincie: string;
  online: string;
  q: string;
}

export const AGENDA_FILTERS = ['discipline', 'level', 'species', 'provincie', 'online', 'q'] as const;

/** The query string of the filters, the empty ones left out. */
export function agendaSearch(filters: AgendaFilterValues, paging?: { limit: number; offset: number }) {
  const params = new URLSearchParams();
  for (const name of AGENDA_FILTERS) if (filters[name].trim()) params.set(name, filters[name].trim());
  if (paging) {
    params.set('limit', String(paging.limit));
    params.set('offset', String(paging.offset));
  }
  return params.toString();
}

const mine = (id: number) => `/bijscholing/agenda/${id}/mijn-agenda`;

/** The course agenda for veterinarians (docs/features/course-agenda.md). */
export const courseAgendaMethods = {
  agendaList: (filters: AgendaFilterValues, limit: number, offset: number) =>
    http<AgendaPage>(`/bijscholing/agenda?${agendaSearch(filters, { limit, offset })}`),
  agendaCourse: (id: number) => http<AgendaSheet>(`/bijscholing/agenda/${id}`),
  /** Puts the course in the member's calendar feed; again is no change. */
  addToMyAgenda: (id: number) => http<MyAgenda>(mine(id), { method: 'PUT' }),
  removeFromMyAgenda: (id: number) => http<MyAgenda>(mine(id), { method: 'DELETE' }),
};
