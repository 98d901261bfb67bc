import fs from 'node:fs';
import { verifyBox } from '../domain/crypto/verify';
import { boxProblems } from '../domain/texts/ballotBox.nl';

/**
 * `npm run verify:box -- stembus.json`: checks a published ballot box (GET /api/verkiezingen/{id}/stembus,
 * or the verifier page's download) on this machine, with the same code as the page: every tracker, every
 * ballot's proofs, the fingerprint, and the totals against the ballots added up again. Exit code 0 when
 * all holds, 1 when something does not, 2 when the file cannot be read.
 */
const file = process.argv[2];
if (!file) {
  console.error('Gebruik: npm run verify:box -- <stembus.json>   (of - voor standaardinvoer)');
  process.exit(2);
}
let box: Parameters<typeof verifyBox>[0];
try {
  box = JSON.parse(fs.readFileSync(file === '-' ? 0 : file, 'utf8'));
} catch (error) {
  console.error(`Het bestand kan niet gelezen worden: ${(error as Error).message}`);
  process.exit(2);
}
const started = performance.now();
let shown = 0;
const verdict = await verifyBox(box, (done, total) => {
  if (done - shown >= 500 || done === total) {
    shown = done;
    process.stderr.write(`\r${done} van ${total} stembiljetten gecontroleerd`);
  }
});
process.stderr.write('\n');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Verkiezing ${box.election.id}: ${verdict.ballots} stembiljetten, gecontroleerd in ${seconds} s.`);
if (verdict.ok) {
  console.log('Elk stembiljet is geldig versleuteld en de vingerafdruk van de stembus klopt.');
  if (verdict.totals) {
    const candidates = box.election.candidates as { id: number; firstname?: string; lastname?: string }[];
    console.log('De telling is bewezen juist:');
    for (const [i, c] of candidates.entries()) console.log(`  ${[c.firstname, c.lastname].filter(Boolean).join(' ') || `kandidaat ${c.id}`}: ${verdict.totals[i]}`);
    console.log(`  blanco: ${verdict.totals.at(-1)}`);
  } else console.log('De stemmen zijn nog niet geteld.');
  process.exit(0);
}
console.log('De controle vond fouten:');
for (const f of verdict.findings) console.log(`  ${boxProblems[f.problem]}${f.tracker ? ` (stembiljet ${f.tracker})` : ''}`);
process.exit(1);
