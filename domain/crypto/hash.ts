import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { mod, type Point, pointBytes, scalarHex } from './group';

/**
 * Domain-separated, length-prefixed hashing for every proof and fingerprint of the committee's
 * elections (docs/features/elections.md, "Hashing"). Each part is written as its kind (one byte), its
 * length (four bytes, big-endian) and its bytes, after a tag that names the statement, so no two
 * different statements, in any order or split of their parts, hash the same text: the ambiguity
 * ElectionGuard 2.0 §3.1.4 and Belenios' specification §4.13 rule out by the same means.
 */
export type Part = string | number | bigint | Point | Uint8Array;

const PREFIX = 'ovd-verkiezing-2/';
const KIND = { text: 1, int: 2, scalar: 3, point: 4, bytes: 5 } as const;

function u32(n: number) {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

function encode(part: Part): Uint8Array {
  let kind: number;
  let bytes: Uint8Array;
  if (typeof part === 'string') [kind, bytes] = [KIND.text, utf8ToBytes(part)];
  else if (typeof part === 'number') {
    if (!Number.isSafeInteger(part) || part < 0) throw new RangeError('a hashed number is a whole number from 0');
    [kind, bytes] = [KIND.int, utf8ToBytes(String(part))];
  } else if (typeof part === 'bigint') [kind, bytes] = [KIND.scalar, utf8ToBytes(scalarHex(part))];
  else if (part instanceof Uint8Array) [kind, bytes] = [KIND.bytes, part];
  else [kind, bytes] = [KIND.point, pointBytes(part)];
  return concatBytes(Uint8Array.of(kind), u32(bytes.length), bytes);
}

/** The bytes hashed for a tag and its parts (exported for the tests that prove the encoding unambiguous). */
export const encodeParts = (tag: string, parts: readonly Part[]) => concatBytes(encode(PREFIX + tag), u32(parts.length), ...parts.map(encode));

/** sha256 of a statement, as hex: fingerprints and trackers. */
export const digest = (tag: string, parts: readonly Part[]) => bytesToHex(sha256(encodeParts(tag, parts)));

/** 32 bytes derived from a statement (keys derived from a seed or a shared secret). */
export const derive = (tag: string, parts: readonly Part[]) => sha256(encodeParts(tag, parts));

/** A scalar derived from a statement: sha512 reduced modulo the group's order (bias 2^-260). */
export const hashToScalar = (tag: string, parts: readonly Part[]) => mod(BigInt(`0x${bytesToHex(sha512(encodeParts(tag, parts)))}`));

/**
 * A Fiat-Shamir challenge: the election's fingerprint first, then the whole statement (every public
 * value the proof speaks of) and the prover's commitments.
 */
export const bound = (tag: string, fingerprint: string, parts: readonly Part[]) => hashToScalar(tag, [fingerprint, ...parts]);
