import type { z } from 'zod';
import type { Language } from '../../../domain/language';
import type { publicCodeItemSchema, translationAnswerSchema, translationsSchema } from '../../../domain/schemas/responses/codelists';
import { http } from '../http';
import { publicCodelistPath } from '../listPath';

type TranslationsResponse = z.input<typeof translationsSchema>;
// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/** One value of a public code list, as GET /lists/codelist/public/{code} returns it. */
export type CodelistItem = z.input<typeof publicCodeItemSchema>;

/** Codelists beyond their CRUD resources: the public lists by name, and the translations (SPEC §7 Lists). */
export const codelistMethods = {
  /** Every item of a list in a language (Dutch where an item has no translation), active or not; public, so the registration wizard can use it. */
  getPublicCodelist: (code: string, language: Language) => http<{ items: CodelistItem[] }>(publicCodelistPath(code, language)).then((r) => r.items),
  /** All values of one list with their translations, at once (the API does not page them). */
  getCodelistTranslations: (id: string) => http<TranslationsResponse>(`/lists/codelists/${id}/translations`),
  saveCodelistTranslation: (itemId: number, language: string, description: string) =>
    http<z.input<typeof translationAnswerSchema>>(`/lists/codelists/items/${itemId}/translations/${language}`, { method: 'POST', json: { description } }),
};
