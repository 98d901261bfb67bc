import type { TranslationsResponse } from '../../resources/codelijsten/types';
import { http } from '../http';

/** One value of a public code list, as GET /lists/codelist/public/{code} returns it. */
export interface CodelistItem {
  id: number;
  iddiccodedetail?: number;
  codedetail: string;
  description: string;
  active: number;
}

/** Codelists beyond their CRUD resources: the public lists by name, and the translations (SPEC §7 Lists). */
export const codelistMethods = {
  /** Every item of a list in Dutch, active or not; public, so the registration wizard can use it. */
  getPublicCodelist: (code: string) =>
    http<{ items: CodelistItem[] }>(`/lists/codelist/public/${encodeURIComponent(code)}?language=nl`).then((r) => r.items),
  /** All values of one list with their translations, at once (the API does not page them). */
  getCodelistTranslations: (id: string) => http<TranslationsResponse>(`/lists/codelists/${id}/translations`),
  saveCodelistTranslation: (itemId: number, language: string, description: string) =>
    http<unknown>(`/lists/codelists/items/${itemId}/translations/${language}`, { method: 'POST', json: { description } }),
};
