import type { z } from 'zod';
import type { translationRowSchema } from '../../../domain/schemas/responses/codelists';

/** One row of GET /api/lists/codelists/{id}/translations: the Dutch text plus the other languages. */
export type TranslationRow = z.input<typeof translationRowSchema>;

/** react-admin resource of the values; the data provider maps it on the REST paths of SPEC §7. */
export const ITEMS_RESOURCE = 'codelijst-items';
