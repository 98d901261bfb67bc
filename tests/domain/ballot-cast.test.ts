import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIT, type BallotSlots, range, sealWithSecrets, slotContext, sumCipher, sumContext } from '../../domain/crypto/ballot';
import { acceptBallot, acceptBallots } from '../../domain/crypto/cast';
import { type Cipher, cipherOut, proofOut, proveOneOf } from '../../domain/crypto/elgamal';
import { G, mod, type Point, randomScalar } from '../../domain/crypto/group';
import { committeeElection } from '../helpers/auditedBallots';

/**
 * A ballot sealed in the browser as the server accepts it (domain/crypto/cast.ts): each problem code
 * on a ballot crafted to be wrong in one way, proofs made for it anyway as a forging page would; a
 * batch naming its bad ballot; and one stored text and tracker whatever the JSON looked like.
 */
const election = committeeElection();
const { shape, Y } = election;
const raw = (choices: number[], slots: BallotSlots = shape) => JSON.parse(JSON.stringify(sealWithSecrets(Y, slots, choices).ballot));

/** mG for any whole m, negative too (encrypt takes 0 and up). */
const times = (m: number) => (m === 0 ? G.subtract(G) : m > 0 ? G.multiply(BigInt(m)) : G.multiply(mod(BigInt(m))));

/**
 * A ballot whose slots hold `values` (the blank last), each with a 0-or-1 proof and a sum proof made
 * as the honest page makes them, for the nearest value the proof can speak of.
 */
function forged(values: number[], Yk: Point = Y, slots: BallotSlots = shape) {
  const rs = values.map(() => randomScalar());
  const ciphers: Cipher[] = values.map((m, i) => ({ a: G.multiply(rs[i]!), b: Yk.multiply(rs[i]!).add(times(m)) }));
  const proofs = ciphers.map((x, i) => proveOneOf(Yk, x, rs[i]!, BIT, values[i]! > 0 ? 1 : 0, slotContext(slots, i)));
  const total = values.slice(0, -1).reduce((s, m) => s + m, 0) + slots.max * values.at(-1)!;
  const rSum = mod(rs.slice(0, -1).reduce((s, r) => s + r, 0n) + BigInt(slots.max) * rs.at(-1)!);
  const index = Math.min(Math.max(total - 1, 0), slots.max - 1);
  const sum = proveOneOf(Yk, sumCipher(ciphers, slots.max), rSum, range(1, slots.max), index, sumContext(slots));
  return { v: ciphers.map((x, i) => [...cipherOut(x), ...proofOut(proofs[i]!, true)]), s: proofOut(sum, true) };
}

const NOT_A_POINT = 'ff'.repeat(32);

