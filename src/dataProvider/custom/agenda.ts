import type { z } from 'zod';
import type { agendaLinkCreatedSchema, agendaLinkStateSchema } from '../../../domain/schemas/responses/agenda';
import { http } from '../http';

/** Whether the own calendar link exists and since when (GET/DELETE /agenda); never the link. */
export type AgendaLinkState = z.input<typeof agendaLinkStateSchema>;
/** POST /agenda: the new link, shown this once. */
export type AgendaLinkCreated = z.input<typeof agendaLinkCreatedSchema>;

/** A veterinarian's personal calendar link (an iCalendar feed of their services and courses). */
export const agendaMethods = {
  getAgendaLink: () => http<AgendaLinkState>('/agenda'),
  /** Makes a new link; the previous one stops working at once. */
  createAgendaLink: () => http<AgendaLinkCreated>('/agenda', { method: 'POST' }),
  revokeAgendaLink: () => http<AgendaLinkState>('/agenda', { method: 'DELETE' }),
};
