import type { Language } from '../../domain/language';
import { one, type Queryable } from '../db';

export interface PageTemplateRow {
  idpagetemplate: number;
  name: string;
  title: string;
  content: string;
}

/** A page template in a language; a French text still empty reads as the Dutch one (migration 077). */
export const findPageByName = (q: Queryable, name: string, language: Language) =>
  one<PageTemplateRow>(
    q,
    `SELECT idpagetemplate, name,
            CASE WHEN $2 = 'fr' AND title_fr <> '' THEN title_fr ELSE title END AS title,
            CASE WHEN $2 = 'fr' AND content_fr <> '' THEN content_fr ELSE content END AS content
       FROM page_templates WHERE name = $1`,
    [name, language],
  );
