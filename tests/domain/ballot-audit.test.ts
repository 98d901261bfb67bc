import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuditFile, checkAudit, revealSlots } from '../../domain/crypto/audit';
import { ballotTracker, openBallot, sealWithSecrets } from '../../domain/crypto/ballot';
import { cipherIn } from '../../domain/crypto/elgamal';
import { CryptoError, G, pointFrom, scalarHex } from '../../domain/crypto/group';
import { auditFileOf, CANDIDATES, committeeElection } from '../helpers/auditedBallots';

/**
 * Benaloh's challenge (domain/crypto/audit.ts): an audited ballot's file shows the choices the page
 * sealed, and any change to its randomness, ciphertexts, tracker or manifest is refused, so a page
 * that sealed another choice than the voter's cannot answer an audit.
 */
const election = committeeElection();
const { fingerprint, shape, Y } = election;

const problemOf = (file: AuditFile) => {
  try {
    checkAudit(file);
    return null;
  } catch (error) {
    return error instanceof CryptoError ? error.problem : String(error);
  }
};

const choices = fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.constantFrom(11, 12, 13), { minLength: 1, maxLength: 2 }));

describe('an audited ballot', () => {
  it('shows the candidates the ballot held, in the ballot’s order, with the fingerprint and tracker', () => {
    fc.assert(
      fc.property(choices, (chosen) => {
        const file = auditFileOf(election, chosen);
        const verdict = checkAudit(file);
        expect(verdict.chosen.map((c) => c.id)).toEqual([...chosen].sort());
        expect(verdict.blank).toBe(chosen.length === 0);
        expect(verdict).toMatchObject({ fingerprint, tracker: file.tracker });
      }),
      { numRuns: 6 },
    );
    expect(checkAudit(auditFileOf(election, [13, 11])).chosen).toEqual([CANDIDATES[0], CANDIDATES[2]]);
  });

  it('shows a blank ballot as blank, with no candidate', () => {
    expect(checkAudit(auditFileOf(election, []))).toMatchObject({ blank: true, chosen: [] });
  });

  it('refuses randomness that did not seal the ballot: another slot’s, changed, or one too few', () => {
    const file = auditFileOf(election, [12]);
    const swapped = structuredClone(file);
    [swapped.randomness[0], swapped.randomness[1]] = [file.randomness[1]!, file.randomness[0]!];
    expect(problemOf(swapped)).toBe('AUDIT');
    const changed = structuredClone(file);
    changed.randomness[3] = scalarHex(BigInt(`0x${file.randomness[3]}`) ^ 1n);
    expect(problemOf(changed)).toBe('AUDIT');
    expect(problemOf({ ...file, randomness: file.randomness.slice(1) })).toBe('AUDIT');
    expect(problemOf({ ...file, randomness: file.randomness.map((r) => r.toUpperCase()) })).toBe('MALFORMED');
    expect(problemOf({ ...file, randomness: 'geen lijst' as unknown as string[] })).toBe('MALFORMED');
  });

  it('refuses a ciphertext changed, with its tracker kept or made again', () => {
    const file = auditFileOf(election, [11]);
    // Slot 0's vote moved from 1 to 2: a new tracker, and the tracker made again for it has no valid proof.
    const changed = structuredClone(file);
    changed.ballot.v[0]![1] = pointFrom(changed.ballot.v[0]![1]).add(G).toHex();
    expect(problemOf(changed)).toBe('TRACKER');
    changed.tracker = ballotTracker(changed.ballot.v.map((slot) => cipherIn(slot.slice(0, 2))));
    expect(problemOf(changed)).toBe('PROOF');
    // Another ballot of the same election, with this file's randomness: its own tracker, but the randomness opens nothing.
    const other = sealWithSecrets(Y, shape, [11]);
    expect(problemOf({ ...file, ballot: other.ballot, tracker: other.tracker })).toBe('AUDIT');
  });

  it('refuses a tracker that is not the ballot’s', () => {
    const file = auditFileOf(election, [11, 12]);
    expect(problemOf({ ...file, tracker: auditFileOf(election, [11, 12]).tracker })).toBe('TRACKER');
    expect(problemOf({ ...file, tracker: file.tracker.toUpperCase() })).toBe('TRACKER');
  });

  it('refuses a manifest changed: a candidate renamed or the key or a commitment swapped', () => {
    const file = auditFileOf(election, [13]);
    // The names are not in the committee's proofs but in the fingerprint every ballot proof names.
    const renamed = structuredClone(file);
    renamed.manifest!.candidates[2]!.lastname = 'Mertens';
    expect(problemOf(renamed)).toBe('PROOF');
    const otherTitle = structuredClone(file);
    otherTitle.manifest!.election.title = 'Andere raad';
    expect(problemOf(otherTitle)).toBe('PROOF');
    const key = structuredClone(file);
    key.manifest!.publicKey = G.multiply(12345n).toHex();
    expect(problemOf(key)).toBe('MANIFEST');
    const commitment = structuredClone(file);
    commitment.manifest!.committee.members[1]!.commitments[0] = G.multiply(777n).toHex();
    expect(problemOf(commitment)).toBe('MANIFEST');
    // The plain `verkiezing` part is not what a committee election is checked against: changing it changes nothing.
    const plain = structuredClone(file);
    plain.verkiezing.candidates[2]!.lastname = 'Mertens';
    expect(checkAudit(plain).chosen[0]!.lastname).toBe('Maes');
  });

  it('reads an election keyed before the committee from its key and candidates', () => {
    const before = { candidates: [11, 12, 13], max: 2 };
    const sealed = sealWithSecrets(Y, before, [12]);
    const file: AuditFile = {
      ...auditFileOf(election, []),
      manifest: null,
      ballot: sealed.ballot,
      tracker: sealed.tracker,
      randomness: sealed.randomness,
    };
    expect(checkAudit(file)).toMatchObject({ fingerprint: null, blank: false, chosen: [CANDIDATES[1]] });
    expect(problemOf({ ...file, verkiezing: { ...file.verkiezing, seats: 3 } })).toBe('PROOF');
  });

  it('reveals each slot from its randomness, and nothing from another list', () => {
    const sealed = sealWithSecrets(Y, shape, [11]);
    const ballot = openBallot(sealed.ballot, shape);
    const rs = sealed.randomness.map((r) => BigInt(`0x${r}`));
    expect(revealSlots(Y, ballot, rs)).toEqual([1, 0, 0, 0]);
    expect(() => revealSlots(Y, ballot, rs.slice(0, 3))).toThrow(CryptoError);
    expect(() => revealSlots(Y, ballot, [...rs].reverse())).toThrow(CryptoError);
  });
});
