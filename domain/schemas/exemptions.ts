import { APPROVAL_LIST, APPROVAL_STATES } from '../rules/approvals';
import { addDays } from '../rules/courses';

/** SPEC §5, §9: an exemption is asked for 1 to 5 years. */
export const EXEMPTION_MIN_YEARS = 1;
export const EXEMPTION_MAX_YEARS = 5;
export const EXEMPTION_YEARS = [1, 2, 3, 4, 5] as const;

/** SPEC §9: the success page of an exemption request reloads the list after 2 s. */
export const EXEMPTION_RELOAD_MS = 2000;

/**
 * The fields of an exemption (SPEC §3), shared by the veterinarian's list and the secretariat's
 * register, which read one table. `comments` is what the vet wrote with the request, `reason` the
 * secretariat's comment with its decision (mailed as the reason).
 */
export const exemptionFields = {
  username: { kind: 'text', max: 30, readOnly: true, required: true },
  member: { kind: 'text', max: 201, readOnly: true },
  years: { kind: 'number', min: EXEMPTION_MIN_YEARS, max: EXEMPTION_MAX_YEARS, decimals: 0, required: true },
  statecode: { kind: 'code', codelist: APPROVAL_LIST, options: APPROVAL_STATES, readOnly: true, required: true },
  endDate: { kind: 'date', readOnly: true },
  attachment: { kind: 'file', readOnly: true },
  attachmentName: { kind: 'text', max: 255, from: { fileName: 'attachment' } },
  comments: { kind: 'text', max: 2000, long: true, readOnly: true },
  reason: { kind: 'text', max: 2000, long: true, readOnly: true },
  creationdate: { kind: 'datetime', readOnly: true, required: true },
  decisiondate: { kind: 'datetime', readOnly: true },
} as const;

/**
 * The portal's choice where SPEC is silent: an approved exemption runs for its years from the day
 * of the decision, to the day before the same date that many years later (decided 24/11/2026 for
 * 2 years: until 23/11/2028). 29 February goes to 28 February in a year without it.
 */
export function exemptionEndDate(decisionDay: string, years: number) {
  const [y, m, d] = decisionDay.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const same = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
  return addDays(same, -1);
}
