import { one, type Queryable } from '../db';

export interface PageTemplateRow {
  idpagetemplate: number;
  name: string;
  title: string;
  content: string;
}

export const findPageByName = (q: Queryable, name: string) =>
  one<PageTemplateRow>(q, 'SELECT idpagetemplate, name, title, content FROM page_templates WHERE name = $1', [name]);