describe('a ballot sealed in the browser, as the server accepts it', () => {
  it('accepts the ballots the page seals, with the tracker the page showed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.constantFrom(11, 12, 13), { minLength: 1, maxLength: 2 })), (choices) => {
        const sealed = sealWithSecrets(Y, shape, choices);
        expect(acceptBallot(Y, shape, JSON.parse(sealed.text))).toEqual({ text: sealed.text, tracker: sealed.tracker });
      }),
      { numRuns: 8 },
    );
    // The forger's own builder makes a good ballot from good values, so what it makes below fails for its value only.
    expect(acceptBallot(Y, shape, forged([1, 0, 1, 0]))).toHaveProperty('tracker');
  });

  it('names a slot that holds 2 or −1 though its proof was made anyway', () => {
    expect(acceptBallot(Y, shape, forged([2, 0, 0, 0]))).toEqual({ problem: 'SLOT_PROOF', slot: 0 });
    // +1, +1, −1: two candidates' votes for one seat's worth, the sum still in range.
    expect(acceptBallot(Y, shape, forged([1, 1, -1, 0]))).toEqual({ problem: 'SLOT_PROOF', slot: 2 });
    expect(acceptBallot(Y, shape, forged([0, 0, 0, 2]))).toEqual({ problem: 'SLOT_PROOF', slot: 3 });
  });

  it('refuses more candidates than seats, and a blank with a candidate', () => {
    expect(acceptBallot(Y, shape, forged([1, 1, 1, 0]))).toEqual({ problem: 'SUM_PROOF' });
    expect(acceptBallot(Y, shape, forged([1, 0, 0, 1]))).toEqual({ problem: 'SUM_PROOF' });
    // Nothing at all (not even the blank): the sum 0 is below one.
    expect(acceptBallot(Y, shape, forged([0, 0, 0, 0]))).toEqual({ problem: 'SUM_PROOF' });
  });

  it('tells a proof moved with its ciphertext from another slot from one that is false', () => {
    const swapped = raw([11]);
    [swapped.v[0], swapped.v[1]] = [swapped.v[1], swapped.v[0]];
    expect(acceptBallot(Y, shape, swapped)).toEqual({ problem: 'SLOT_MOVED', slot: 0 });
    // Slot 2's proof beside slot 0's ciphertext proves nothing about it.
    const grafted = raw([11]);
    grafted.v[0] = [...grafted.v[0].slice(0, 2), ...grafted.v[2].slice(2)];
    expect(acceptBallot(Y, shape, grafted)).toEqual({ problem: 'SLOT_PROOF', slot: 0 });
  });

  it('refuses a ballot sealed for another election with the same committee and key', () => {
    const other = { ...shape, fingerprint: 'ab'.repeat(32) };
    expect(acceptBallot(Y, shape, raw([12], other))).toEqual({ problem: 'SLOT_PROOF', slot: 0 });
  });

  it('names a value that is no point of the group, wherever it stands', () => {
    const inCipher = raw([11]);
    inCipher.v[1][0] = NOT_A_POINT;
    expect(acceptBallot(Y, shape, inCipher)).toEqual({ problem: 'POINT' });
    const inCommitment = raw([11]);
    inCommitment.v[2][4][1] = NOT_A_POINT;
    expect(acceptBallot(Y, shape, inCommitment)).toEqual({ problem: 'POINT' });
    const inSum = raw([]);
    inSum.s[3][0] = NOT_A_POINT;
    expect(acceptBallot(Y, shape, inSum)).toEqual({ problem: 'POINT' });
  });

  it('calls a truncated or mistyped ballot malformed', () => {
    const good = raw([11, 13]);
    const cases: unknown[] = [
      null,
      'tekst',
      {},
      { v: good.v },
      { v: good.v.slice(0, -1), s: good.s },
      { v: [...good.v, good.v[0]], s: good.s },
      { v: good.v.map((slot: unknown[], i: number) => (i === 1 ? slot.slice(0, 5) : slot)), s: good.s },
      { v: good.v, s: good.s.slice(0, 2) },
      { v: good.v.map((slot: unknown[], i: number) => (i === 0 ? [42, ...slot.slice(1)] : slot)), s: good.s },
      { v: good.v, s: [good.s[0].map((c: string) => c.slice(1)), ...good.s.slice(1)] },
      { v: good.v.map((slot: string[]) => [slot[0]!.toUpperCase(), ...slot.slice(1)]), s: good.s },
    ];
    for (const c of cases) expect(acceptBallot(Y, shape, c)).toEqual({ problem: 'MALFORMED' });
    // A scalar at or above the group's order is no scalar.
    const big = structuredClone(good);
    big.s[1][0] = 'f'.repeat(64);
    expect(acceptBallot(Y, shape, big)).toEqual({ problem: 'MALFORMED' });
  });

  it('names the bad ballots of a batch and accepts the others', () => {
    const goods = [[11], [12, 13], [], [13]].map((c) => sealWithSecrets(Y, shape, c));
    const bodies = goods.map((g) => JSON.parse(g.text));
    // A slot of 2 passes its challenge (the batch then fails as a whole); a swap fails its challenge at once.
    const swapped = raw([12]);
    [swapped.v[1], swapped.v[2]] = [swapped.v[2], swapped.v[1]];
    const verdicts = acceptBallots(Y, shape, [bodies[0], forged([0, 2, 0, 0]), bodies[1], swapped, bodies[2], { v: [] }, bodies[3]]);
    expect(verdicts).toEqual([
      { text: goods[0]!.text, tracker: goods[0]!.tracker },
      { problem: 'SLOT_PROOF', slot: 1 },
      { text: goods[1]!.text, tracker: goods[1]!.tracker },
      { problem: 'SLOT_MOVED', slot: 1 },
      { text: goods[2]!.text, tracker: goods[2]!.tracker },
      { problem: 'MALFORMED' },
      { text: goods[3]!.text, tracker: goods[3]!.tracker },
    ]);
    expect(acceptBallots(Y, shape, [])).toEqual([]);
  });

  it('stores one canonical text and tracker whatever the spacing, key order or extra fields sent', () => {
    const sealed = sealWithSecrets(Y, shape, [12]);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue(), { maxKeys: 3 }),
        (sFirst, indent, extra) => {
          const { v, s } = sealed.ballot;
          const body = sFirst ? { ...extra, s, v } : { ...extra, v, s };
          const sent = JSON.parse(JSON.stringify(body, null, indent));
          expect(acceptBallot(Y, shape, sent)).toEqual({ text: sealed.text, tracker: sealed.tracker });
        },
      ),
      { numRuns: 20 },
    );
  });

  it('checks a ballot of an election keyed before the committee proof by proof, with the same codes', () => {
    const before: BallotSlots = { candidates: [11, 12, 13], max: 2 };
    const sealed = sealWithSecrets(Y, before, [11]);
    expect(acceptBallot(Y, before, JSON.parse(sealed.text))).toEqual({ text: sealed.text, tracker: sealed.tracker });
    const changed = JSON.parse(sealed.text);
    [changed.v[0], changed.v[2]] = [changed.v[2], changed.v[0]];
    expect(acceptBallot(Y, before, changed)).toEqual({ problem: 'SLOT_MOVED', slot: 0 });
  });
});
