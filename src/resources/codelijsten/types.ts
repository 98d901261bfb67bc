import type { z } from 'zod';
import type { codeItemRowSchema, translationRowSchema, translationsSchema } from '../../../domain/schemas/responses/codelists';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** One value of a code list as GET /api/lists/codelists/{id}/items returns it (SPEC §3). */
export type CodeItem = z.input<typeof codeItemRowSchema>;

/** One row of GET /api/lists/codelists/{id}/translations: the Dutch text plus the other languages. */
export type TranslationRow = z.input<typeof translationRowSchema>;

export type TranslationsResponse = z.input<typeof translationsSchema>;

/** react-admin resource of the values; the data provider maps it on the REST paths of SPEC §7. */
export const ITEMS_RESOURCE = 'codelijst-items';
