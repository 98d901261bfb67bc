import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../domain/language';
import type { AgendaFilters } from '../../domain/schemas/cursusagenda';
import type { Queryable } from '../db';
import { escapeLike, type Paging, page } from './paging';

/**
 * The course agenda (docs/features/course-agenda.md): approved courses that have not ended (the
 * connection's day is Brussels', so current_date is today there), soonest first. A page is cut from
 * the partial index bijscholing_cursussen_agenda (migration 072); its organisation, points and
 * codelists' descriptions are joined for the page's rows only.
 */
const IN_AGENDA = `c.status = 'GOEDGEKEURD' AND c.end_date >= current_date`;

/** A codelist's key, looked up once per statement, so its values are found through the unique (iddiccode, codedetail). */
const listId = (list: string) => `(SELECT iddiccode FROM codelists WHERE code = '${list}')`;

/**
 * A code's description in the reader's language: Dutch is the item's own; French its translation,
 * else the Dutch. The language is one of the two (checked), written into the text: a statement per
 * language, as the agenda's first page carries no parameters (paging.ts).
 */
const descriptionOf = (list: string, value: string, language: Language) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const item = `FROM codelist_items i WHERE i.iddiccode = ${listId(list)} AND i.codedetail = ${value}`;
  if (lang === DEFAULT_LANGUAGE) return `(SELECT i.description ${item})`;
  return `(SELECT coalesce((SELECT t.description FROM codelist_item_translations t WHERE t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = '${lang}'), i.description) ${item})`;
};

/** A codelist value with its description (the code itself if the list no longer has it). */
const described = (list: string, value: string, language: Language) =>
  `CASE WHEN ${value} IS NULL THEN NULL ELSE json_build_object('code', ${value}, 'description', coalesce(${descriptionOf(list, value, language)}, ${value})) END`;

const columnsIn = (language: Language) => `c.id, c.title, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
  c.location, c.online_course AS online, c.type, le.name AS organisation,
  coalesce((SELECT sum(i.points) FROM bijscholing_cursusitems i WHERE i.cursus_id = c.id), 0)::float8 AS points,
  ${described('PROVINCIE', 'c.province', language)} AS province,
  ${described('VAKGEBIED', 'c.discipline', language)} AS discipline,
  ${described('OPLNIVEAU', 'c.level', language)} AS level,
  coalesce((SELECT json_agg(json_build_object('code', s.code, 'description', coalesce(${descriptionOf('DIERSOORTEN', 's.code', language)}, s.code)) ORDER BY s.n)
              FROM unnest(c.species) WITH ORDINALITY AS s(code, n)), '[]'::json) AS species`;
/** Written once per language, so each page's statement is the same string (paging.ts). */
const COLUMNS = Object.fromEntries(LANGUAGES.map((language) => [language, columnsIn(language)])) as Record<Language, string>;

export interface AgendaCourseRow {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  location: string | null;
  online: boolean;
  type: string;
  organisation: string;
  points: number;
  province: { code: string; description: string } | null;
  discipline: { code: string; description: string } | null;
  level: { code: string; description: string } | null;
  species: { code: string; description: string }[];
}

/** One page of the agenda with the filters; the search looks in the title and the organisation's name. */
export function agendaPage(q: Queryable, filters: AgendaFilters, paging: Paging, language: Language = DEFAULT_LANGUAGE) {
  const conditions = [IN_AGENDA];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.discipline) conditions.push(`c.discipline = ${param(filters.discipline)}`);
  if (filters.level) conditions.push(`c.level = ${param(filters.level)}`);
  if (filters.species) conditions.push(`${param(filters.species)} = ANY (c.species)`);
  if (filters.provincie) conditions.push(`c.province = ${param(filters.provincie)}`);
  if (filters.online !== undefined) conditions.push(`c.online_course = ${param(filters.online)}`);
  // A search reads the upcoming courses' titles and their organisations' names; joined (a few providers, looked up once
  // each) rather than asked per course, which cost 2 ms instead of 0.5 at the large seed.
  let organisation = '';
  if (filters.q) {
    const like = param(`%${escapeLike(filters.q.toLowerCase())}%`);
    organisation = ' JOIN legal_entities o ON o.iddiclegalentity = c.legal_entity_id';
    conditions.push(`(lower(c.title) LIKE ${like} OR lower(o.name) LIKE ${like})`);
  }
  return page<AgendaCourseRow>(q, {
    columns: COLUMNS[language] ?? COLUMNS.nl,
    // The page is cut from the matches' id and start date alone: without filters both come from the covering
    // index bijscholing_cursussen_agenda (an index-only scan of the upcoming courses, by their end date), and
    // only the page's 25 rows are read whole.
    from: `(SELECT c.id, c.start_date FROM bijscholing_cursussen c${organisation} WHERE ${conditions.join(' AND ')}) k`,
    // Sorted as an expression: the few upcoming courses are sorted, rather than the state index walked in date
    // order from the first course ever approved, past every one that ended.
    orderBy: 'k.start_date + 0, k.id',
    params,
    joined: {
      table: 'k',
      joins: ' JOIN bijscholing_cursussen c ON c.id = k.id JOIN legal_entities le ON le.iddiclegalentity = c.legal_entity_id',
    },
    ...paging,
  });
}

