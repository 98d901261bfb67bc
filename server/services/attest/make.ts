import { createHash, randomBytes } from 'node:crypto';
import { brusselsDate } from '../../../domain/dates';
import type { Language } from '../../../domain/language';
import { ATTEST_RANDOM_CHARS, makeAttestCode } from '../../../domain/rules/attestCode';
import { COURSE_TYPES, countedPoints, exemptionActive, type PointType, periodTotals } from '../../../domain/rules/cpd';
import type { AttestStated } from '../../../domain/schemas/attest';
import type { ControlLine } from '../../../domain/schemas/control';
import { attestUrl } from '../../../domain/texts/attest.nl';
import type { Queryable } from '../../db';
import { approvedExemptions } from '../../repositories/attests';
import type { Period } from '../../repositories/control';
import { memberRows } from '../../repositories/control';
import { attestPdf } from './pdf';

/**
 * What a member's certificate of a period states, by the rules the points page and the control list
 * use (domain/rules/cpd periodTotals over the rows the control list's drill-down reads, the
 * exemption as its `exempt` column says); null when nothing approved counts: no certificate then.
 */
export async function statementOf(q: Queryable, period: Period, line: ControlLine, today = brusselsDate()): Promise<AttestStated | null> {
  const rows = await memberRows(q, period.id, line.username);
  const totals = periodTotals(rows, period.requiredPoints);
  if (totals.total <= 0) return null;
  const courses = rows
    .filter((r) => r.state === 'APPROVED' && COURSE_TYPES.includes(r.type as PointType))
    .map((r) => ({ type: r.type, title: r.title ?? '', date: String(r.begindatum).slice(0, 10), points: countedPoints(r) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const exemption = line.exempt ? (await approvedExemptions(q, line.username)).find((e) => exemptionActive(e, today)) : undefined;
  const { ebpcursussen, bpcursussen, teachings, peerreview, others, othersUncapped, othersCap, total, theory } = totals;
  return {
    name: `${line.firstname} ${line.lastname}`.trim(),
    ordenummer: line.username,
    period: { startDate: period.startDate, endDate: period.endDate },
    requiredPoints: period.requiredPoints,
    points: { ebpcursussen, bpcursussen, teachings, peerreview, others, othersUncapped, othersCap, total, theory },
    courses,
    exemptUntil: exemption?.endDate ?? null,
    met: totals.short === 0,
    madeOn: today,
  };
}

export interface MadeAttest {
  code: string;
  stated: AttestStated;
  bytes: Uint8Array;
  sha256: string;
  madeAt: Date;
  /** The language the PDF speaks; what it states (and the page at /attest/{code} shows) is the same in either. */
  language: Language;
}

/** The PDF of `stated` in `language` under a new code; recording it (and its audit row) is the caller's one transaction. */
export async function drawAttest(stated: AttestStated, publicUrl: string, language: Language): Promise<MadeAttest> {
  const code = makeAttestCode(randomBytes(ATTEST_RANDOM_CHARS));
  const madeAt = new Date();
  const bytes = await attestPdf(stated, code, attestUrl(publicUrl, code), madeAt, language);
  return { code, stated, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), madeAt, language };
}
