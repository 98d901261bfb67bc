import fs from 'node:fs';
import { type AuditFile, checkAudit } from '../domain/crypto/audit';
import { type BoardFile, type BoardVerdict, checkBoard, checkGrowth } from '../domain/crypto/board';
import { CryptoError } from '../domain/crypto/group';
import { boardProblems, boxProblems } from '../domain/texts/ballotBox.nl';

/**
 * The two other modes of `npm run verify:box` (docs/features/elections.md):
 * `--board <file> [--sinds <earlier file>]` checks a downloaded board's hash chain and, given an
 * earlier copy, that the later one only appended to it; `--audit <file>` checks an audited ballot
 * (Benaloh's challenge) and says which candidates it held. Exit code 0 when all holds, 1 when
 * something does not, 2 when a file cannot be read or is not of the kind asked for.
 */
function read<T>(file: string | undefined, what: string): T | null {
  if (!file) {
    console.error(`Geef ${what} op.`);
    return null;
  }
  try {
    const value = JSON.parse(fs.readFileSync(file === '-' ? 0 : file, 'utf8'));
    // `null` or a number is JSON too, but no file of ours: said here rather than left to exit without a word.
    if (typeof value !== 'object' || value === null) throw new Error('het is geen JSON-object');
    return value as T;
  } catch (error) {
    console.error(`Het bestand ${file} kan niet gelezen worden: ${(error as Error).message}`);
    return null;
  }
}

const WHY: Record<NonNullable<BoardVerdict['problem']>, string> = boardProblems;

function board(args: string[]) {
  const later = read<BoardFile>(args[0], 'het stembord');
  const sinceAt = args.indexOf('--sinds');
  const earlier = sinceAt >= 0 ? read<BoardFile>(args[sinceAt + 1], 'na --sinds het eerdere stembord') : null;
  if (!later || (sinceAt >= 0 && !earlier)) return 2;
  const started = performance.now();
  let verdict: BoardVerdict;
  try {
    verdict = earlier ? checkGrowth(earlier, later) : checkBoard(later);
  } catch {
    // The checks read a board's fields without asking whether they are there: another file (an audited ballot, a box) throws.
    console.error('Dit bestand is geen download van het stembord.');
    return 2;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Verkiezing ${later.verkiezing.id}: ${verdict.entries} regels op het stembord, gecontroleerd in ${seconds} s.`);
  if (!verdict.ok) {
    console.log(`De controle vond een fout: ${WHY[verdict.problem!]}${verdict.broken ? ` (regel ${verdict.broken})` : ''}.`);
    return 1;
  }
  console.log('Elke regel volgt uit de vorige; geen stembiljet staat er twee keer op.');
  if (earlier) console.log(`Het eerdere stembord (${earlier.entries.length} regels) is het begin van dit stembord: niets weggenomen of veranderd.`);
  console.log(`Kop van het stembord: ${verdict.head}`);
  return 0;
}

function audit(args: string[]) {
  const file = read<AuditFile>(args[0], 'het controlebestand van het stembiljet');
  if (!file) return 2;
  try {
    const verdict = checkAudit(file);
    console.log(`Gecontroleerd stembiljet ${verdict.tracker}`);
    if (verdict.fingerprint) console.log(`Vingerafdruk van de verkiezing: ${verdict.fingerprint}`);
    console.log('De versleuteling, de bewijzen en de vingerafdruk van het stembiljet kloppen. Het stembiljet bevatte:');
    if (verdict.blank) console.log('  een blanco stem');
    for (const c of verdict.chosen) console.log(`  ${c.firstname} ${c.lastname}`);
    return 0;
  } catch (error) {
    const problem = error instanceof CryptoError ? error.problem : 'MALFORMED';
    console.log(`De controle vond een fout: ${boxProblems[problem]}.`);
    return 1;
  }
}

export const runMode = (mode: '--board' | '--audit', args: string[]) => (mode === '--board' ? board(args) : audit(args));
