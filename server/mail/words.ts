import { mailWords as fr } from '../../domain/texts/mailWords.fr';
import { mailWords as nl } from '../../domain/texts/mailWords.nl';
import type { Worded } from '../repositories/mails';

/** A word of the product for a mail's parameter, taken from each language's catalogue alike. */
export const worded = (pick: (texts: typeof nl) => string): Worded => ({ nl: pick(nl), fr: pick(fr) });

/** The SQL of a jsonb object of a mail's parameters where a word of the product is {"nl", "fr"}. */
export const wordedJson = (nlText: string, frText: string) => `jsonb_build_object('nl', ${nlText}, 'fr', ${frText})`;

/**
 * The `value` and `value_fr` columns of a mail's parameter from its jsonb value (`v`): a text is the
 * same in both languages; a word of the product ({"nl", "fr"}) keeps its French where it differs.
 */
export const paramColumns = (v: string) =>
  `CASE WHEN jsonb_typeof(${v}) = 'object' THEN ${v}->>'nl' ELSE ${v} #>> '{}' END,
   CASE WHEN jsonb_typeof(${v}) = 'object' THEN nullif(${v}->>'fr', ${v}->>'nl') END`;
