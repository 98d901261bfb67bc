import type { Identifier } from 'react-admin';

/** One value of a code list as GET /api/lists/codelists/{id}/items returns it (SPEC §3). */
export interface CodeItem {
  id: Identifier;
  iddiccodedetail: number;
  iddiccode: number;
  codedetail: string;
  description: string;
  active: 0 | 1;
}

/** One row of GET /api/lists/codelists/{id}/translations: the Dutch text plus the other languages. */
export interface TranslationRow {
  id: number;
  iddiccodedetail: number;
  codedetail: string;
  description: string;
  translations: Partial<Record<string, string>>;
}

export interface TranslationsResponse {
  items: TranslationRow[];
  languages: string[];
}

/** react-admin resource of the values; the data provider maps it on the REST paths of SPEC §7. */
export const ITEMS_RESOURCE = 'codelijst-items';
