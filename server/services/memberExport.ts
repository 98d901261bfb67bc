import { Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import archiver from 'archiver';
import { dutchDay } from '../../domain/dates';
import type { Language } from '../../domain/language';
import * as fr from '../../domain/texts/memberData.fr';
import { memberDataAreas, memberDataTexts } from '../../domain/texts/memberData.nl';
import type { Db, Queryable } from '../db';
import type { FileStore } from '../files/store';
import { MEMBER_SECTIONS, type MemberKeys, memberFiles, type PageStart, pageRows, sectionPages, sectionStarts } from '../repositories/memberData';
import { memberLookups } from '../repositories/memberLookups';
import { DOCUMENT_FOOT, MEMBER_CODE_LISTS, memberDocument } from './memberDocument';

const sectionSql = new Map<string, string>(MEMBER_SECTIONS);

let turns: Promise<unknown> = Promise.resolve();
/**
 * The embedded database runs one query at a time in the server's own thread, and starts the next
 * queued one as soon as one ends: the pages of several downloads at once would follow each other
 * without a pause. Their queries take turns here, each after the event loop had its turn, so other
 * requests are served between any two.
 */
function paced(db: Db): Queryable {
  if (db.kind !== 'pglite') return db;
  return {
    query: <T>(sql: string, params?: unknown[]) => {
      const run = turns.then(() => nextTurn()).then(() => db.query<T>(sql, params));
      turns = run.catch(() => {});
      return run;
    },
  };
}

/**
 * A page's rows written a few dozen at a time: small pieces are freed by the young generation's quick
 * collections, where a page in one string would wait in the large-object space for a full one.
 */
function* pieces<T>(rows: T[], write: (row: T) => string) {
  for (let i = 0; i < rows.length; i += 50)
    yield rows
      .slice(i, i + 50)
      .map(write)
      .join('');
}

/** overzicht.html, for a person: the areas in their order, each section's rows as their pages arrive. */
/** A section's rows page by page; where its pages start is found once, for both files. */
function reader(db: Db, keys: MemberKeys) {
  const q = paced(db);
  const starts = new Map<string, Promise<PageStart[]>>();
  return async function* pages(key: string) {
    const sql = sectionSql.get(key)!;
    if (!starts.has(key)) starts.set(key, sectionStarts(q, sql, keys, pageRows(db)));
    yield* sectionPages(q, sql, keys, await starts.get(key)!);
  };
}
type Pages = ReturnType<typeof reader>;

async function* overview(db: Db, pages: Pages, keys: MemberKeys, at: Date, language: Language) {
  const { memberDataAreas: areas, memberDataTexts: T } = language === 'fr' ? fr : { memberDataAreas, memberDataTexts };
  const { documentHead, rowHtml, NO_ROWS } = memberDocument(language);
  const lookups = await memberLookups(db, [...new Set(Object.values(MEMBER_CODE_LISTS))], language, (from, until) => T.period(dutchDay(from), dutchDay(until)));
  yield documentHead(keys.username, at);
  for (const area of areas) {
    yield `<section id="${area.id}"><h2>${area.title}</h2>\n`;
    for (const [key, title] of Object.entries(area.sections)) {
      yield `<section id="${key}"><h3>${title}</h3>\n`;
      let rows = 0;
      for await (const page of pages(key)) {
        rows += page.length;
        yield* pieces(page, (row) => `${rowHtml(key, row, lookups)}\n`);
      }
      yield rows ? '</section>\n' : `${NO_ROWS}</section>\n`;
    }
    yield '</section>\n';
  }
  yield DOCUMENT_FOOT;
}

/**
 * gegevens.json, for a machine: the rows as stored, section by section, written as the pages arrive
 * in the layout JSON.stringify(data, null, 2) gives.
 */
async function* machineReadable(pages: Pages, keys: MemberKeys, at: Date) {
  yield `{\n  "lid": ${JSON.stringify(keys.username)},\n  "gemaakt": ${JSON.stringify(at.toISOString())}`;
  for (const [key] of MEMBER_SECTIONS) {
    yield `,\n  ${JSON.stringify(key)}: [`;
    let rows = 0;
    for await (const page of pages(key)) {
      yield* pieces(page, (row) => `${rows++ ? ',' : ''}\n    ${JSON.stringify(row, null, 2).replaceAll('\n', '\n    ')}`);
    }
    yield rows ? '\n  ]' : ']';
  }
  yield '\n}';
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-120);

/**
 * Writes the member's data file onto `out` as a ZIP while it is sent: overzicht.html (readable, in `language`),
 * gegevens.json (the same, for a machine) and their uploads under bestanden/. Each part is read a
 * page of rows at a time only when the archive takes it, so a large member costs neither a long
 * query nor their whole history in memory.
 */
export async function writeMemberExport(out: Writable, db: Db, files: FileStore, keys: MemberKeys, language: Language, at = new Date()) {
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.pipe(out);
  const pages = reader(db, keys);
  zip.append(Readable.from(overview(db, pages, keys, at, language), { objectMode: false }), { name: 'overzicht.html' });
  zip.append(Readable.from(machineReadable(pages, keys, at), { objectMode: false }), { name: 'gegevens.json' });
  for (const file of await memberFiles(db, keys.username)) {
    const stream = await files.open(file.storageKey);
    if (stream) zip.append(stream, { name: `bestanden/${file.id}-${safeName(file.name)}` });
  }
  await zip.finalize();
}
