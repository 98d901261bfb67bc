import { dutchDateTime, dutchDay } from '../../domain/dates';
import { UPLOAD_CONTENT_TYPES } from '../../domain/files';
import type { Language } from '../../domain/language';
import { MAIL_STATUS_LABELS } from '../../domain/mailTemplates';
import * as frAudit from '../../domain/texts/audit.fr';
import * as nlAudit from '../../domain/texts/audit.nl';
import * as frData from '../../domain/texts/memberData.fr';
import {
  MEMBER_DATA_TITLE,
  memberCodeTexts,
  memberColumnLabels,
  memberDataAreas,
  memberDataIntro,
  memberDataLabels,
  memberDataTexts,
  memberHiddenColumns,
  memberSectionLabels,
} from '../../domain/texts/memberData.nl';
import nlAdres from '../../domain/texts/resources/adreswijzigingen';
import nlPunten from '../../domain/texts/resources/punten';
import { exemptionFieldTexts as nlExemption } from '../../domain/texts/resources/vrijstellingen';
import frAdres from '../../domain/texts/resources-fr/adreswijzigingen';
import frMails from '../../domain/texts/resources-fr/mails';
import frPunten from '../../domain/texts/resources-fr/punten';
import { exemptionFieldTexts as frExemption } from '../../domain/texts/resources-fr/vrijstellingen';
import * as frServices from '../../domain/texts/wachtdiensten.fr';
import * as nlServices from '../../domain/texts/wachtdiensten.nl';
import { escapeHtml } from '../html';
import { boxWord } from '../repositories/addressLine';
import type { MemberLookups } from '../repositories/memberLookups';

const nlData = {
  MEMBER_DATA_TITLE,
  memberCodeTexts,
  memberColumnLabels,
  memberDataAreas,
  memberDataIntro,
  memberDataLabels,
  memberDataTexts,
  memberHiddenColumns,
  memberSectionLabels,
};

/** Each language's texts the overview is written with: its own catalogue and the screens' labels and state names. */
const languages = {
  nl: { data: nlData, audit: nlAudit, punten: nlPunten, adres: nlAdres, exemption: nlExemption, services: nlServices, mailStatus: MAIL_STATUS_LABELS },
  fr: { data: frData, audit: frAudit, punten: frPunten, adres: frAdres, exemption: frExemption, services: frServices, mailStatus: frMails.choices.status },
};

/**
 * The member's overview (overzicht.html) as a person reads it: written piece by piece, a row at a
 * time, so the export can send it while the pages of rows arrive. Every label and value in the
 * reader's language: codes by their code list's or the portal's name, days dd/MM/yyyy, moments in
 * Brussels time, yes/no, addresses as lines. gegevens.json keeps the rows as they are stored.
 */

type Row = Record<string, unknown>;

/** Code lists in the database that name a column's codes. */
export const MEMBER_CODE_LISTS: Record<string, string> = {
  species: 'DIERSOORTEN',
  diersoorten: 'DIERSOORTEN',
  sectors: 'SECTOR',
  disciplines: 'VAKGEBIED',
  cities: 'GEMEENTE',
  role: 'WORKADDRESS',
  workaddress: 'WORKADDRESS',
  country: 'COUNTRY',
  land: 'COUNTRY',
  statecode: 'VRIJSTELLING_STATUS',
  decision: 'VRIJSTELLING_STATUS',
  cursus_type: 'CURSUSTYPE',
  iddiclegalform: 'legalform',
  type: 'WACHTDIENST_TYPE',
};

/** The overview's writer in `language`: made once per language and kept (its column orders are found as rows come). */
const made = new Map<Language, ReturnType<typeof documentIn>>();
export const memberDocument = (language: Language) => {
  let document = made.get(language);
  if (!document) {
    document = documentIn(language);
    made.set(language, document);
  }
  return document;
};

export const DOCUMENT_FOOT = '</main></body></html>\n';

