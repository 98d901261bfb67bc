import type { Cipher } from './elgamal';
import { smallLog } from './elgamal';
import { bound } from './hash';
import { CryptoError, G, mod, ORDER, type Point, pointFrom, pointHex, randomScalar, scalarFrom, scalarHex } from './group';

/**
 * The count without the key (Belenios' threshold decryption; ElectionGuard 2.0 §3.6.2): member j
 * publishes D_j = x_j·A for each sum (A, B) of the box, with a Chaum-Pedersen proof that the same x_j
 * is behind its verification key X_j = x_j·G. Any t valid partials give x·A = Σ λ_j·D_j (Lagrange at
 * 0), and the total m from m·G = B − x·A. The private key x is never formed.
 */
export interface PartialDecryption {
  index: number;
  /** Per slot of the box's sums: D_j and the proof (c, s). */
  decryptions: { d: string; c: string; s: string }[];
}

const partialChallenge = (fingerprint: string, index: number, slot: number, X: Point, x: Cipher, D: Point, R1: Point, R2: Point) =>
  bound('telling/deel', fingerprint, [index, slot, X, x.a, x.b, D, R1, R2]);

/** Member `index`'s partial decryption of every sum, with its share x_j. */
export function partialDecrypt(share: bigint, fingerprint: string, index: number, sums: readonly Cipher[]): PartialDecryption {
  const X = G.multiply(share);
  return {
    index,
    decryptions: sums.map((x, slot) => {
      const D = x.a.multiply(share);
      const w = randomScalar();
      const c = partialChallenge(fingerprint, index, slot, X, x, D, G.multiply(w), x.a.multiply(w));
      return { d: pointHex(D), c: scalarHex(c), s: scalarHex(mod(w + c * share)) };
    }),
  };
}

/** The D_j of a partial whose every proof holds against X_j and these sums; PARTIAL (with the member's place) otherwise. */
export function checkPartial(X: Point, fingerprint: string, sums: readonly Cipher[], p: PartialDecryption): Point[] {
  try {
    if (!Array.isArray(p.decryptions) || p.decryptions.length !== sums.length) throw new Error();
    return sums.map((x, slot) => {
      const { d, c: cHex, s: sHex } = p.decryptions[slot]!;
      const D = pointFrom(d);
      const c = scalarFrom(cHex);
      const s = scalarFrom(sHex);
      const R1 = G.multiplyUnsafe(s).subtract(X.multiplyUnsafe(c));
      const R2 = x.a.multiplyUnsafe(s).subtract(D.multiplyUnsafe(c));
      if (partialChallenge(fingerprint, p.index, slot, X, x, D, R1, R2) !== c) throw new Error();
      return D;
    });
  } catch {
    throw new CryptoError('PARTIAL', String(p.index));
  }
}

const power = (b: bigint, e: bigint): bigint => {
  let result = 1n;
  let base = mod(b);
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) result = mod(result * base);
    base = mod(base * base);
  }
  return result;
};
const inverse = (n: bigint) => power(n, ORDER - 2n);

/** λ_j for the members `indices` at 0: Π_{m≠j} m / (m − j). */
export function lagrange(indices: readonly number[], j: number) {
  let num = 1n;
  let den = 1n;
  for (const m of indices) {
    if (m === j) continue;
    num = mod(num * BigInt(m));
    den = mod(den * BigInt(m - j));
  }
  return mod(num * inverse(den));
}

/**
 * The totals from exactly `threshold` checked partials (their D's per slot), searched up to `maxTotal`
 * (the number of ballots); TOTAL when a sum does not open to a number that small.
 */
export function combinePartials(sums: readonly Cipher[], partials: readonly { index: number; ds: readonly Point[] }[], maxTotal: number): number[] {
  const indices = partials.map((p) => p.index);
  if (new Set(indices).size !== indices.length) throw new CryptoError('PARTIAL');
  const lambdas = partials.map((p) => lagrange(indices, p.index));
  return sums.map((x, slot) => {
    const xA = partials.map((p, i) => p.ds[slot]!.multiplyUnsafe(lambdas[i]!)).reduce((a, b) => a.add(b));
    const total = smallLog(x, xA, maxTotal);
    if (total === null) throw new CryptoError('TOTAL');
    return total;
  });
}
