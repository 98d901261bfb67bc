import { combine, split } from 'shamir-secret-sharing';
import { bytesToHex, CryptoError, G, hexToBytes, ORDER, pointFrom, pointHex, randomScalar, scalarHex, sha256Hex } from './group';

/**
 * The election's key: made in the secretariat's browser at finalising, its private half split at
 * once into `holders` shares of which any `threshold` rebuild it (Shamir, with the audited
 * shamir-secret-sharing); only the public half goes to the server. At the count `threshold` shares
 * are typed in, the key is rebuilt in memory, checked against the public half, and dropped after.
 */
export { KEY_HOLDERS } from '../rules/elections';

export interface ElectionKey {
  publicKey: string;
  shares: string[];
}

/** A share as handed out: its bytes in hex with a 4-digit check, in groups of four for reading aloud or typing. */
export function shareText(bytes: Uint8Array) {
  const hex = bytesToHex(bytes);
  return `${hex}${sha256Hex(hex).slice(0, 4)}`.match(/.{1,4}/g)!.join('-');
}

/** The bytes of a typed share; SHARE when it is not a share (a typo, a missing group). */
export function shareBytes(text: string): Uint8Array {
  const all = text.toLowerCase().replace(/[^0-9a-f]/g, '');
  const hex = all.slice(0, -4);
  if (hex.length !== 66 || sha256Hex(hex).slice(0, 4) !== all.slice(-4)) throw new CryptoError('SHARE');
  return hexToBytes(hex);
}

export async function makeElectionKey(holders: number, threshold: number): Promise<ElectionKey> {
  const secret = randomScalar();
  const shares = await split(hexToBytes(scalarHex(secret)), holders, threshold);
  return { publicKey: pointHex(G.multiply(secret)), shares: shares.map(shareText) };
}

/**
 * The private key from `threshold` or more shares, checked against the public key: SHARE names a
 * mistyped share (by its place in the list), SHARES_MISMATCH a set that rebuilds another key (a
 * share of another election, or too few).
 */
export async function recoverKey(texts: readonly string[], publicKey: string): Promise<bigint> {
  const bytes = texts.map((t, i) => {
    try {
      return shareBytes(t);
    } catch {
      throw new CryptoError('SHARE', String(i + 1));
    }
  });
  // One share typed twice counts once; two different shares at one point (its last byte) are of two keys.
  const distinct = [...new Map(bytes.map((b) => [bytesToHex(b), b])).values()];
  if (distinct.length < 2 || new Set(distinct.map((b) => b.at(-1))).size !== distinct.length) throw new CryptoError('SHARES_MISMATCH');
  const secret = BigInt(`0x${bytesToHex(await combine(distinct))}`);
  if (secret === 0n || secret >= ORDER || !G.multiply(secret).equals(pointFrom(publicKey))) throw new CryptoError('SHARES_MISMATCH');
  return secret;
}
