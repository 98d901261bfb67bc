import { z } from 'zod';
import { timestamp } from '../common';

/** GET and DELETE /agenda: whether the own calendar link exists and since when; never the link itself. */
export const agendaLinkStateSchema = z.object({ exists: z.boolean(), createdAt: timestamp.nullable() });

/** POST /agenda: the new link, the one time it is shown; the link it replaced stopped working. */
export const agendaLinkCreatedSchema = z.object({ exists: z.literal(true), createdAt: timestamp, url: z.string() });
