/**
 * The verification code of a CPD certificate ("Attest permanente vorming"): 19 random characters of
 * Crockford's base32 (95 bits, so nobody guesses one) and a check character (Luhn mod 32), so a
 * mistyped or altered code is told apart from an unknown one without asking the database. Every
 * single wrong character and most swaps of two neighbours fail the check.
 */

export const ATTEST_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ATTEST_ALPHABET.length;
export const ATTEST_RANDOM_CHARS = 19;
export const ATTEST_CODE_LENGTH = ATTEST_RANDOM_CHARS + 1;

const digitOf = (c: string) => ATTEST_ALPHABET.indexOf(c);

/** Luhn mod N over the characters, from the right; `withCheck` when the last one is the check character. */
function luhnSum(chars: string, withCheck: boolean) {
  let factor = withCheck ? 1 : 2;
  let sum = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    const addend = factor * digitOf(chars[i]!);
    factor = factor === 2 ? 1 : 2;
    sum += Math.floor(addend / BASE) + (addend % BASE);
  }
  return sum % BASE;
}

export const checkCharacter = (chars: string) => ATTEST_ALPHABET[(BASE - luhnSum(chars, false)) % BASE]!;

/** A new code from `random` (at least 19 bytes): each byte's low 5 bits are one character (256 is a multiple of 32, so uniform). */
export function makeAttestCode(random: Uint8Array) {
  if (random.length < ATTEST_RANDOM_CHARS) throw new RangeError('te weinig willekeurige bytes');
  let body = '';
  for (let i = 0; i < ATTEST_RANDOM_CHARS; i++) body += ATTEST_ALPHABET[random[i]! & 31];
  return body + checkCharacter(body);
}

/**
 * A code as a person may type or read it: any case, with dashes or spaces between the groups, and
 * Crockford's look-alikes (O for 0, I and L for 1) read as meant. The bare characters.
 */
export const normaliseAttestCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** Whether a (normalised) code has the form and a check character that holds. */
export const attestCodeValid = (code: string) => code.length === ATTEST_CODE_LENGTH && [...code].every((c) => digitOf(c) >= 0) && luhnSum(code, true) === 0;

/** As printed and in the address: groups of four, "7KQ2-M9XD-…". */
export const formatAttestCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
