import type { Writable } from 'node:stream';
import archiver from 'archiver';
import { dutchDateTime } from '../../domain/dates';
import { MEMBER_DATA_TITLE, memberColumnLabels, memberDataIntro, memberSectionTitles } from '../../domain/texts/memberData.nl';
import type { Db } from '../db';
import type { FileStore } from '../files/store';
import { MEMBER_SECTIONS, type MemberKeys, memberFiles, sectionRows } from '../repositories/memberData';

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cell = (value: unknown) => escaped(value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The readable part: one table per section, the columns by their Dutch labels where they have one. */
function summary(username: string, at: Date, data: Record<string, Record<string, unknown>[]>) {
  const sections = Object.entries(data).map(([key, rows]) => {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const table = rows.length
      ? `<table><thead><tr>${columns.map((c) => `<th>${escaped(memberColumnLabels[c] ?? c)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '<p>Geen gegevens.</p>';
    return `<section><h2>${escaped(memberSectionTitles[key] ?? key)} (${rows.length})</h2>${table}</section>`;
  });
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${MEMBER_DATA_TITLE}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;font-size:.85em}td,th{border:1px solid #ccc;padding:.25em .5em;vertical-align:top;text-align:left}</style></head>
<body><h1>${MEMBER_DATA_TITLE}</h1><p>Lid: ${escaped(username)}. Gemaakt op ${escaped(dutchDateTime(at))}.</p><p>${escaped(memberDataIntro)}</p>${sections.join('\n')}</body></html>`;
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-120);

/**
 * Writes the member's data file onto `out` as a ZIP while it is sent: overzicht.html (Dutch, readable),
 * gegevens.json (the same, for a machine) and their uploads under bestanden/, each read from the
 * store as the archive takes it.
 */
export async function writeMemberExport(out: Writable, db: Db, files: FileStore, keys: MemberKeys, at = new Date()) {
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.pipe(out);
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const [key, sql] of MEMBER_SECTIONS) data[key] = await sectionRows(db, sql, keys);
  zip.append(summary(keys.username, at, data), { name: 'overzicht.html' });
  zip.append(JSON.stringify({ lid: keys.username, gemaakt: at.toISOString(), ...data }, null, 2), { name: 'gegevens.json' });
  for (const file of await memberFiles(db, keys.username)) {
    const stream = await files.open(file.storageKey);
    if (stream) zip.append(stream, { name: `bestanden/${file.id}-${safeName(file.name)}` });
  }
  await zip.finalize();
}
