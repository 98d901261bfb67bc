import { addBallot, BIT, type BallotSlots, canonicalText, type OpenedBallot, openBallot, range, slotContext, sumCipher, sumContext, trackerOf } from './ballot';
import { Batch } from './batch';
import { type Cipher, type Context, checkOneOf, type OneOfProof } from './elgamal';
import { CryptoError, type CryptoProblem, type Point } from './group';

/**
 * A ballot sealed in the voter's browser, as the server accepts it: read as this election's shape,
 * every proof checked, and stored as its canonical text with the tracker of its ciphertexts. A ballot
 * that fails says why, so the voter's page (and an outside client) can tell a slot that is not 0 or 1
 * (SLOT_PROOF), a proof moved from another slot (SLOT_MOVED) and more candidates than seats
 * (SUM_PROOF) apart; MALFORMED and POINT come from reading it.
 */
export interface Accepted {
  text: string;
  tracker: string;
}
export type Fault = { problem: CryptoProblem; slot?: number };
export type Verdict = Accepted | Fault;

function holdsOne(Y: Point, x: Cipher, values: readonly number[], proof: OneOfProof, context: Context, withCommitments: boolean) {
  try {
    if (!withCommitments) return checkOneOf(Y, x, values, proof, context);
    const batch = new Batch(Y);
    return batch.addOneOf(x, values, proof, context) && batch.holds();
  } catch {
    return false;
  }
}

/** Which proof of a ballot fails, checked one by one (the path of a ballot already known to be bad, or of an election keyed before the committee). */
export function ballotFault(Y: Point, ballot: OpenedBallot, shape: BallotSlots): Fault | null {
  const withCommitments = !!shape.fingerprint;
  for (const [i, x] of ballot.slots.entries()) {
    if (holdsOne(Y, x, BIT, ballot.proofs[i]!, slotContext(shape, i), withCommitments)) continue;
    const elsewhere = ballot.slots.some((_, j) => j !== i && holdsOne(Y, x, BIT, ballot.proofs[i]!, slotContext(shape, j), withCommitments));
    return { problem: elsewhere ? 'SLOT_MOVED' : 'SLOT_PROOF', slot: i };
  }
  if (!holdsOne(Y, sumCipher(ballot.slots, shape.max), range(1, shape.max), ballot.sum, sumContext(shape), withCommitments)) return { problem: 'SUM_PROOF' };
  return null;
}

function opened(raw: unknown, shape: BallotSlots): { ballot: OpenedBallot } | { problem: CryptoProblem } {
  try {
    return { ballot: openBallot(raw, shape) };
  } catch (error) {
    return { problem: error instanceof CryptoError ? error.problem : 'MALFORMED' };
  }
}

const acceptedOf = (ballot: OpenedBallot, shape: BallotSlots): Accepted => {
  const text = canonicalText(ballot, !!shape.fingerprint);
  return { text, tracker: trackerOf(text, ballot, shape) };
};

/**
 * Many ballots of one election checked at once: a committee election's proofs all go into one batch
 * (./batch.ts), whose multi-scalar multiplication costs per ballot less the more ballots it holds;
 * when the batch fails, each ballot is checked alone to name the ones at fault. Ballots of an
 * election keyed before carry no commitments and are checked one by one.
 */
export function acceptBallots(Y: Point, shape: BallotSlots, raws: readonly unknown[]): Verdict[] {
  const read = raws.map((raw) => opened(raw, shape));
  const verdicts: (Verdict | null)[] = read.map((r) => ('problem' in r ? { problem: r.problem } : null));
  const batch = new Batch(Y);
  const inBatch: number[] = [];
  for (const [i, r] of read.entries()) {
    if (!('ballot' in r)) continue;
    let added = false;
    try {
      added = !!shape.fingerprint && addBallot(batch, r.ballot, shape);
    } catch {
      added = false;
    }
    if (added) inBatch.push(i);
    else verdicts[i] = ballotFault(Y, r.ballot, shape) ?? acceptedOf(r.ballot, shape);
  }
  let batchHolds = false;
  try {
    batchHolds = inBatch.length > 0 && batch.holds();
  } catch {
    batchHolds = false;
  }
  for (const i of inBatch) {
    const { ballot } = read[i] as { ballot: OpenedBallot };
    verdicts[i] = batchHolds ? acceptedOf(ballot, shape) : (ballotFault(Y, ballot, shape) ?? acceptedOf(ballot, shape));
  }
  return verdicts as Verdict[];
}

export const acceptBallot = (Y: Point, shape: BallotSlots, raw: unknown): Verdict => acceptBallots(Y, shape, [raw])[0]!;
