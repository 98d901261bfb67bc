import { type BallotSlots, canonicalText, type OpenedBallot, openBallot, trackerOf } from './ballot';
import { acceptBallot } from './cast';
import { CryptoError, G, type Point, pointFrom, scalarFrom } from './group';
import { checkManifest, type Manifest } from './manifest';

/**
 * Benaloh's challenge (Benaloh 2006, "Simple verifiable elections"; Helios calls it "audit"): after
 * the page sealed a ballot and showed its tracker, the voter may audit it instead of casting it. The
 * page then reveals every slot's randomness r; anyone recomputes each ciphertext (rG, rY + mG) for m
 * 0 and 1 and so sees which candidates the ballot held. A page that sealed another choice than the
 * voter's is caught by the first audit it cannot answer. An audited ballot is spoiled: the server
 * refuses its tracker as a vote (BALLOT_AUDITED), and the page seals a fresh one.
 */
export interface AuditCandidate {
  id: number;
  firstname: string;
  lastname: string;
}

/** The file the page downloads and `npm run verify:box -- --audit` and the static verifier page read. */
export interface AuditFile {
  soort: 'ovd-stembiljet-controle';
  /** A committee election's manifest (its fingerprint is recomputed from it); null for an election keyed before. */
  manifest: Manifest | null;
  verkiezing: { id: number; title: string; seats: number; publicKey: string; candidates: AuditCandidate[] };
  ballot: { v: unknown[][]; s: unknown[] };
  tracker: string;
  randomness: string[];
}

/**
 * Each slot's value from its randomness: 0 or 1 when (a, b) = (rG, rY + mG); AUDIT when a slot is
 * neither (the ballot was not sealed with these numbers). Multiplications by a revealed r need not
 * be constant time.
 */
export function revealSlots(Y: Point, ballot: OpenedBallot, randomness: readonly bigint[]): number[] {
  if (randomness.length !== ballot.slots.length) throw new CryptoError('AUDIT');
  return ballot.slots.map((x, i) => {
    const r = randomness[i]!;
    if (!G.multiplyUnsafe(r).equals(x.a)) throw new CryptoError('AUDIT', String(i));
    const m = x.b.subtract(Y.multiplyUnsafe(r));
    if (m.is0()) return 0;
    if (m.equals(G)) return 1;
    throw new CryptoError('AUDIT', String(i));
  });
}

export interface AuditVerdict {
  /** The election's fingerprint recomputed from the manifest (null for an election keyed before). */
  fingerprint: string | null;
  tracker: string;
  /** The candidates the ballot held, in the ballot's order; empty for a blank ballot. */
  chosen: AuditCandidate[];
  blank: boolean;
}

/**
 * An audited ballot checked as a whole: the manifest and its fingerprint, the tracker from the
 * ciphertexts, every proof, and each slot from its randomness; the choices it held, or a CryptoError
 * (MANIFEST, MALFORMED, POINT, TRACKER, PROOF or AUDIT).
 */
export function checkAudit(file: AuditFile): AuditVerdict {
  let fingerprint: string | null = null;
  let key: Point;
  let candidates: AuditCandidate[];
  let seats: number;
  if (file.manifest) {
    const checked = checkManifest(file.manifest);
    fingerprint = checked.fingerprint;
    key = checked.publicKey;
    candidates = file.manifest.candidates;
    seats = file.manifest.election.seats;
  } else {
    key = pointFrom(file.verkiezing?.publicKey);
    candidates = file.verkiezing.candidates;
    seats = file.verkiezing.seats;
  }
  const shape: BallotSlots = { candidates: candidates.map((c) => c.id), max: seats, fingerprint: fingerprint ?? undefined };
  const ballot = openBallot(file.ballot, shape);
  const tracker = trackerOf(canonicalText(ballot, !!fingerprint), ballot, shape);
  if (tracker !== file.tracker) throw new CryptoError('TRACKER');
  const proven = acceptBallot(key, shape, file.ballot);
  if ('problem' in proven) throw new CryptoError(['SLOT_MOVED', 'SLOT_PROOF', 'SUM_PROOF'].includes(proven.problem) ? 'PROOF' : proven.problem);
  if (!Array.isArray(file.randomness)) throw new CryptoError('MALFORMED');
  const values = revealSlots(key, ballot, file.randomness.map(scalarFrom));
  const chosen = candidates.filter((_, i) => values[i] === 1);
  const blank = values.at(-1) === 1;
  if (blank && chosen.length > 0) throw new CryptoError('AUDIT');
  return { fingerprint, tracker, chosen, blank };
}