const STYLE = `*{box-sizing:border-box}
body{margin:0;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#222;overflow-wrap:anywhere}
main{max-width:60rem;margin:0 auto}
h1{font-size:1.5rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:2px solid #ccc}h3{font-size:1.1rem}
dl{display:grid;grid-template-columns:minmax(8rem,30%) minmax(0,1fr);gap:.2rem .75rem;margin:.5rem 0;padding:.5rem .75rem;border:1px solid #ccc;border-radius:4px}
dt{font-weight:600;color:#555}dd{margin:0;min-width:0;white-space:pre-line}
dd ul{margin:0;padding-left:1.2rem;white-space:normal}
nav ol{padding-left:1.2rem}
@media (max-width:30rem){dl{grid-template-columns:minmax(0,1fr)}dd{margin-bottom:.3rem}}`;

function documentIn(language: Language) {
  const { data, audit, punten, adres: adreswijzigingen, exemption, services, mailStatus } = languages[language] ?? languages.nl;
  const { auditActionLabel, auditFieldLabel, auditFields, auditSubjectLabel } = audit;
  const {
    MEMBER_DATA_TITLE,
    memberCodeTexts,
    memberColumnLabels,
    memberDataAreas,
    memberDataIntro,
    memberDataLabels,
    memberHiddenColumns,
    memberSectionLabels,
  } = data;
  const T = data.memberDataTexts;
  const { memberKindText, REQUEST_LABELS, SERVICE_LABELS } = services;

  /** Codes the screens name through their texts, per section where one code means different things. */
  const sectionChoices: Record<string, Record<string, Record<string, string>>> = {
    punten: punten.choices,
    adreswijzigingen: { code: adreswijzigingen.choices.type, state: adreswijzigingen.choices.state },
    wachtdiensten: { active_member: memberKindText },
    mails: { status: mailStatus },
  };

  /** The screens' own labels of a section's columns (a column the overview hides stays hidden). */
  const screenLabels: Record<string, Record<string, string>> = {
    activiteiten: auditFields.dierenartsen!,
    punten: punten.fields,
    vrijstellingen: exemption,
    wachtdienstaanvragen: { ...SERVICE_LABELS, ...REQUEST_LABELS, user_email: REQUEST_LABELS.userEmail },
    wachtdienstwijzigingen: { ...SERVICE_LABELS, ...REQUEST_LABELS, user_email: REQUEST_LABELS.userEmail },
  };

  /** The section a kind of record in the trail speaks of, for the labels and names of its fields. */
  const auditSections: Record<string, string> = {
    dierenartsen: 'activiteiten',
    punten: 'punten',
    vrijstellingen: 'vrijstellingen',
    vrijstellingsaanvragen: 'vrijstellingen',
    adreswijzigingen: 'adreswijzigingen',
    wachtdienstaanvragen: 'wachtdienstaanvragen',
    wachtdienstwijzigingen: 'wachtdienstwijzigingen',
    wachtdienstleden: 'wachtdiensten',
  };

  const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
  const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-BE' : 'nl-BE', { maximumFractionDigits: 2 });

  /** A column's label in a section; null for one the overview leaves to gegevens.json. */
  function labelOf(section: string, column: string): string | null {
    const own = memberSectionLabels[section]?.[column];
    if (own !== undefined) return own || null;
    if (memberHiddenColumns.has(column)) return null;
    return screenLabels[section]?.[column] ?? memberColumnLabels[column] ?? null;
  }

  /** Per section, the columns it shows in the order their labels are listed (the screens' order, roughly), with their labels. */
  const shown = new Map<string, Map<string, { label: string | null; place: number }>>();
  function columnsOf(section: string, row: Row) {
    let known = shown.get(section);
    if (!known) {
      const order = [...Object.keys(memberSectionLabels[section] ?? {}), ...Object.keys(screenLabels[section] ?? {}), ...Object.keys(memberColumnLabels)];
      known = new Map(order.map((column) => [column, { label: labelOf(section, column), place: order.indexOf(column) }]));
      shown.set(section, known);
    }
    const columns: { column: string; label: string; place: number }[] = [];
    for (const column of Object.keys(row)) {
      const { label, place } = known.get(column) ?? { label: labelOf(section, column), place: known.size };
      if (label && !empty(row[column])) columns.push({ column, label, place });
    }
    return columns.sort((a, b) => a.place - b.place);
  }

  /** A code's Dutch name: the section's texts, the portal's own, then the code lists; the code itself only when nobody named it. */
  function codeText(section: string, column: string, code: string, lookups: MemberLookups) {
    const named = sectionChoices[section]?.[column]?.[code] ?? memberCodeTexts[column]?.[code];
    if (named) return named;
    const list = MEMBER_CODE_LISTS[column];
    return (list && lookups.codes.get(list)?.get(code)) ?? code;
  }

  /** One value as text (not yet escaped). */
  function plain(section: string, column: string, value: unknown, lookups: MemberLookups): string {
    if (typeof value === 'boolean') return value ? T.yes : T.no;
    if (typeof value === 'number') {
      if (column.endsWith('_id') || column === 'id' || column === 'idmail') return String(value);
      return number.format(value);
    }
    if (Array.isArray(value)) return value.map((v) => plain(section, column, v, lookups)).join(', ');
    if (typeof value !== 'string') return JSON.stringify(value);
    if (/^\d{4}-\d\d-\d\d$/.test(value)) return dutchDay(value);
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return dutchDateTime(value);
    return codeText(section, column, value, lookups);
  }

  /** An address's lines: street and number, postcode and municipality, country. */
  function addressLines(a: Row, lookups: MemberLookups) {
    const box = empty(a.box) ? '' : ` ${boxWord(language)} ${a.box}`;
    const country = empty(a.country ?? a.land) ? '' : (lookups.codes.get('COUNTRY')?.get(String(a.country ?? a.land)) ?? String(a.country ?? a.land));
    return [`${a.street ?? ''} ${a.housenumber ?? a.number ?? ''}${box}`.trim(), `${a.postcode ?? ''} ${a.locality ?? ''}`.trim(), country].filter(Boolean);
  }
  const ADDRESS_PARTS = new Set(['street', 'number', 'housenumber', 'box', 'postcode', 'locality', 'land', 'country']);

  /** An object held in one column: an address as lines, what an address change asked, a mail's values. */
  function objectLines(section: string, column: string, value: Row, lookups: MemberLookups) {
    if (column === 'waarden') return Object.entries(value).map(([k, v]) => `${k}: ${v}`);
    const items = 'street' in value ? addressLines(value, lookups) : [];
    for (const [k, v] of Object.entries(value)) {
      const label = memberDataLabels[k];
      // What an address change asked names its kind and day in its own columns already.
      if (ADDRESS_PARTS.has(k) || !label || empty(v) || (column === 'data' && (k === 'code' || k === 'startdate'))) continue;
      items.push(`${label}: ${valueText(k === 'code' ? 'adreswijzigingen' : section, k, v, lookups).join(', ')}`);
    }
    return items;
  }

  /** A value as the lines a person reads (most values are one line). */
  function valueText(section: string, column: string, value: unknown, lookups: MemberLookups): string[] {
    if (isObject(value)) return objectLines(section, column, value, lookups);
    if (section === 'punten' && column === 'periode_id') return [lookups.periods.get(Number(value)) ?? String(value)];
    if (section === 'mails' && column === 'sjabloon') return [lookups.templates.get(String(value)) ?? String(value)];
    if (section === 'kandidaturen' && column === 'campagne_id') return [T.yes];
    if (section === 'bestanden' && column === 'size') return [T.bytes(number.format(Number(value)))];
    if (section === 'bestanden' && column === 'content_type') {
      const extension = Object.entries(UPLOAD_CONTENT_TYPES).find(([, type]) => type === value)?.[0];
      return [extension ? T.fileKind(extension) : String(value)];
    }
    if (column.endsWith('_id') && typeof value === 'number') return [T.file(value)];
    return [plain(section, column, value, lookups)];
  }

  const lines = (items: string[]) => (items.length === 1 ? escapeHtml(items[0]!) : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);

  const entry = (label: string, html: string) => `<dt>${escapeHtml(label)}</dt><dd>${html}</dd>`;

  /** A row of the trail: when, who, about what, what was done and which data it changed, by their labels. */
  function auditRowHtml(row: Row, lookups: MemberLookups) {
    const resource = String(row.resource);
    const parts = [entry(labelOf('logboek', 'at')!, escapeHtml(dutchDateTime(String(row.at)))), entry(T.by, escapeHtml(String(row.username)))];
    parts.push(entry(T.subject, escapeHtml(`${auditSubjectLabel(resource) ?? resource} ${row.record_id}`)));
    parts.push(entry(labelOf('logboek', 'action')!, escapeHtml(auditActionLabel(resource, String(row.action)) ?? String(row.action))));
    const before = isObject(row.before) ? row.before : null;
    const after = isObject(row.after) ? row.after : null;
    const changes: string[] = [];
    let more = 0;
    const section = auditSections[resource] ?? resource;
    const text = (key: string, v: unknown) => (empty(v) ? '—' : valueText(section, key, v, lookups).join(', '));
    // An address is one change, on one line.
    const address = (r: Row | null) => (r && 'street' in r ? addressLines(r, lookups).join(', ') : null);
    if (address(before) !== address(after)) {
      const [was, is] = [address(before), address(after)];
      changes.push(before && after ? `${T.address}: ${was ?? '—'} → ${is ?? '—'}` : `${T.address}: ${is ?? was}`);
    }
    for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
      const [was, is] = [before?.[key], after?.[key]];
      if (ADDRESS_PARTS.has(key) || memberHiddenColumns.has(key)) continue;
      if (before && after ? JSON.stringify(was) === JSON.stringify(is) : empty(is ?? was)) continue;
      const label = labelOf(section, key) ?? memberDataLabels[key] ?? auditFieldLabel(resource, key);
      if (!label) more += 1;
      else changes.push(before && after ? `${label}: ${text(key, was)} → ${text(key, is)}` : `${label}: ${text(key, is ?? was)}`);
    }
    if (more) changes.push(T.more(more));
    if (changes.length) parts.push(entry(before && after ? T.changed : T.written, lines(changes)));
    return `<dl>${parts.join('')}</dl>`;
  }

  /** One row as a block of labels and values; empty values are left out. */
  function rowHtml(section: string, row: Row, lookups: MemberLookups) {
    if (section === 'logboek') return auditRowHtml(row, lookups);
    const parts: string[] = [];
    for (const { column, label } of columnsOf(section, row)) parts.push(entry(label, lines(valueText(section, column, row[column], lookups))));
    return `<dl>${parts.join('')}</dl>`;
  }

  /** The top of the overview: the title, who and when, and the contents with a link to every section. */
  function documentHead(username: string, at: Date) {
    const contents = memberDataAreas
      .map(
        (area) =>
          `<li><a href="#${area.id}">${escapeHtml(area.title)}</a>: ${Object.entries(area.sections)
            .map(([key, title]) => `<a href="#${key}">${escapeHtml(title)}</a>`)
            .join(', ')}</li>`,
      )
      .join('');
    return `<!doctype html>
  <html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(MEMBER_DATA_TITLE)}</title><style>${STYLE}</style></head>
  <body><main><h1>${escapeHtml(MEMBER_DATA_TITLE)}</h1>
  <p>${T.member}: ${escapeHtml(username)}. ${T.made} ${escapeHtml(dutchDateTime(at))}.</p><p>${escapeHtml(memberDataIntro)}</p>
  <nav><h2>${T.contents}</h2><ol>${contents}</ol></nav>\n`;
  }

  const NO_ROWS = `<p>${T.none}</p>`;
  return { documentHead, rowHtml, NO_ROWS, DOCUMENT_FOOT };
}
