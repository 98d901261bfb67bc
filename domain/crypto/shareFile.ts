import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { derive } from './hash';
import { CryptoError } from './group';

/**
 * A committee member's file: the seed their part of the key derives from (./dkg.ts), sealed with a
 * passphrase only they know (scrypt, then XChaCha20-Poly1305). The file is the only place the seed
 * exists; the server never receives it, and the header (which election, which member) is bound into
 * the seal, so a file edited to claim another election or place does not open.
 */
export interface ShareFile {
  soort: 'ovd-comitesleutel';
  versie: 1;
  verkiezing: number;
  titel: string;
  lid: number;
  gebruiker: string;
  drempel: number;
  leden: number;
  ceremonie: string;
  kdf: { naam: 'scrypt'; N: number; r: number; p: number; zout: string };
  nonce: string;
  sleutel: string;
}

export type ShareHeader = Pick<ShareFile, 'verkiezing' | 'titel' | 'lid' | 'gebruiker' | 'drempel' | 'leden' | 'ceremonie'>;

/** scrypt's cost: some 0.3 s in a browser, 2^15 × 128 × 8 bytes = 32 MB, per guess of the passphrase. */
const KDF = { N: 2 ** 15, r: 8, p: 1 } as const;
export const MIN_PASSPHRASE = 10;

const aad = (h: ShareHeader) => derive('deelbestand', [h.verkiezing, h.titel, h.lid, h.gebruiker, h.drempel, h.leden, h.ceremonie]);

const passKey = (passphrase: string, salt: Uint8Array, kdf: { N: number; r: number; p: number }) =>
  scryptAsync(utf8ToBytes(passphrase.normalize('NFC')), salt, { ...kdf, dkLen: 32, maxmem: 2 ** 26 });

export async function sealShareFile(seed: Uint8Array, header: ShareHeader, passphrase: string): Promise<ShareFile> {
  if (passphrase.length < MIN_PASSPHRASE) throw new CryptoError('PASSPHRASE');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const nonce = crypto.getRandomValues(new Uint8Array(24));
  const key = await passKey(passphrase, salt, KDF);
  return {
    soort: 'ovd-comitesleutel',
    versie: 1,
    ...header,
    kdf: { naam: 'scrypt', ...KDF, zout: bytesToHex(salt) },
    nonce: bytesToHex(nonce),
    sleutel: bytesToHex(xchacha20poly1305(key, nonce, aad(header)).encrypt(seed)),
  };
}

const HEX = (n: number) => new RegExp(`^[0-9a-f]{${n}}$`);

/** A file's text read as a share file; MALFORMED when it is none. */
export function readShareFile(text: string): ShareFile {
  let f: ShareFile;
  try {
    f = JSON.parse(text);
  } catch {
    throw new CryptoError('MALFORMED');
  }
  const ints = [f?.verkiezing, f?.lid, f?.drempel, f?.leden, f?.kdf?.N, f?.kdf?.r, f?.kdf?.p];
  if (
    f?.soort !== 'ovd-comitesleutel' ||
    f.versie !== 1 ||
    !ints.every((n) => Number.isSafeInteger(n) && n > 0) ||
    f.kdf.N > 2 ** 20 ||
    f.kdf.r > 16 ||
    f.kdf.p > 4 ||
    typeof f.titel !== 'string' ||
    typeof f.gebruiker !== 'string' ||
    !HEX(64).test(f.ceremonie) ||
    !HEX(32).test(f.kdf.zout) ||
    !HEX(48).test(f.nonce) ||
    !HEX(96).test(f.sleutel)
  )
    throw new CryptoError('MALFORMED');
  return f;
}

/** The seed in a file; PASSPHRASE when the passphrase (or anything in the file) is not the one it was sealed with. */
export async function openShareFile(f: ShareFile, passphrase: string): Promise<Uint8Array> {
  const key = await passKey(passphrase, hexToBytes(f.kdf.zout), f.kdf);
  try {
    return xchacha20poly1305(key, hexToBytes(f.nonce), aad(f)).decrypt(hexToBytes(f.sleutel));
  } catch {
    throw new CryptoError('PASSPHRASE');
  }
}

/** A file's name as offered for download. */
export const shareFileName = (h: ShareHeader) => `comitesleutel-verkiezing-${h.verkiezing}-lid-${h.lid}.json`;
