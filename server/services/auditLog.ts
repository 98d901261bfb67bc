import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { brusselsLocal } from '../../domain/dates';
import { pathsOf } from '../../domain/declare/access';
import { declarationNamed } from '../../domain/declare/registry';
import { AUDIT_SHEET, auditActionLabel, auditColumns, auditFieldLabel, auditSubjectLabel } from '../../domain/texts/audit.nl';
import type { AuditTrailRow } from '../repositories/auditTrail';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record's own page, where the portal has one: a declared screen's record, a member's profile. */
function linkOf(resource: string, recordId: string) {
  if (resource === 'dierenartsen') return `/zoeken/dierenarts/${encodeURIComponent(recordId)}`;
  const d = declarationNamed(resource);
  if (!d || d.screen === false || !/^\d+$/.test(recordId)) return null;
  return `${d.screen ?? pathsOf(d).list}/${recordId}`;
}

/**
 * A row of the trail as the logbook shows it: its kind and action in Dutch (the code where the
 * product never named one), and the labels of the fields a change touched; fields without a Dutch
 * label are counted, never shown by their code.
 */
export function describeRow(row: AuditTrailRow) {
  const { before, after } = row;
  const changes: string[] = [];
  let more = 0;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      const label = auditFieldLabel(row.resource, key);
      if (label) changes.push(label);
      else more += 1;
    }
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
    changes,
    more,
    link: linkOf(row.resource, row.recordId),
  };
}

/** The logbook as an .xlsx written onto `out` while the batches arrive, with Dutch headers and labels. */
export async function writeAuditWorkbook(out: Writable, batches: AsyncIterable<AuditTrailRow[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(AUDIT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: auditColumns.at, key: 'at', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: auditColumns.who, key: 'who', width: 28 },
    { header: auditColumns.subject, key: 'subject', width: 24 },
    { header: auditColumns.record, key: 'record', width: 14 },
    { header: auditColumns.action, key: 'action', width: 28 },
    { header: auditColumns.changes, key: 'changes', width: 48 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  for await (const batch of batches) {
    for (const raw of batch) {
      const row = describeRow(raw);
      // Excel keeps no time zone: the time is written as Brussels reads it.
      const local = new Date(`${brusselsLocal(row.at)}:00Z`);
      sheet
        .addRow({
          at: local,
          who: row.name ? `${row.name} (${row.username})` : row.username,
          subject: row.subject,
          record: row.recordId,
          action: row.label,
          changes: row.changes.join(', '),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
