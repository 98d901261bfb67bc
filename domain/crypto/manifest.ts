import { ceremonyId, checkPublished, jointKey, type Published, verificationKey } from './dkg';
import { digest } from './hash';
import { CryptoError, type Point, pointFrom } from './group';

/**
 * An election's manifest: what the voters are asked and under which key, fixed at finalising. Its
 * fingerprint (a hash of all of it) is in every ballot proof, partial decryption and published box,
 * so a candidate renamed or moved, a committee member's commitments changed, or the key swapped
 * after finalising makes every proof fail (Belenios' specification §4.1 hashes its election
 * description the same way; ElectionGuard 2.0 §3.1.3 calls it the extended base hash).
 */
export interface Manifest {
  version: 2;
  election: { id: number; title: string; seats: number };
  /** In the ballot's slot order (ascending id); the blank slot comes after them. */
  candidates: { id: number; firstname: string; lastname: string }[];
  committee: { threshold: number; attempt: number; ceremony: string; members: (Published & { username: string })[] };
  publicKey: string;
}

export function fingerprintOf(m: Manifest) {
  const { election: e, committee: k } = m;
  return digest('manifest', [
    m.version,
    e.id,
    e.title,
    e.seats,
    m.candidates.length,
    ...m.candidates.flatMap((c) => [c.id, c.firstname, c.lastname]),
    k.threshold,
    k.attempt,
    k.ceremony,
    k.members.length,
    ...k.members.flatMap((p) => [p.index, p.username, p.encKey, p.commitments.length, ...p.commitments, p.proof.c, p.proof.s]),
    m.publicKey,
  ]);
}

export interface CheckedManifest {
  fingerprint: string;
  publicKey: Point;
  /** Member i's verification key X_i at place i−1. */
  verificationKeys: Point[];
}

/**
 * Whether a manifest holds together: the ceremony is this election's and committee's, every member's
 * commitments carry a valid proof, and the key is the sum of their first commitments. MANIFEST (with
 * the member's place when one is to blame) otherwise.
 */
export function checkManifest(m: Manifest): CheckedManifest {
  try {
    const { committee: k } = m;
    const n = k.members.length;
    if (m.version !== 2 || !Number.isSafeInteger(k.threshold) || k.threshold < 1 || k.threshold > n) throw new CryptoError('MANIFEST');
    if (k.members.some((p, i) => p.index !== i + 1)) throw new CryptoError('MANIFEST');
    if (m.candidates.some((c, i) => i > 0 && c.id <= m.candidates[i - 1]!.id)) throw new CryptoError('MANIFEST');
    const ceremony = ceremonyId({ electionId: m.election.id, threshold: k.threshold, attempt: k.attempt, members: k.members.map((p) => p.username) });
    if (ceremony !== k.ceremony) throw new CryptoError('MANIFEST');
    const commitments = k.members.map((p) => {
      try {
        return checkPublished(ceremony, k.threshold, p);
      } catch {
        throw new CryptoError('MANIFEST', String(p.index));
      }
    });
    const Y = jointKey(commitments);
    if (!Y.equals(pointFrom(m.publicKey)) || Y.is0()) throw new CryptoError('MANIFEST');
    return { fingerprint: fingerprintOf(m), publicKey: Y, verificationKeys: k.members.map((p) => verificationKey(commitments, p.index)) };
  } catch (error) {
    if (error instanceof CryptoError && error.problem === 'MANIFEST') throw error;
    throw new CryptoError('MANIFEST');
  }
}
