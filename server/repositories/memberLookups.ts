import type { Language } from '../../domain/language';
import type { Queryable } from '../db';

/** What the member's overview names codes and references by: small tables, read once per export. */
export interface MemberLookups {
  /** Per code list, the description of each code in the reader's language (its translation, else the Dutch). */
  codes: Map<string, Map<string, string>>;
  /** A CPD period by its dates, dd/MM/yyyy. */
  periods: Map<number, string>;
  /** A mail template's description by its name. */
  templates: Map<string, string>;
}

export async function memberLookups(
  q: Queryable,
  lists: string[],
  language: Language,
  period: (from: string, until: string) => string,
): Promise<MemberLookups> {
  const codes = new Map<string, Map<string, string>>();
  const items = await q.query<{ list: string; code: string; description: string }>(
    `SELECT c.code AS list, i.codedetail AS code, coalesce(t.description, i.description) AS description
       FROM codelist_items i JOIN codelists c USING (iddiccode)
       LEFT JOIN codelist_item_translations t ON t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = $2
      WHERE c.code = ANY($1::text[])`,
    [lists, language],
  );
  for (const { list, code, description } of items) {
    if (!codes.has(list)) codes.set(list, new Map());
    codes.get(list)!.set(code, description);
  }
  const periods = await q.query<{ id: number; start_date: string; end_date: string }>('SELECT id, start_date::text, end_date::text FROM bijscholing_periodes');
  const templates = await q.query<{ name: string; description: string }>('SELECT name, description FROM mail_templates');
  return {
    codes,
    periods: new Map(periods.map((p) => [p.id, period(p.start_date, p.end_date)])),
    templates: new Map(templates.map((t) => [t.name, t.description])),
  };
}
