import { z } from 'zod';
import { LANGUAGES } from '../language';
import { requiredString, V } from '../validation';

/**
 * A codelist's values come in the portal's own languages only (domain/language.ts): Dutch, its
 * description, and French, a translation; a list read in French shows the Dutch text where an item has none.
 */
export { LANGUAGES };

export const translationSchema = z.object({
  description: requiredString(255),
});

export const languageParam = z.enum(LANGUAGES, { error: V.pattern });
