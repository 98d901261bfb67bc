import { x25519 } from '@noble/curves/ed25519.js';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { derive, digest, hashToScalar } from './hash';
import { CryptoError, G, mod, type Point, pointFrom, pointHex, randomScalar, scalarFrom, scalarHex } from './group';

/**
 * The committee's key, made without a dealer (Pedersen's distributed key generation with Feldman
 * commitments, as Belenios' threshold mode and ElectionGuard 2.0 §3.2 make it). Member i draws a
 * polynomial f_i of degree t−1, publishes its coefficients' commitments C_ik = a_ik·G with a proof
 * that it knows a_i0, and sends member j the value f_i(j), encrypted to j's X25519 key. Member j
 * checks each f_i(j) against C_i: f_i(j)·G = Σ_k j^k·C_ik, so a bad share names its sender. j's
 * share of the key is x_j = Σ_i f_i(j), its public verification key X_j = x_j·G is computable by
 * anyone from the commitments, and the joint key is Y = Σ_i C_i0. Nobody ever holds Σ_i a_i0.
 *
 * Everything a member needs is derived from a 32-byte seed that only their share file holds
 * (./shareFile.ts), so the browser or the command can leave and come back between the rounds.
 */
export interface Ceremony {
  electionId: number;
  threshold: number;
  /** The committee's usernames, member i at place i−1. */
  members: readonly string[];
  /** How often the ceremony was started again (0 the first time): a restart is a new ceremony. */
  attempt: number;
}

/**
 * The ceremony's context: every proof and share of the ceremony names it, so none serves in another
 * election, committee, or an earlier attempt of the same.
 */
export const ceremonyId = ({ electionId, threshold, members, attempt }: Ceremony) =>
  digest('ceremonie', [electionId, threshold, attempt, members.length, ...members]);

/** What member i publishes in the first round. */
export interface Published {
  index: number;
  /** X25519 public key the others encrypt i's shares to. */
  encKey: string;
  /** C_i0 … C_i(t−1). */
  commitments: string[];
  /** Schnorr proof of knowledge of a_i0 (challenge c, response s). */
  proof: { c: string; s: string };
}

export interface MemberSecrets {
  coefficients: bigint[];
  encSecret: Uint8Array;
}

/** The member's polynomial and X25519 secret, from their seed (never from anything the server sends). */
export function memberSecrets(seed: Uint8Array, ceremony: string, index: number, threshold: number): MemberSecrets {
  if (seed.length !== 32) throw new CryptoError('MALFORMED');
  const coefficients = Array.from({ length: threshold }, (_, k) => hashToScalar('dkg/coefficient', [seed, ceremony, index, k]));
  return { coefficients, encSecret: derive('dkg/x25519', [seed, ceremony, index]) };
}

/** The proof of knowledge names the whole publication: the ceremony, the place, the X25519 key and every commitment. */
const pokChallenge = (ceremony: string, index: number, encKey: string, commitments: readonly Point[], R: Point) =>
  hashToScalar('dkg/kennis', [ceremony, index, encKey, commitments.length, ...commitments, R]);

export function publishRound1(seed: Uint8Array, ceremony: string, index: number, threshold: number): Published {
  const { coefficients, encSecret } = memberSecrets(seed, ceremony, index, threshold);
  const commitments = coefficients.map((a) => G.multiply(a));
  const w = randomScalar();
  const R = G.multiply(w);
  const encKey = bytesToHex(x25519.getPublicKey(encSecret));
  const c = pokChallenge(ceremony, index, encKey, commitments, R);
  return {
    index,
    encKey,
    commitments: commitments.map(pointHex),
    proof: { c: scalarHex(c), s: scalarHex(mod(w + c * coefficients[0]!)) },
  };
}

const X25519_HEX = /^[0-9a-f]{64}$/;
/** A fixed X25519 secret to try a published key with: a key of small order gives an all-zero secret, which noble refuses. */
const PROBE = derive('dkg/x25519-probe', ['proef']);
const usableEncKey = (hex: string) => {
  try {
    x25519.getSharedSecret(PROBE, hexToBytes(hex));
    return true;
  } catch {
    return false;
  }
};

/** The commitments of a member's publication as points; MALFORMED or PROOF when they are not a valid one. */
export function checkPublished(ceremony: string, threshold: number, p: Published): Point[] {
  if (!X25519_HEX.test(p.encKey) || !usableEncKey(p.encKey) || !Array.isArray(p.commitments) || p.commitments.length !== threshold)
    throw new CryptoError('MALFORMED', String(p.index));
  const commitments = p.commitments.map(pointFrom);
  if (commitments.some((C) => C.is0())) throw new CryptoError('MALFORMED', String(p.index));
  const c = scalarFrom(p.proof?.c);
  const s = scalarFrom(p.proof?.s);
  const R = G.multiplyUnsafe(s).subtract(commitments[0]!.multiplyUnsafe(c));
  if (pokChallenge(ceremony, p.index, p.encKey, commitments, R) !== c) throw new CryptoError('PROOF', String(p.index));
  return commitments;
}

