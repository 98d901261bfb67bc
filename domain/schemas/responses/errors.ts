import { z } from 'zod';
import { ERROR_CODES } from '../../errors';

/**
 * Every refusal of the API (SPEC §8, DESIGN §3), as server/plugins/errors sends it. It also
 * serialises those answers, and a field missing here would be dropped from them. The `id` makes
 * /api/docs show it once, as a component every route's error answers refer to.
 */
export const errorAnswerSchema = z
  .object({
    errorcode: z.enum(ERROR_CODES),
    /** The Dutch text to show. */
    usererror: z.string(),
    /** Per field (a dotted path for a nested one) its Dutch error; with a 400 for bad input. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorAnswer', description: 'Een geweigerde aanvraag: de code van SPEC §8, de Nederlandse tekst en per veld de fout.' });

/** The browser's wire type of a refusal (z.input: the JSON form). */
export type ErrorAnswer = z.input<typeof errorAnswerSchema>;
