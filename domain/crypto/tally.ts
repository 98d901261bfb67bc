import { addBallots, type BallotSlots, checkBallot, readBallot } from './ballot';
import { type Cipher, checkDecryption, cipherIn, type Decryption, decryptionIn, decryptionOut, decryptWithProof, smallLog } from './elgamal';
import { CryptoError, precomputed, sha256Hex } from './group';
import { recoverKey } from './keys';

/**
 * The count: the ballots added slot by slot, and only those sums decrypted, each with its proof. The
 * published box then carries per slot the total and the decryption with its proof, so anyone can
 * add the published ballots again and check that each total is what the key opens the sum to.
 */
export interface Count {
  /** Per slot: the candidates in the box's order, then the blank votes. */
  totals: number[];
  decryptions: { d: string; c: string; s: string }[];
}

export interface StoredBallot {
  tracker: string;
  ballot: string;
}

/** The sums of a box's ballots, slot by slot; every ballot read as the election's shape. */
export const boxSums = (ballots: readonly StoredBallot[], slots: BallotSlots): Cipher[] =>
  addBallots(
    ballots.map((b) => readBallot(b.ballot, slots)),
    slots.candidates.length + 1,
  );

/** Decrypts the sums with the rebuilt key: the totals and their proofs. */
export function countBox(secret: bigint, publicKey: string, sums: readonly Cipher[], ballots: number): Count {
  const Y = precomputed(publicKey);
  const decrypted = sums.map((x) => {
    const proof = decryptWithProof(secret, Y, x);
    const total = smallLog(x, proof.d, ballots);
    if (total === null) throw new CryptoError('TOTAL');
    return { total, proof };
  });
  return { totals: decrypted.map((d) => d.total), decryptions: decrypted.map((d) => decryptionOut(d.proof)) };
}

/**
 * The committee's side of the count (its browser, or a test): the key rebuilt from the shares, the
 * server's sums decrypted, and the key dropped with this function's scope.
 */
export async function countWithShares(given: { publicKey: string; ballots: number; sums: readonly (readonly [string, string])[] }, shares: readonly string[]) {
  const secret = await recoverKey(shares, given.publicKey);
  return countBox(secret, given.publicKey, given.sums.map(cipherIn), given.ballots);
}

/** Whether a count's totals are what the key opens these sums to (the server checks this before it keeps a count). */
export function checkCount(publicKey: string, sums: readonly Cipher[], count: Count): boolean {
  if (count.totals.length !== sums.length || count.decryptions.length !== sums.length) return false;
  const Y = precomputed(publicKey);
  try {
    return sums.every((x, i) => {
      const proof: Decryption = decryptionIn(count.decryptions[i]!);
      const total = count.totals[i]!;
      return Number.isSafeInteger(total) && total >= 0 && checkDecryption(Y, x, proof) && smallLog(x, proof.d, total) === total;
    });
  } catch {
    return false;
  }
}

/** The box's fingerprint: sha256 of its trackers, sorted, as JSON. */
export const boxFingerprint = (trackers: readonly string[]) => sha256Hex(JSON.stringify([...trackers].sort()));

export { checkBallot, readBallot };
