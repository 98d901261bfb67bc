import {
  add,
  type Cipher,
  type Context,
  checkOneOf,
  cipherIn,
  cipherOut,
  encrypt,
  type OneOfProof,
  proofIn,
  proofOut,
  proveOneOf,
  scale,
  ZERO_CIPHER,
} from './elgamal';
import { CryptoError, mod, type Point, randomScalar, scalarHex, sha256Hex } from './group';
import { Batch } from './batch';
import { bound, digest } from './hash';

/**
 * A ballot as it is stored and published: one ciphertext per candidate (1 chosen, 0 not) and a last
 * one for "blank", each with a proof that it holds 0 or 1, and one proof that the candidates' sum
 * plus `max` times the blank lies between 1 and `max`: so a ballot is either blank with no candidate,
 * or names 1 to `max` candidates, and nobody learns which without the election's key.
 *
 * An election keyed by its committee (./dkg.ts) has a fingerprint (./manifest.ts): every proof's
 * challenge then names it, the slot and the slot's candidate, so a ballot proves nothing in another
 * election, in another slot, or after a candidate was renamed or moved; its tracker is the hash of
 * its ciphertexts' canonical bytes. Elections keyed before (no fingerprint) keep the first form: text
 * contexts, and the sha256 of the stored JSON text as tracker.
 */
export interface BallotSlots {
  /** The candidates' ids in the order of the ballot's ciphertexts (ascending); the blank slot comes after them. */
  candidates: readonly number[];
  /** At most this many candidates on one ballot (the election's numberOfElected). */
  max: number;
  /** The election's fingerprint, when its committee made its key. */
  fingerprint?: string;
}

export interface SealedBallot {
  /** The JSON text stored and published. */
  text: string;
  /** The voter's receipt and the ballot's name in the published box: the hash of its ciphertexts (committee elections) or the sha256 of `text`. */
  tracker: string;
}

export const BIT = [0, 1] as const;
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const BLANK = 'blanco';
export const slotContext = ({ candidates, fingerprint }: BallotSlots, i: number): Context =>
  fingerprint ? (points) => bound('stembiljet/vak', fingerprint, [i, candidates[i] ?? BLANK, ...points]) : `stemvak/${i}`;
export const sumContext = ({ candidates, max, fingerprint }: BallotSlots): Context =>
  fingerprint ? (points) => bound('stembiljet/som', fingerprint, [candidates.length, max, ...points]) : 'som';

/** A committee election's tracker: the hash of the ballot's ciphertexts, whatever the spacing or order of its text. */
export const ballotTracker = (slots: readonly Cipher[]) => digest('stembiljet', [slots.length, ...slots.flatMap((x) => [x.a, x.b])]);

/** The ciphertext whose value the sum proof is about: the candidates' sum plus max times the blank. */
export const sumCipher = (slots: readonly Cipher[], max: number) => {
  const blank = slots.at(-1)!;
  return slots.slice(0, -1).reduce(add, scale(blank, max));
};

/** A ballot sealed with the randomness of each slot kept: what the voter's page casts or audits (./audit.ts). */
export interface SealedWithSecrets extends SealedBallot {
  /** The ballot as its JSON object (what the page sends): `v` the slots, `s` the sum proof. */
  ballot: { v: unknown[][]; s: unknown[] };
  /** Per slot, the scalar that encrypted it, as hex: revealed only when the voter audits the ballot. */
  randomness: string[];
}

/**
 * Encrypts valid choices (known candidates, none twice, at most max) and proves them; returns the
 * ballot, its text and tracker, and each slot's randomness, which the caller drops unless the voter
 * audits this ballot (Benaloh's challenge).
 */
export function sealWithSecrets(Y: Point, shape: BallotSlots, choices: readonly number[]): SealedWithSecrets {
  const { candidates, max } = shape;
  const chosen = new Set(choices);
  if (chosen.size !== choices.length || chosen.size > max || choices.some((id) => !candidates.includes(id))) throw new CryptoError('MALFORMED');
  const values = [...candidates.map((id) => (chosen.has(id) ? 1 : 0)), chosen.size === 0 ? 1 : 0];
  const rs = values.map(() => randomScalar());
  const slots = values.map((m, i) => encrypt(Y, m, rs[i]!));
  const proofs = values.map((m, i) => proveOneOf(Y, slots[i]!, rs[i]!, BIT, m, slotContext(shape, i)));
  const sumValues = range(1, max);
  const blank = values.at(-1)!;
  const total = blank ? max : chosen.size;
  const rSum = mod(rs.slice(0, -1).reduce((s, r) => s + r, 0n) + BigInt(max) * rs.at(-1)!);
  const sum = proveOneOf(Y, sumCipher(slots, max), rSum, sumValues, total - 1, sumContext(shape));
  // A committee election's proofs carry their commitments, so a box's proofs are checked in one batch (./batch.ts).
  const withCommitments = !!shape.fingerprint;
  const ballot = { v: slots.map((x, i) => [...cipherOut(x), ...proofOut(proofs[i]!, withCommitments)]), s: proofOut(sum, withCommitments) };
  const text = JSON.stringify(ballot);
  return { ballot, text, tracker: shape.fingerprint ? ballotTracker(slots) : sha256Hex(text), randomness: rs.map(scalarHex) };
}

