import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBallot, readBallot, sealBallot } from '../../domain/crypto/ballot';
import { cipherOut } from '../../domain/crypto/elgamal';
import { CryptoError, G, pointFrom, precomputed, sha256Hex } from '../../domain/crypto/group';
import { makeElectionKey, recoverKey, shareBytes, shareText } from '../../domain/crypto/keys';
import { boxFingerprint, boxSums, checkCount, countBox, countWithShares } from '../../domain/crypto/tally';
import { verifyBox } from '../../domain/crypto/verify';

const key = await makeElectionKey(3, 2);
const Y = precomputed(key.publicKey);
const slots = { candidates: [11, 12, 13, 14], max: 2 };

/** Valid choices: none (blank), or one or two different candidates. */
const choices = fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.constantFrom(...slots.candidates), { minLength: 1, maxLength: 2 }));

const problemOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
    return null;
  } catch (error) {
    return error instanceof CryptoError ? [error.problem, error.detail] : String(error);
  }
};

describe('encrypted ballots (exponential ElGamal over ristretto255)', () => {
  it('counts any set of valid ballots to the plain totals, with proofs anyone can check', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(choices, { minLength: 1, maxLength: 12 }), async (votes) => {
        const box = votes.map((c) => sealBallot(Y, slots, c)).map((b) => ({ tracker: b.tracker, ballot: b.text }));
        const count = await countWithShares({ publicKey: key.publicKey, ballots: box.length, sums: boxSums(box, slots).map((x) => cipherOut(x)) }, [
          key.shares[1]!,
          key.shares[2]!,
        ]);
        const plain = [...slots.candidates.map((id) => votes.filter((v) => v.includes(id)).length), votes.filter((v) => v.length === 0).length];
        expect(count.totals).toEqual(plain);
        const verdict = await verifyBox({
          election: { id: 1, publicKey: key.publicKey, numberOfElected: slots.max, candidates: slots.candidates.map((id) => ({ id })) },
          ballots: box,
          fingerprint: boxFingerprint(box.map((b) => b.tracker)),
          count,
        });
        expect(verdict).toMatchObject({ ok: true, totals: plain });
      }),
      { numRuns: 8 },
    );
  });

  it('never seals an invalid choice, and a ballot made to hold one fails its proofs', () => {
    expect(() => sealBallot(Y, slots, [11, 12, 13])).toThrow(CryptoError);
    expect(() => sealBallot(Y, slots, [11, 11])).toThrow(CryptoError);
    expect(() => sealBallot(Y, slots, [99])).toThrow(CryptoError);
    // A vote for one candidate turned into two for them: the slot's second point moved by G.
    const sealed = sealBallot(Y, slots, [11]);
    const raw = JSON.parse(sealed.text);
    raw.v[0][1] = pointFrom(raw.v[0][1]).add(G).toHex();
    expect(checkBallot(Y, readBallot(JSON.stringify(raw), slots), slots)).toBe(false);
    expect(checkBallot(Y, readBallot(sealed.text, slots), slots)).toBe(true);
    // The same choice twice gives two ballots with nothing in common.
    expect(sealBallot(Y, slots, [11]).text).not.toBe(sealed.text);
    expect(sealed.tracker).toBe(sha256Hex(sealed.text));
  });

  it('rebuilds the key from any two of three shares, and names a mistyped share or a wrong set', async () => {
    const secret = await recoverKey([key.shares[0]!, key.shares[1]!], key.publicKey);
    expect(G.multiply(secret).toHex()).toBe(key.publicKey);
    expect(await recoverKey([key.shares[2]!, key.shares[0]!], key.publicKey)).toBe(secret);
    const typo = key.shares[1]!.replace(/[0-9a-f](?=-)/, (c) => (c === '0' ? '1' : '0'));
    expect(await problemOf(() => recoverKey([key.shares[0]!, typo], key.publicKey))).toEqual(['SHARE', '2']);
    expect(await problemOf(() => recoverKey([key.shares[0]!], key.publicKey))).toEqual(['SHARES_MISMATCH', undefined]);
    expect(await problemOf(() => recoverKey([key.shares[0]!, key.shares[0]!], key.publicKey))).toEqual(['SHARES_MISMATCH', undefined]);
    const other = await makeElectionKey(3, 2);
    expect(await problemOf(() => recoverKey([key.shares[0]!, other.shares[1]!], key.publicKey))).toEqual(['SHARES_MISMATCH', undefined]);
    // Another key's share at the same point as one typed already: a mismatch in Dutch, not the library's own error.
    const samePoint = shareBytes(other.shares[1]!);
    samePoint[samePoint.length - 1] = shareBytes(key.shares[0]!).at(-1)!;
    expect(await problemOf(() => recoverKey([key.shares[0]!, shareText(samePoint)], key.publicKey))).toEqual(['SHARES_MISMATCH', undefined]);
    // Shares typed with spaces or upper case are the same share.
    expect(await recoverKey([key.shares[0]!.toUpperCase().replaceAll('-', ' '), key.shares[1]!], key.publicKey)).toBe(secret);
  });

  it('keeps a count only when each total is what the key opens the sum to', async () => {
    const box = [sealBallot(Y, slots, [11, 12]), sealBallot(Y, slots, [])].map((b) => ({ tracker: b.tracker, ballot: b.text }));
    const sums = boxSums(box, slots);
    const secret = await recoverKey(key.shares.slice(0, 2), key.publicKey);
    const count = countBox(secret, key.publicKey, sums, box.length);
    expect(count.totals).toEqual([1, 1, 0, 0, 1]);
    expect(checkCount(key.publicKey, sums, count)).toBe(true);
    expect(checkCount(key.publicKey, sums, { ...count, totals: [1, 1, 0, 1, 0] })).toBe(false);
    // A count of other sums (one ballot alone) does not pass for the box's.
    const single = countBox(secret, key.publicKey, boxSums(box.slice(0, 1), slots), 1);
    expect(checkCount(key.publicKey, sums, single)).toBe(false);
    // Another key's decryption, with totals that happen to be right, fails its proofs.
    const other = await makeElectionKey(2, 2);
    const wrongKey = await recoverKey(other.shares, other.publicKey);
    expect(() => countBox(wrongKey, key.publicKey, sums, box.length)).toThrow(CryptoError);
  });
});
