import { describe, expect, it } from 'vitest';
import { sealBallot } from '../../domain/crypto/ballot';
import { checkCommitteeBox, committeeBoxFingerprint, type CommitteeBox, shapeOf } from '../../domain/crypto/box';
import { ceremonyId, checkPublished, openShare, publishRound1, sharesFor } from '../../domain/crypto/dkg';
import { CryptoError, G, pointFrom, precomputed } from '../../domain/crypto/group';
import { encodeParts } from '../../domain/crypto/hash';
import { checkManifest, fingerprintOf } from '../../domain/crypto/manifest';
import { partialDecrypt } from '../../domain/crypto/partial';
import { openShareFile, readShareFile, sealShareFile } from '../../domain/crypto/shareFile';
import { manifestFor, runCeremony } from '../helpers/committee';

const members = ['N1003', 'N1004', 'N1005', 'N1006', 'secretariaat'];
const c = runCeremony(7, members, 3);
const candidates = [
  { id: 11, firstname: 'An', lastname: 'Peeters' },
  { id: 12, firstname: 'Bart', lastname: 'Claes' },
  { id: 13, firstname: 'Carla', lastname: 'Maes' },
];
const manifest = manifestFor(c, { id: 7, title: 'Raad', seats: 2 }, candidates);
const { fingerprint, verificationKeys } = checkManifest(manifest);
const shape = shapeOf(manifest, fingerprint);
const Y = precomputed(manifest.publicKey);
const votes = [[11], [11, 12], [], [13], [11, 13]];
const ballots = votes.map((v) => sealBallot(Y, shape, v)).map((b) => ({ tracker: b.tracker, ballot: b.text }));

const problem = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof CryptoError ? [error.problem, error.detail] : String(error);
  }
};

/** The box as the server publishes it, counted by the members at `counting`. */
async function countedBox(counting: number[], box: Partial<CommitteeBox> = {}): Promise<CommitteeBox> {
  const open: CommitteeBox = {
    manifest,
    voters: ballots.length,
    ballots,
    closedFingerprint: committeeBoxFingerprint(
      fingerprint,
      ballots.map((b) => b.tracker),
    ),
    count: null,
    ...box,
  };
  const { sums } = await checkCommitteeBox(open);
  const partials = counting.map((j) => partialDecrypt(c.shares[j - 1]!, fingerprint, j, sums));
  return { ...open, count: { partials, totals: [3, 1, 2, 1] } };
}

describe('the committee key (Pedersen DKG with Feldman commitments)', () => {
  it('gives each member a share whose verification key the commitments predict, and a key nobody formed', () => {
    for (const [i, x] of c.shares.entries()) expect(G.multiply(x).equals(verificationKeys[i]!)).toBe(true);
    // The sum of the first coefficients is the key; no member's share is it.
    expect(c.shares.some((x) => G.multiply(x).equals(pointFrom(c.publicKey)))).toBe(false);
  });

  it('names the sender of a share that does not match its commitments', () => {
    const bad = sharesFor(crypto.getRandomValues(new Uint8Array(32)), c.ceremony, 2, 3, c.published).find((s) => s.to === 1)!;
    const from = { ...c.published[1]!, commitments: checkPublished(c.ceremony, 3, c.published[1]!) };
    expect(problem(() => openShare(c.seeds[0]!, c.ceremony, 1, from, bad.box))).toEqual(['SHARE', '2']);
    // A share relayed for another member, or flipped by one bit, names the sender too.
    const other = c.sent[1]!.find((s) => s.to === 3)!.box;
    expect(problem(() => openShare(c.seeds[0]!, c.ceremony, 1, from, other))).toEqual(['SHARE', '2']);
    const good = c.sent[1]!.find((s) => s.to === 1)!.box;
    expect(problem(() => openShare(c.seeds[0]!, c.ceremony, 1, from, `${good.slice(0, -2)}00`))).toEqual(['SHARE', '2']);
    expect(problem(() => openShare(c.seeds[0]!, c.ceremony, 1, from, good))).toBeNull();
  });

  it('refuses a publication whose proof belongs to another ceremony or place', () => {
    const other = ceremonyId({ electionId: 8, threshold: 3, attempt: 0, members });
    const p = publishRound1(c.seeds[0]!, other, 1, 3);
    expect(problem(() => checkPublished(c.ceremony, 3, p))).toEqual(['PROOF', '1']);
    expect(problem(() => checkPublished(other, 3, { ...p, index: 2 }))).toEqual(['PROOF', '2']);
    expect(problem(() => checkPublished(other, 2, p))).toEqual(['MALFORMED', '1']);
  });
});