/** f(x) for the polynomial with these coefficients (Horner). */
const evaluate = (coefficients: readonly bigint[], x: number) => coefficients.reduceRight((acc, a) => mod(acc * BigInt(x) + a), 0n);

/** Σ_k x^k·C_k: what f(x)·G must be. */
export function commitmentAt(commitments: readonly Point[], x: number): Point {
  let acc = commitments.at(-1)!;
  for (let k = commitments.length - 2; k >= 0; k--) acc = acc.multiplyUnsafe(BigInt(x)).add(commitments[k]!);
  return acc;
}

/** The key a share from `from` to `to` is sealed with: X25519 between their keys, bound to the ceremony and both places. */
function shareKey(encSecret: Uint8Array, otherKey: string, ceremony: string, from: number, to: number, other: number) {
  let shared: Uint8Array;
  try {
    shared = x25519.getSharedSecret(encSecret, hexToBytes(otherKey));
  } catch {
    throw new CryptoError('MALFORMED', String(other));
  }
  return derive('dkg/deelsleutel-sleutel', [shared, ceremony, from, to]);
}

const shareAad = (ceremony: string, from: number, to: number) => derive('dkg/deel-aad', [ceremony, from, to]);

/** Round 2: f_i(j) for every other member j, each sealed to j (XChaCha20-Poly1305, a random nonce). */
export function sharesFor(seed: Uint8Array, ceremony: string, index: number, threshold: number, others: readonly { index: number; encKey: string }[]) {
  const { coefficients, encSecret } = memberSecrets(seed, ceremony, index, threshold);
  return others
    .filter((o) => o.index !== index)
    .map((o) => {
      const nonce = crypto.getRandomValues(new Uint8Array(24));
      const key = shareKey(encSecret, o.encKey, ceremony, index, o.index, o.index);
      const sealed = xchacha20poly1305(key, nonce, shareAad(ceremony, index, o.index)).encrypt(hexToBytes(scalarHex(evaluate(coefficients, o.index))));
      return { to: o.index, box: bytesToHex(nonce) + bytesToHex(sealed) };
    });
}

/**
 * Round 3, for member `me`: opens the share `from` sent and checks it against `from`'s commitments.
 * SHARE with the sender's place when it cannot be opened or does not match: the sender cheated, or
 * the server changed what it relayed.
 */
export function openShare(
  seed: Uint8Array,
  ceremony: string,
  me: number,
  from: { index: number; encKey: string; commitments: readonly Point[] },
  box: string,
): bigint {
  const { encSecret } = memberSecrets(seed, ceremony, me, from.commitments.length);
  let value: bigint;
  try {
    const bytes = hexToBytes(box);
    const key = shareKey(encSecret, from.encKey, ceremony, from.index, me, from.index);
    value = scalarFrom(bytesToHex(xchacha20poly1305(key, bytes.subarray(0, 24), shareAad(ceremony, from.index, me)).decrypt(bytes.subarray(24))));
  } catch {
    throw new CryptoError('SHARE', String(from.index));
  }
  if (!G.multiply(value).equals(commitmentAt(from.commitments, me))) throw new CryptoError('SHARE', String(from.index));
  return value;
}

/** Member `me`'s share of the key: its own f_me(me) plus every share it received and checked. */
export function ownShare(seed: Uint8Array, ceremony: string, me: number, threshold: number, received: readonly bigint[]) {
  const own = evaluate(memberSecrets(seed, ceremony, me, threshold).coefficients, me);
  return received.reduce((sum, v) => mod(sum + v), own);
}

/** X_j = Σ_i Σ_k j^k·C_ik: member j's public verification key, from the commitments alone. */
export const verificationKey = (all: readonly (readonly Point[])[], j: number) => all.map((C) => commitmentAt(C, j)).reduce((a, b) => a.add(b));

/**
 * The ceremony's transcript: every publication as a member's browser used it. The members compare a
 * short form of it with each other, outside the portal, before they confirm their check: the server
 * (or whoever writes to its database) could otherwise show each member other keys of the others and
 * sit in the middle of the shares. A code that differs between two members means just that.
 */
export const transcriptOf = (ceremony: string, publications: readonly Published[]) =>
  digest('dkg/transcript', [
    ceremony,
    publications.length,
    ...publications.flatMap((p) => [p.index, p.encKey, p.commitments.length, ...p.commitments, p.proof.c, p.proof.s]),
  ]);

/** The transcript as members read it to each other: its first 20 hex digits in groups of four. */
export const transcriptCode = (transcript: string) => transcript.slice(0, 20).toUpperCase().match(/.{4}/g)!.join('-');

/** Y = Σ_i C_i0. */
export const jointKey = (all: readonly (readonly Point[])[]) => all.map((C) => C[0]!).reduce((a, b) => a.add(b));
