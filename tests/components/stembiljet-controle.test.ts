import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendEntries, boardStart } from '../../domain/crypto/board';
import * as fr from '../../domain/texts/ballotBox.fr';
import { boxProblems } from '../../domain/texts/ballotBox.nl';
import { auditOutcome, growthOutcome } from '../../src/stembiljet-controle/checks';
import { auditFileOf, committeeElection } from '../helpers/auditedBallots';

/**
 * What the static verifier page (src/stembiljet-controle/checks.ts) concludes from any file a voter
 * gives it: the verdict of a good one, and for anything else a sentence in the page's language, never an exception
 * (the page would then say nothing at all). The page itself is walked in e2e/stembiljet-controle.spec.ts.
 */
const election = committeeElection(5);
const text = (value: unknown) => JSON.stringify(value);

/** Two downloads of one board: the earlier with one ballot, the later with a second appended. */
const { fingerprint } = election;
const item = (n: number) => ({ tracker: n.toString(16).padStart(64, '0'), day: '2026-11-20', serverSealed: false });
const first = appendEntries(fingerprint, { seq: 0, hash: boardStart(fingerprint) }, [item(1)]);
const later = [...first, ...appendEntries(fingerprint, first[0]!, [item(2)])];
const file = (entries: typeof later) => text({ soort: 'ovd-stembord', verkiezing: { id: 5, title: 'Raad', fingerprint }, entries, head: entries.at(-1)!.hash });

describe('the verifier page’s conclusions', () => {
  it('shows a good audited ballot’s verdict, and a Dutch problem for any other file', () => {
    const good = auditFileOf(election, [12]);
    expect(auditOutcome(text(good))).toMatchObject({ ok: true, verdict: { tracker: good.tracker, chosen: [{ id: 12 }] } });
    expect(auditOutcome('{')).toEqual({ ok: false, problem: 'Dit bestand kan niet gelezen worden: het is geen JSON-bestand' });
    expect(auditOutcome(text({ ...good, soort: 'ovd-stembord' }))).toMatchObject({ ok: false, problem: expect.stringMatching(/^Dit is geen controlebestand/) });
    // Fields of the wrong type, which the checks read without asking: the form is wrong, said as such.
    expect(auditOutcome(text({ soort: 'ovd-stembiljet-controle', manifest: null, verkiezing: { publicKey: election.manifest.publicKey } }))).toEqual({
      ok: false,
      problem: boxProblems.MALFORMED,
    });
    expect(auditOutcome(text({ ...good, manifest: {} }))).toEqual({ ok: false, problem: boxProblems.MANIFEST });
  });

  it('never throws, whatever JSON is given as an audit file or a board', () => {
    const kindOf = fc.constantFrom('ovd-stembiljet-controle', 'ovd-stembord');
    const anyFile = fc.oneof(
      fc.jsonValue(),
      fc.record({
        soort: kindOf,
        manifest: fc.jsonValue(),
        verkiezing: fc.jsonValue(),
        ballot: fc.jsonValue(),
        entries: fc.array(fc.jsonValue()),
        head: fc.string(),
      }),
      fc.record({
        soort: kindOf,
        verkiezing: fc.record({ id: fc.jsonValue(), fingerprint: fc.jsonValue() }),
        entries: fc.array(fc.jsonValue()),
        head: fc.string(),
      }),
    );
    fc.assert(
      fc.property(anyFile, anyFile, (a, b) => {
        const audit = auditOutcome(text(a));
        const growth = growthOutcome(text(a), text(b));
        for (const out of [audit, growth]) if (!out.ok) expect(out.problem).toMatch(/^[A-Z][^.]+/);
      }),
      { numRuns: 200 },
    );
  });

  it('says whether a later board only appended to an earlier one', () => {
    expect(growthOutcome(file(first), file(later))).toMatchObject({ ok: true, earlier: 1, verdict: { entries: 2, head: later[1]!.hash } });
    expect(growthOutcome(file(later), file(first))).toEqual({
      ok: false,
      problem: 'Het latere stembord begint niet met het eerdere: er werd iets weggenomen of veranderd (regel 2)',
    });
    expect(growthOutcome(file(first), text(auditFileOf(election, [])))).toEqual({
      ok: false,
      problem: 'Een van de bestanden is geen download van het stembord',
    });
  });

  it('says the same in French on a French page, the broken line named', () => {
    const good = auditFileOf(election, [12]);
    expect(auditOutcome(text(good), 'fr')).toMatchObject({ ok: true, verdict: { tracker: good.tracker } });
    expect(auditOutcome('{', 'fr')).toEqual({ ok: false, problem: "Ce fichier ne peut pas être lu : ce n'est pas un fichier JSON" });
    expect(auditOutcome(text({ ...good, manifest: {} }), 'fr')).toEqual({ ok: false, problem: fr.boxProblems.MANIFEST });
    expect(growthOutcome(file(later), file(first), 'fr')).toEqual({ ok: false, problem: `${fr.boardProblems.REMOVED} (ligne 2)` });
    expect(growthOutcome(file(first), '[]', 'fr')).toEqual({ ok: false, problem: "L'un des fichiers n'est pas un téléchargement du tableau des votes" });
  });
});