describe('the count by partial decryptions', () => {
  it('gives the plain totals from any t members, and the box verifies', async () => {
    for (const counting of [
      [1, 2, 3],
      [5, 3, 1],
      [2, 4, 5],
    ]) {
      const verdict = await checkCommitteeBox(await countedBox(counting));
      expect(verdict.findings).toEqual([]);
      expect(verdict.totals).toEqual([3, 1, 2, 1]);
    }
  });

  it('names the member whose partial fails its proof, and refuses fewer than t', async () => {
    const box = await countedBox([1, 2, 4]);
    const forged = structuredClone(box);
    forged.count!.partials[2]!.decryptions[0]!.d = G.toHex();
    expect((await checkCommitteeBox(forged)).findings).toEqual([{ problem: 'PARTIAL', member: 4 }]);
    const few = structuredClone(box);
    few.count!.partials.pop();
    expect((await checkCommitteeBox(few)).findings.map((f) => f.problem)).toEqual(['PARTIAL']);
  });

  it('flags a removed ballot, an added one, a copy, and a box other than the one announced', async () => {
    const removed = await checkCommitteeBox({ manifest, voters: 5, ballots: ballots.slice(1), closedFingerprint: null, count: null });
    expect(removed.findings.map((f) => f.problem)).toEqual(['VOTERS']);
    const copied = await checkCommitteeBox({ manifest, voters: 6, ballots: [...ballots, ballots[0]!], closedFingerprint: null, count: null });
    expect(copied.findings.map((f) => f.problem)).toEqual(['DUPLICATE']);
    // The same ciphertexts with other spacing are the same ballot: the tracker is of the ciphertexts.
    const spaced = { tracker: ballots[0]!.tracker, ballot: JSON.stringify(JSON.parse(ballots[0]!.ballot), null, 2) };
    expect(
      (await checkCommitteeBox({ manifest, voters: 6, ballots: [...ballots, spaced], closedFingerprint: null, count: null })).findings.map((f) => f.problem),
    ).toEqual(['DUPLICATE']);
    const announced = committeeBoxFingerprint(
      fingerprint,
      ballots.slice(1).map((b) => b.tracker),
    );
    expect((await checkCommitteeBox({ manifest, voters: 5, ballots, closedFingerprint: announced, count: null })).findings.map((f) => f.problem)).toEqual([
      'BOX_CLOSED',
    ]);
  });

  it('refuses every ballot once a candidate is renamed or moved, and a ballot of another election', async () => {
    const renamed = structuredClone(manifest);
    [renamed.candidates[0]!.lastname, renamed.candidates[1]!.lastname] = [renamed.candidates[1]!.lastname, renamed.candidates[0]!.lastname];
    expect(fingerprintOf(renamed)).not.toBe(fingerprint);
    const verdict = await checkCommitteeBox({ manifest: renamed, voters: 5, ballots, closedFingerprint: null, count: null });
    expect(verdict.findings.filter((f) => f.problem === 'PROOF')).toHaveLength(5);
    // Another election with the same committee and key: its fingerprint differs, so the ballots do not verify there.
    const elsewhere = { ...manifest, election: { ...manifest.election, title: 'Andere raad' } };
    expect(
      (await checkCommitteeBox({ manifest: elsewhere, voters: 5, ballots, closedFingerprint: null, count: null })).findings.filter(
        (f) => f.problem === 'PROOF',
      ),
    ).toHaveLength(5);
  });

  it('refuses a manifest whose key is not the committee’s', async () => {
    const swapped = { ...manifest, publicKey: G.multiply(12345n).toHex() };
    expect((await checkCommitteeBox({ manifest: swapped, voters: 0, ballots: [], closedFingerprint: null, count: null })).findings).toEqual([
      { problem: 'MANIFEST' },
    ]);
  });
});

describe('the member’s key file', () => {
  const header = { verkiezing: 7, titel: 'Raad', lid: 1, gebruiker: 'N1003', drempel: 3, leden: 5, ceremonie: c.ceremony };

  it('opens with its passphrase only, and not once its header is changed', async () => {
    const file = await sealShareFile(c.seeds[0]!, header, 'lange wachtzin 1');
    const read = readShareFile(JSON.stringify(file));
    expect(await openShareFile(read, 'lange wachtzin 1')).toEqual(c.seeds[0]);
    await expect(openShareFile(read, 'lange wachtzin 2')).rejects.toMatchObject({ problem: 'PASSPHRASE' });
    await expect(openShareFile({ ...read, lid: 2 }, 'lange wachtzin 1')).rejects.toMatchObject({ problem: 'PASSPHRASE' });
    expect(problem(() => readShareFile('{"soort":"iets"}'))).toEqual(['MALFORMED', undefined]);
    await expect(sealShareFile(c.seeds[0]!, header, 'kort')).rejects.toMatchObject({ problem: 'PASSPHRASE' });
  });
});

describe('hashing', () => {
  it('writes no two different statements as the same bytes', () => {
    const a = encodeParts('t', ['ab', 'c']);
    const b = encodeParts('t', ['a', 'bc']);
    const d = encodeParts('t', ['abc']);
    expect(new Set([a, b, d].map((x) => Buffer.from(x).toString('hex'))).size).toBe(3);
    expect(Buffer.from(encodeParts('t', [1])).toString('hex')).not.toBe(Buffer.from(encodeParts('t', ['1'])).toString('hex'));
  });
});
