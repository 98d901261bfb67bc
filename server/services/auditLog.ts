import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { brusselsLocal, dutchDateTime, dutchDay } from '../../domain/dates';
import { pathsOf } from '../../domain/declare/access';
import { declarationNamed } from '../../domain/declare/registry';
import type { Language } from '../../domain/language';
import * as fr from '../../domain/texts/audit.fr';
import * as nl from '../../domain/texts/audit.nl';
import { yesNo as frenchYesNo } from '../../domain/texts/control.fr';
import { yesNo as dutchYesNo } from '../../domain/texts/control.nl';
import { choiceText } from '../../domain/texts/registry';
import type { AuditTrailRow } from '../repositories/auditTrail';

/** Each language's texts of the trail, and its yes and no. */
const texts = { nl: { ...nl, yesNo: dutchYesNo }, fr: { ...fr, yesNo: frenchYesNo } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The screens of the kinds of record that are no declared screen's, or whose declared screen has no page per record. */
const OWN_SCREENS: Record<string, (id: string, row: AuditTrailRow) => string | null> = {
  // A member's own data, account and calendar link: their sheet (a provider's or the secretariat's account has none).
  dierenartsen: (id, row) => (row.member === false ? null : `/zoeken/dierenarts/${encodeURIComponent(id)}`),
  gebruikers: (id, row) => (row.member ? `/zoeken/dierenarts/${encodeURIComponent(id)}` : null),
  agenda: (id, row) => (row.member ? `/zoeken/dierenarts/${encodeURIComponent(id)}` : null),
  // An exemption is one record under two names: the member's request and the secretariat's register, whose page it has.
  vrijstellingen: (id) => `/vrijstellingen/register/${id}`,
  // The queue opens the request itself, whatever its state.
  adreswijzigingen: (id) => `/dierenarts/adreswijzigingen?filter=${encodeURIComponent(JSON.stringify({ id: Number(id) }))}`,
  herinneringen: () => '/herinneringen',
  app_state: () => '/mails',
};

/** The record's own page, where the portal has one: a declared screen's record, a member's sheet, the reminders' page. */
function linkOf(row: AuditTrailRow) {
  const { resource, recordId } = row;
  const own = OWN_SCREENS[resource];
  if (own) return /^[\w.-]+$/.test(recordId) ? own(recordId, row) : null;
  const d = declarationNamed(resource);
  if (!d || d.screen === false || !/^\d+$/.test(recordId)) return null;
  return `${d.screen ?? pathsOf(d).list}/${recordId}`;
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A value of the trail as a person reads it: days dd/MM/yyyy, times in Brussels, yes and no in their language; nothing as null. */
function shownValue(value: unknown, language: Language): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return texts[language].yesNo(value);
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dutchDay(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return dutchDateTime(value);
    return clip(value);
  }
  if (Array.isArray(value)) return clip(value.map((v) => shownValue(v, language) ?? '—').join(', '));
  return clip(JSON.stringify(value));
}

/** A field's value in the reader's language: a state or another choice by its text, the rest as shownValue reads it. */
const fieldValue = (resource: string, field: string, value: unknown, language: Language) =>
  shownValue(typeof value === 'string' ? choiceText(resource, field, value, language) : value, language);

/**
 * A row of the trail as the logbook shows it, worded by the server in the reader's language (one
 * catalogue per language, domain/texts/audit.nl|fr): its kind and action (the code where the
 * product never named one), and each field the row touched once, by its label, with its value
 * before and after (a new record's fields have no before, a removed one's no after); fields without
 * a label are counted, never shown by their code.
 */
export function describeRow(row: AuditTrailRow, language: Language) {
  const { auditActionLabel, auditFieldLabel, auditSubjectLabel } = texts[language] ?? texts.nl;
  const before = isObject(row.before) ? row.before : {};
  const after = isObject(row.after) ? row.after : {};
  const diff: { label: string; before: string | null; after: string | null }[] = [];
  let more = 0;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const label = auditFieldLabel(row.resource, key);
    // Two columns under one label (a request's `type` and `code`) are one field on the screen.
    if (label && !diff.some((d) => d.label === label))
      diff.push({ label, before: fieldValue(row.resource, key, before[key], language), after: fieldValue(row.resource, key, after[key], language) });
    else if (!label) more += 1;
  }
  return {
    id: Number(row.id),
    at: row.at,
    username: row.username,
    name: row.name,
    resource: row.resource,
    recordId: row.recordId,
    action: row.action,
    subject: auditSubjectLabel(row.resource) ?? row.resource,
    label: auditActionLabel(row.resource, row.action) ?? row.action,
    changes: diff.map((d) => d.label),
    diff,
    more,
    link: linkOf(row),
  };
}

/** A changed field as the workbook writes it: "Label: before → after". */
const changeText = (d: { label: string; before: string | null; after: string | null }) => `${d.label}: ${d.before ?? '—'} → ${d.after ?? '—'}`;

/** The logbook as an .xlsx written onto `out` while the batches arrive, with headers and labels in the reader's language. */
export async function writeAuditWorkbook(out: Writable, batches: AsyncIterable<AuditTrailRow[]>, language: Language) {
  const { AUDIT_SHEET, auditColumns } = texts[language] ?? texts.nl;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(AUDIT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: auditColumns.at, key: 'at', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: auditColumns.who, key: 'who', width: 28 },
    { header: auditColumns.subject, key: 'subject', width: 24 },
    { header: auditColumns.record, key: 'record', width: 14 },
    { header: auditColumns.action, key: 'action', width: 28 },
    { header: auditColumns.changes, key: 'changes', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  for await (const batch of batches) {
    for (const raw of batch) {
      const row = describeRow(raw, language);
      // Excel keeps no time zone: the time is written as Brussels reads it.
      const local = new Date(`${brusselsLocal(row.at)}:00Z`);
      sheet
        .addRow({
          at: local,
          who: row.name ? `${row.name} (${row.username})` : row.username,
          subject: row.subject,
          record: row.recordId,
          action: row.label,
          changes: row.diff.map(changeText).join('; '),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
