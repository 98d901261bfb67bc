import { z } from 'zod';
import { optionalString, V } from '../validation';
import { PAGE_SIZES, page, pageQuery, timestamp } from './common';
import { isoDate } from './members';

/**
 * The logbook's filters (the secretariat's view of the audit trail): who acted (part of the
 * username), the kind of record and the record, what was done, and the Brussels days from and until.
 * Shared by the list, its Excel export and the browser's form.
 */
export const auditFilters = {
  wie: optionalString(50),
  // A kind and an action may each be several, comma-separated: the options that read the same (domain/texts/audit.nl.ts).
  soort: optionalString(200),
  record: optionalString(50),
  handeling: optionalString(200),
  van: isoDate.optional(),
  tot: isoDate.optional(),
};
/** "until" may not come before "from". */
const inOrder: [(f: { van?: string; tot?: string }) => boolean, { path: string[]; message: string }] = [
  (f) => !f.van || !f.tot || f.van <= f.tot,
  { path: ['tot'], message: V.dateOrder },
];
export const auditFilterSchema = z.object(auditFilters).refine(...inOrder);
export const auditQuery = z.object({ ...pageQuery(PAGE_SIZES.audit), ...auditFilters }).refine(...inOrder);
export type AuditFilters = z.output<typeof auditFilterSchema>;

/** One row of the trail as the logbook shows it: labels in Dutch, and the fields that changed. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: timestamp,
  username: z.string(),
  name: z.string().nullable(),
  resource: z.string(),
  recordId: z.string(),
  action: z.string(),
  subject: z.string(),
  label: z.string(),
  /** The Dutch labels of the fields whose value changed; `more`: how many more changed without a label on a screen. */
  changes: z.array(z.string()),
  /** The same fields with their values before and after, as a person reads them (null: none). */
  diff: z.array(z.object({ label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  more: z.number().int(),
  /** The record's own page in the portal, where it has one. */
  link: z.string().nullable(),
});
export const auditPageSchema = page(auditRowSchema);
