import { z } from 'zod';
import { page } from '../common';

/** One step of a record's history (GET {one}/historiek): who did what, when, to which state, with which comment. */
export const historyEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  username: z.string(),
  resource: z.string(),
  action: z.string(),
  state: z.string().nullable(),
  comment: z.string().nullable(),
});
export const historyPageSchema = page(historyEntrySchema);
