import { CryptoError, challenge, G, mod, type Point, pointFrom, pointHex, randomScalar, scalarFrom, scalarHex } from './group';

/**
 * Exponential ElGamal under an election's public key Y: a value m is (rG, mG + rY). Ciphertexts add
 * up to the ciphertext of the sum, so the count adds the ballots and decrypts only the totals; the
 * totals are small (at most the number of ballots), so the last step is a short search.
 */
export interface Cipher {
  a: Point;
  b: Point;
}

export const encrypt = (Y: Point, m: number, r: bigint): Cipher => ({ a: G.multiply(r), b: Y.multiply(r).add(times(G, m)) });

export const add = (x: Cipher, y: Cipher): Cipher => ({ a: x.a.add(y.a), b: x.b.add(y.b) });

export const scale = (x: Cipher, k: number): Cipher => ({ a: times(x.a, k), b: times(x.b, k) });

export const ZERO_CIPHER: Cipher = { a: G.subtract(G), b: G.subtract(G) };

const baseTimes = (k: bigint) => multiplySecret(G, k);
const multiplySecret = (p: Point, k: bigint) => (k === 0n ? p.subtract(p) : p.multiply(k));

/** kP for a small public k (zero included, which noble's multiply refuses). */
const times = (p: Point, k: number) => (k === 0 ? p.subtract(p) : p.multiplyUnsafe(BigInt(k)));

/** A proof that a ciphertext holds one of `values`, without saying which (Cramer-Damgård-Schoenmakers). */
export interface OneOfProof {
  c: bigint[];
  s: bigint[];
  /** The branches' commitments, which a committee election's ballot carries so its proofs can be checked in a batch (./batch.ts). */
  A?: Point[];
  B?: Point[];
}

/**
 * What a proof's challenge is bound to: a text (the first form, for elections keyed before the
 * committee's) or a function of the statement's points that adds the election's fingerprint
 * and the slot (./ballot.ts, with ./hash.ts).
 */
export type Context = string | ((points: readonly Point[]) => bigint);
export const oneOfChallenge = (context: Context, points: readonly Point[]) =>
  typeof context === 'string' ? challenge(`ovd/een-van/${context}`, points) : context(points);

/** The commitments of every branch j: sG - c·a and sY - c·(b - v_j·G); the real one is recomputed the same way. */
function branchCommitments(Y: Point, x: Cipher, values: readonly number[], proof: OneOfProof) {
  return values.flatMap((v, j) => {
    const c = proof.c[j]!;
    const s = proof.s[j]!;
    return [G.multiplyUnsafe(s).subtract(x.a.multiplyUnsafe(c)), Y.multiplyUnsafe(s).subtract(x.b.subtract(times(G, v)).multiplyUnsafe(c))];
  });
}

/** Proves that `x` = encrypt(Y, values[index], r). */
export function proveOneOf(Y: Point, x: Cipher, r: bigint, values: readonly number[], index: number, context: Context): OneOfProof {
  const c: bigint[] = [];
  const s: bigint[] = [];
  const commitments: Point[] = [];
  const w = randomScalar();
  for (const [j, v] of values.entries()) {
    if (j === index) {
      c.push(0n);
      s.push(0n);
      commitments.push(G.multiply(w), Y.multiply(w));
      continue;
    }
    const cj = randomScalar();
    const sj = randomScalar();
    c.push(cj);
    s.push(sj);
    // sG - c·a and sY - c·(b - vG) with a = rG and b = rY + mG, written with the prover's r: fixed-base
    // multiplications only, three times faster than multiplying the ciphertext; r is secret, so constant time.
    const t = mod(sj - cj * r);
    commitments.push(baseTimes(t), multiplySecret(Y, t).subtract(baseTimes(mod(cj * BigInt(values[index]! - v)))));
  }
  const total = oneOfChallenge(context, [Y, x.a, x.b, ...commitments]);
  c[index] = mod(total - c.reduce((sum, cj) => sum + cj, 0n));
  s[index] = mod(w + c[index]! * r);
  return { c, s, A: commitments.filter((_, k) => k % 2 === 0), B: commitments.filter((_, k) => k % 2 === 1) };
}

export function checkOneOf(Y: Point, x: Cipher, values: readonly number[], proof: OneOfProof, context: Context) {
  if (proof.c.length !== values.length || proof.s.length !== values.length) return false;
  const commitments = branchCommitments(Y, x, values, proof);
  return mod(proof.c.reduce((sum, cj) => sum + cj, 0n)) === oneOfChallenge(context, [Y, x.a, x.b, ...commitments]);
}

/** A decryption D = x·a with the proof that it used the key behind Y (Chaum-Pedersen): log_G(Y) = log_a(D). */
export interface Decryption {
  d: Point;
  c: bigint;
  s: bigint;
}

const DECRYPT_TAG = 'ovd/ontsleuteling';

export function decryptWithProof(secret: bigint, Y: Point, x: Cipher): Decryption {
  const d = x.a.multiply(secret);
  const w = randomScalar();
  const c = challenge(DECRYPT_TAG, [Y, x.a, x.b, d, G.multiply(w), x.a.multiply(w)]);
  return { d, c, s: mod(w + c * secret) };
}

export function checkDecryption(Y: Point, x: Cipher, { d, c, s }: Decryption) {
  const A = G.multiplyUnsafe(s).subtract(Y.multiplyUnsafe(c));
  const B = x.a.multiplyUnsafe(s).subtract(d.multiplyUnsafe(c));
  return challenge(DECRYPT_TAG, [Y, x.a, x.b, d, A, B]) === c;
}

/** The small m with mG = b - D, searched up to `max` (the number of ballots); null if there is none. */
export function smallLog(x: Cipher, d: Point, max: number): number | null {
  const target = x.b.subtract(d);
  let p = G.subtract(G);
  for (let m = 0; m <= max; m++) {
    if (p.equals(target)) return m;
    p = p.add(G);
  }
  return null;
}

/** Published forms: points and scalars as hex. */
export const cipherOut = (x: Cipher) => [pointHex(x.a), pointHex(x.b)] as const;
export const cipherIn = (v: unknown): Cipher => {
  if (!Array.isArray(v) || v.length !== 2) throw new CryptoError('MALFORMED');
  return { a: pointFrom(v[0]), b: pointFrom(v[1]) };
};
/** A proof as published: challenges and responses, and with `commitments` (a committee election's) the commitments too. */
export const proofOut = (p: OneOfProof, commitments = false) =>
  commitments ? [p.c.map(scalarHex), p.s.map(scalarHex), p.A!.map(pointHex), p.B!.map(pointHex)] : [p.c.map(scalarHex), p.s.map(scalarHex)];
export const proofIn = (v: unknown, commitments = false): OneOfProof => {
  if (!Array.isArray(v) || v.length !== (commitments ? 4 : 2) || !v.every(Array.isArray)) throw new CryptoError('MALFORMED');
  const proof: OneOfProof = { c: v[0].map(scalarFrom), s: v[1].map(scalarFrom) };
  return commitments ? { ...proof, A: v[2].map(pointFrom), B: v[3].map(pointFrom) } : proof;
};
export const decryptionOut = (p: Decryption) => ({ d: pointHex(p.d), c: scalarHex(p.c), s: scalarHex(p.s) });
export const decryptionIn = (v: { d: unknown; c: unknown; s: unknown }): Decryption => ({ d: pointFrom(v.d), c: scalarFrom(v.c), s: scalarFrom(v.s) });