/** Seals valid choices where the randomness is not wanted (the server's sealing, the seed, tests): text and tracker. */
export function sealBallot(Y: Point, shape: BallotSlots, choices: readonly number[]): SealedBallot {
  const { text, tracker } = sealWithSecrets(Y, shape, choices);
  return { text, tracker };
}

export interface OpenedBallot {
  slots: Cipher[];
  proofs: OneOfProof[];
  sum: OneOfProof;
}

/** The tracker a stored ballot must carry: of its ciphertexts (committee elections) or of its text. */
export const trackerOf = (text: string, ballot: OpenedBallot, { fingerprint }: BallotSlots) => (fingerprint ? ballotTracker(ballot.slots) : sha256Hex(text));

/** Reads a stored ballot's text; MALFORMED when it is not one of this election's shape. */
export function readBallot(text: string, shape: BallotSlots): OpenedBallot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CryptoError('MALFORMED');
  }
  return openBallot(raw, shape);
}

/** A ballot's JSON object read as this election's shape: MALFORMED, or POINT for a value that is no point of the group. */
export function openBallot(raw: unknown, { candidates, fingerprint }: BallotSlots): OpenedBallot {
  const withCommitments = !!fingerprint;
  const { v, s } = (raw ?? {}) as { v?: unknown; s?: unknown };
  if (!Array.isArray(v) || v.length !== candidates.length + 1) throw new CryptoError('MALFORMED');
  const slots = v.map((slot) => {
    if (!Array.isArray(slot) || slot.length !== (withCommitments ? 6 : 4)) throw new CryptoError('MALFORMED');
    return { x: cipherIn(slot.slice(0, 2)), proof: proofIn(slot.slice(2), withCommitments) };
  });
  return { slots: slots.map((x) => x.x), proofs: slots.map((x) => x.proof), sum: proofIn(s, withCommitments) };
}

/** A ballot's text as the box stores it, whatever the spacing, order or extra fields of what was sent. */
export const canonicalText = (ballot: OpenedBallot, withCommitments: boolean) =>
  JSON.stringify({
    v: ballot.slots.map((x, i) => [...cipherOut(x), ...proofOut(ballot.proofs[i]!, withCommitments)]),
    s: proofOut(ballot.sum, withCommitments),
  });

/**
 * A committee election's ballot's proofs added to a batch (./batch.ts) after their challenges were
 * checked; false when a challenge fails. What it added before then can only make the batch fail, so
 * a batch that holds still proves every ballot whose equations all went in.
 */
export function addBallot(batch: Batch, ballot: OpenedBallot, shape: BallotSlots) {
  return (
    ballot.slots.every((x, i) => batch.addOneOf(x, BIT, ballot.proofs[i]!, slotContext(shape, i))) &&
    batch.addOneOf(sumCipher(ballot.slots, shape.max), range(1, shape.max), ballot.sum, sumContext(shape))
  );
}

/** Whether every proof of a ballot holds: each slot 0 or 1, and a valid number of candidates or a blank. */
export function checkBallot(Y: Point, ballot: OpenedBallot, shape: BallotSlots) {
  if (shape.fingerprint) {
    const batch = new Batch(Y);
    try {
      return addBallot(batch, ballot, shape) && batch.holds();
    } catch {
      return false;
    }
  }
  try {
    return (
      ballot.slots.every((x, i) => checkOneOf(Y, x, BIT, ballot.proofs[i]!, slotContext(shape, i))) &&
      checkOneOf(Y, sumCipher(ballot.slots, shape.max), range(1, shape.max), ballot.sum, sumContext(shape))
    );
  } catch {
    return false;
  }
}

/** The slot-wise sum of many ballots: what the count decrypts. */
export function addBallots(ballots: Iterable<OpenedBallot>, slotCount: number): Cipher[] {
  const sums = Array.from({ length: slotCount }, () => ZERO_CIPHER);
  for (const b of ballots) for (let i = 0; i < slotCount; i++) sums[i] = add(sums[i]!, b.slots[i]!);
  return sums;
}
