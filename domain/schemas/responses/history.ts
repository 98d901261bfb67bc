import { z } from 'zod';
import { page } from '../common';

/** One step of a record's history (GET {one}/historiek): who did what, when, to which state, with which comment. */
export const historyEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  username: z.string(),
  /** The person's name where the account has one. */
  name: z.string().nullable(),
  resource: z.string(),
  action: z.string(),
  state: z.string().nullable(),
  comment: z.string().nullable(),
  /** What the decision set besides the state (a course's assessor), by field. */
  values: z.record(z.string(), z.string()),
});
export const historyPageSchema = page(historyEntrySchema);
