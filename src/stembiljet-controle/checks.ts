import { type AuditFile, type AuditVerdict, checkAudit } from '../../domain/crypto/audit';
import { type BoardFile, type BoardVerdict, checkGrowth } from '../../domain/crypto/board';
import { CryptoError } from '../../domain/crypto/group';
import type { Language } from '../../domain/language';
import * as fr from '../../domain/texts/ballotBox.fr';
import { boardProblems, boxProblems, checkPage } from '../../domain/texts/ballotBox.nl';

/**
 * What the static verifier page (./index.html, served as /stembiljet-controle.html) concludes from the files a voter chose,
 * in the page's language, with the same checks as `npm run verify:box -- --audit` and `--board … --sinds …`
 * (tools/verify-modes.ts). A file is only ever read as data: the page shows its texts as text.
 */
export type AuditOutcome = { ok: true; verdict: AuditVerdict } | { ok: false; problem: string };
export type GrowthOutcome = { ok: true; verdict: BoardVerdict; earlier: number } | { ok: false; problem: string };

/** The page's texts and the checks' problems, per language. */
export const pageTexts = { nl: { boardProblems, boxProblems, checkPage }, fr } as const;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditOutcome(text: string, language: Language = 'nl'): AuditOutcome {
  const { checkPage, boxProblems } = pageTexts[language];
  const file = parse(text);
  if (file === undefined) return { ok: false, problem: checkPage.notJson };
  if (!isObject(file) || file.soort !== 'ovd-stembiljet-controle') return { ok: false, problem: checkPage.notAudit };
  try {
    return { ok: true, verdict: checkAudit(file as unknown as AuditFile) };
  } catch (error) {
    // A field of another type than the file's form throws a TypeError before any check names it: the form is wrong.
    return { ok: false, problem: boxProblems[error instanceof CryptoError ? error.problem : 'MALFORMED'] };
  }
}

/** A board file's outline checked before the chain is: checkBoard reads its fields without asking whether they are there. */
const isBoard = (value: unknown): value is BoardFile =>
  isObject(value) && value.soort === 'ovd-stembord' && isObject(value.verkiezing) && Array.isArray(value.entries) && typeof value.head === 'string';

export function growthOutcome(earlierText: string, laterText: string, language: Language = 'nl'): GrowthOutcome {
  const { checkPage, boardProblems } = pageTexts[language];
  const earlier = parse(earlierText);
  const later = parse(laterText);
  if (earlier === undefined || later === undefined) return { ok: false, problem: checkPage.notJson };
  if (!isBoard(earlier) || !isBoard(later)) return { ok: false, problem: checkPage.notBoard };
  let verdict: BoardVerdict;
  try {
    verdict = checkGrowth(earlier, later);
  } catch {
    return { ok: false, problem: boardProblems.BOARD };
  }
  if (!verdict.ok) {
    const where = verdict.broken ? ` (${checkPage.atLine.replace('%{line}', String(verdict.broken))})` : '';
    return { ok: false, problem: `${boardProblems[verdict.problem!]}${where}` };
  }
  return { ok: true, verdict, earlier: earlier.entries.length };
}
