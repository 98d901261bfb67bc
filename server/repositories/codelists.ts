import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { codeItemRowSchema, codelistSchema, publicCodeItemSchema, translationRowSchema } from '../../domain/schemas/responses/codelists';
import { one, type Queryable } from '../db';

export type CodeItemRow = z.output<typeof codeItemRowSchema>;

export const findCodelist = (q: Queryable, id: number) =>
  one<z.output<typeof codelistSchema>>(q, 'SELECT iddiccode AS id, iddiccode, code, description FROM codelists WHERE iddiccode = $1', [id]);

export const findItem = (q: Queryable, id: number) =>
  one<CodeItemRow>(
    q,
    'SELECT iddiccodedetail AS id, iddiccodedetail, iddiccode, codedetail, description, active FROM codelist_items WHERE iddiccodedetail = $1',
    [id],
  );

/** Every item of the list with its translation per language, for the translations screen. */
export const listTranslations = (q: Queryable, iddiccode: number) =>
  q.query<z.output<typeof translationRowSchema>>(
    `SELECT i.iddiccodedetail AS id, i.iddiccodedetail, i.codedetail, i.description,
            coalesce((SELECT json_object_agg(t.languagecode, t.description) FROM codelist_item_translations t
                       WHERE t.iddiccodedetail = i.iddiccodedetail), '{}'::json) AS translations
       FROM codelist_items i WHERE i.iddiccode = $1 ORDER BY i.sortorder, i.description`,
    [iddiccode],
  );

export const findTranslation = (q: Queryable, id: number, lang: string) =>
  one<{ description: string }>(q, 'SELECT description FROM codelist_item_translations WHERE iddiccodedetail = $1 AND languagecode = $2', [id, lang]);

export const upsertTranslation = (q: Queryable, id: number, lang: string, description: string) =>
  q.query(
    `INSERT INTO codelist_item_translations (iddiccodedetail, languagecode, description) VALUES ($1, $2, $3)
     ON CONFLICT (iddiccodedetail, languagecode) DO UPDATE SET description = EXCLUDED.description`,
    [id, lang, description],
  );

/** A list by name in one language: the translation where there is one, else the Dutch description. */
export const publicList = (q: Queryable, code: string, language: Language, activeOnly: boolean) =>
  q.query<z.output<typeof publicCodeItemSchema>>(
    `SELECT i.iddiccodedetail AS id, i.iddiccodedetail, i.codedetail, coalesce(t.description, i.description) AS description, i.active
       FROM codelists c JOIN codelist_items i ON i.iddiccode = c.iddiccode
       LEFT JOIN codelist_item_translations t ON t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = $2
      WHERE lower(c.code) = lower($1) ${activeOnly ? 'AND i.active = 1' : ''}
      ORDER BY i.sortorder, description`,
    [code, language],
  );

/** Whether a code is an active item of the list named `code` (names compare case-insensitively). */
export const isActiveCode = async (q: Queryable, list: string, codedetail: string) =>
  (
    await q.query(
      `SELECT 1 FROM codelist_items i JOIN codelists c ON c.iddiccode = i.iddiccode
        WHERE lower(c.code) = lower($1) AND i.codedetail = $2 AND i.active = 1 LIMIT 1`,
      [list, codedetail],
    )
  ).length > 0;

/**
 * The description of a code of a list in a language (a mail names a state in its reader's): the
 * translation where the item has one, else the Dutch description; undefined when the list has no such code.
 */
export const codeDescription = async (q: Queryable, list: string, codedetail: string, language: Language = DEFAULT_LANGUAGE) =>
  (
    await one<{ description: string }>(
      q,
      `SELECT coalesce(t.description, i.description) AS description
         FROM codelist_items i JOIN codelists c USING (iddiccode)
         LEFT JOIN codelist_item_translations t ON t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = $3
        WHERE c.code = $1 AND i.codedetail = $2`,
      [list, codedetail, language],
    )
  )?.description;

/** The code of the item `id` of the list named `list`; undefined when the id is not one of that list. */
export const codeOfItem = async (q: Queryable, list: string, id: number) =>
  (
    await one<{ codedetail: string }>(
      q,
      'SELECT i.codedetail FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE lower(c.code) = lower($1) AND i.iddiccodedetail = $2',
      [list, id],
    )
  )?.codedetail;