/** The filters among `wanted` whose code their codelist does not hold (active or not). */
export async function unknownCodes<T extends { list: string; code: string }>(q: Queryable, wanted: T[]) {
  if (wanted.length === 0) return [];
  const found = await q.query<{ list: string; code: string }>(
    `SELECT l.code AS list, i.codedetail AS code FROM codelist_items i JOIN codelists l USING (iddiccode)
      WHERE (l.code, i.codedetail) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [wanted.map((w) => w.list), wanted.map((w) => w.code)],
  );
  return wanted.filter((w) => !found.some((f) => f.list === w.list && f.code === w.code));
}

export interface AgendaSheetRow extends AgendaCourseRow {
  ebpNumber: string | null;
  hours: number | null;
  upcoming: boolean;
  contact: { website: string | null; email: string | null; telephone: string | null; locality: string | null };
}

/** An approved course (ended or not) with its organisation's public details; undefined for any other. */
export const findAgendaCourse = async (q: Queryable, id: number, language: Language = DEFAULT_LANGUAGE) =>
  (
    await q.query<AgendaSheetRow>(
      `SELECT ${COLUMNS[language] ?? COLUMNS.nl}, c.ebp_number AS "ebpNumber", c.hours::float8 AS hours, c.end_date >= current_date AS upcoming,
              json_build_object('website', le.website, 'email', le.email, 'telephone', le.telephone, 'locality', le.locality) AS contact
         FROM bijscholing_cursussen c JOIN legal_entities le ON le.iddiclegalentity = c.legal_entity_id
        WHERE c.id = $1 AND c.status = 'GOEDGEKEURD'`,
      [id],
    )
  )[0];

/** A day part's or category's name in the reader's language: its French where it has one, else the Dutch. */
const nameIn = (alias: string, language: Language) =>
  language === 'fr' ? `coalesce(nullif(${alias}.description_fr, ''), ${alias}.description)` : `${alias}.description`;

/** A course's programme in its order, with the day part and category in words, in the reader's language. */
export const agendaItems = (q: Queryable, id: number, language: Language = DEFAULT_LANGUAGE) =>
  q.query<{ datum: string; dagdeel: string | null; startTime: string; endTime: string; points: number; category: string | null }>(
    `SELECT to_char(i.datum, 'YYYY-MM-DD') AS datum, ${nameIn('d', language)} AS dagdeel, to_char(i.start_time, 'HH24:MI') AS "startTime",
            to_char(i.end_time, 'HH24:MI') AS "endTime", i.points::float8 AS points, ${nameIn('k', language)} AS category
       FROM bijscholing_cursusitems i
       LEFT JOIN bijscholing_dagdelen d ON d.id = i.dagdeel_id
       LEFT JOIN bijscholing_categories k ON k.id = i.category_id
      WHERE i.cursus_id = $1 ORDER BY i.datum, i.start_time, i.id`,
    [id],
  );

/** A course's speakers, as its tab orders them; only what the sheet shows of them. */
export const agendaSpeakers = (q: Queryable, id: number) =>
  q.query<{ firstName: string; lastName: string; title: string | null; relatedTo: string | null }>(
    `SELECT first_name AS "firstName", last_name AS "lastName", title, related_to AS "relatedTo"
       FROM bijscholing_cursussprekers WHERE cursus_id = $1 ORDER BY last_name, id`,
    [id],
  );

/** Whether the member put the course in their feed, and whether they have a calendar link at all. */
export const memberChoice = async (q: Queryable, username: string, id: number) =>
  (
    await q.query<{ inMyAgenda: boolean; hasCalendarLink: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM agenda_cursussen WHERE username = $1 AND cursus_id = $2) AS "inMyAgenda",
              EXISTS (SELECT 1 FROM agenda_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = $1) AS "hasCalendarLink"`,
      [username, id],
    )
  )[0]!;

/**
 * Puts a course in the member's feed, if it is in the agenda: one statement, so requests at once
 * leave one row. 'added' when this call added it, 'already' when it was there, undefined when the
 * course is not in the agenda.
 */
export async function addToMyAgenda(q: Queryable, username: string, id: number): Promise<'added' | 'already' | undefined> {
  const [row] = await q.query<{ added: boolean }>(
    `WITH course AS (SELECT c.id FROM bijscholing_cursussen c WHERE c.id = $2 AND ${IN_AGENDA}),
          added AS (INSERT INTO agenda_cursussen (username, cursus_id) SELECT $1, id FROM course ON CONFLICT DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM added) AS added FROM course`,
    [username, id],
  );
  return row ? (row.added ? 'added' : 'already') : undefined;
}

/** Takes a course out of the member's feed; whether there was one to take out. */
export const removeFromMyAgenda = async (q: Queryable, username: string, id: number) =>
  (await q.query('DELETE FROM agenda_cursussen WHERE username = $1 AND cursus_id = $2 RETURNING 1', [username, id])).length === 1;

/** Whether a course with this id exists (in any state). */
export const courseExists = async (q: Queryable, id: number) => (await q.query('SELECT 1 FROM bijscholing_cursussen WHERE id = $1', [id])).length === 1;
