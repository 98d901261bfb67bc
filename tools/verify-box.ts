import fs from 'node:fs';
import { checkCommitteeBox, type CommitteeBox, type Finding } from '../domain/crypto/box';
import { verifyBox } from '../domain/crypto/verify';
import { boxProblems } from '../domain/texts/ballotBox.nl';

/**
 * `npm run verify:box -- stembus.json`: checks a published ballot box (GET /api/verkiezingen/{id}/stembus,
 * or the verifier page's download) on this machine, with the same code as the page. A committee
 * election's box (docs/features/elections.md): its manifest and fingerprint, every ballot's tracker
 * and proofs, no ballot twice, as many ballots as members who voted, the box announced at the close,
 * and every partial decryption's proof with the totals they give. An election keyed before: every
 * tracker, every ballot's proofs, the fingerprint, and the totals' proofs. Exit code 0 when all holds,
 * 1 when something does not, 2 when the file cannot be read.
 */
const [mode, ...rest] = process.argv.slice(2);
if (mode === '--board' || mode === '--audit') {
  const { runMode } = await import('./verify-modes');
  process.exit(runMode(mode, rest));
}
const file = mode;
if (!file) {
  console.error('Gebruik: npm run verify:box -- <stembus.json>   (of - voor standaardinvoer)');
  console.error('         npm run verify:box -- --board <stembord.json> [--sinds <eerder-stembord.json>]');
  console.error('         npm run verify:box -- --audit <gecontroleerd-stembiljet.json>');
  process.exit(2);
}
type Box = Parameters<typeof verifyBox>[0] | CommitteeBox;
let box: Box;
try {
  box = JSON.parse(fs.readFileSync(file === '-' ? 0 : file, 'utf8'));
} catch (error) {
  console.error(`Het bestand kan niet gelezen worden: ${(error as Error).message}`);
  process.exit(2);
}
const started = performance.now();
let shown = 0;
const progress = (done: number, total: number) => {
  if (done - shown >= 500 || done === total) {
    shown = done;
    process.stderr.write(`\r${done} van ${total} stembiljetten gecontroleerd`);
  }
};
const isCommittee = (b: Box): b is CommitteeBox => 'manifest' in b;
const committee = isCommittee(box);
const verdict = isCommittee(box) ? await checkCommitteeBox(box, progress) : await verifyBox(box, progress);
process.stderr.write('\n');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const electionId = isCommittee(box) ? box.manifest.election.id : box.election.id;
console.log(`Verkiezing ${electionId}: ${box.ballots.length} stembiljetten, gecontroleerd in ${seconds} s.`);
if (committee && 'fingerprint' in verdict && verdict.fingerprint) console.log(`Vingerafdruk van de verkiezing: ${verdict.fingerprint}`);
if (isCommittee(box) && box.board) {
  const byServer = box.board.filter((e) => e.serverSealed).length;
  console.log(
    `Stembord: ${box.board.length} regels; ${byServer} stembiljetten door de server verzegeld uit een lijst kandidaten, de andere in de browser van de kiezer.`,
  );
}
if (verdict.ok) {
  console.log('Elk stembiljet is geldig versleuteld en de vingerafdruk van de stembus klopt.');
  if (committee) console.log(`Vingerafdruk van de stembus: ${(verdict as { boxFingerprint: string }).boxFingerprint}`);
  if (verdict.totals) {
    const candidates = (isCommittee(box) ? box.manifest.candidates : box.election.candidates) as { id: number; firstname?: string; lastname?: string }[];
    console.log('De telling is bewezen juist:');
    for (const [i, c] of candidates.entries())
      console.log(`  ${[c.firstname, c.lastname].filter(Boolean).join(' ') || `kandidaat ${c.id}`}: ${verdict.totals[i]}`);
    console.log(`  blanco: ${verdict.totals.at(-1)}`);
  } else console.log('De stemmen zijn nog niet geteld.');
  process.exit(0);
}
console.log('De controle vond fouten:');
for (const f of verdict.findings as Finding[]) {
  const where = f.tracker ? ` (stembiljet ${f.tracker})` : f.member ? ` (comitélid ${f.member})` : '';
  console.log(`  ${boxProblems[f.problem]}${where}`);
}
process.exit(1);
