import { checkPublished, openShare, ownShare, type Published, publishRound1, sharesFor } from '../../../domain/crypto/dkg';
import { CryptoError, G, type Point } from '../../../domain/crypto/group';
import { checkManifest, type Manifest } from '../../../domain/crypto/manifest';
import { openShareFile, readShareFile, type ShareHeader } from '../../../domain/crypto/shareFile';
import type { Committee } from '../../dataProvider/custom/committee';

/**
 * What a committee member's browser computes in each round, apart from the screens: every failure is
 * a StepError naming the Dutch text (src/i18n/nl/comite.ts) the page shows, and nothing is sent
 * before the whole step succeeded. The seed and the share live only in the caller's memory.
 */
export class StepError extends Error {
  constructor(
    readonly key: string,
    readonly args: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/** Who the file must belong to: the task's election and place, the logged-in member, the current ceremony. */
export interface Expected {
  electionId: number;
  index: number;
  username: string;
  ceremony: string;
}

/**
 * The seed in a member's file: a file that is none (MALFORMED), one of another election or member, or
 * of an earlier ceremony, and a wrong passphrase each give their own message.
 */
export async function openSeed(text: string, passphrase: string, expected: Expected): Promise<Uint8Array> {
  let file: ReturnType<typeof readShareFile>;
  try {
    file = readShareFile(text);
  } catch {
    throw new StepError('comite.file.malformed');
  }
  if (file.verkiezing !== expected.electionId || file.lid !== expected.index || file.gebruiker !== expected.username) {
    throw new StepError('comite.file.other', { title: file.titel, member: file.lid, username: file.gebruiker });
  }
  if (file.ceremonie !== expected.ceremony) throw new StepError('comite.file.old_ceremony');
  try {
    return await openShareFile(file, passphrase);
  } catch (error) {
    if (error instanceof CryptoError && error.problem === 'PASSPHRASE') throw new StepError('comite.file.passphrase');
    throw new StepError('comite.file.malformed');
  }
}

/** The file's header: what binds the sealed seed to this election, place and ceremony. */
export const headerOf = (c: Committee, me: number): ShareHeader => ({
  verkiezing: c.election.id,
  titel: c.election.title,
  lid: me,
  gebruiker: c.members[me - 1]!.username,
  drempel: c.threshold!,
  leden: c.members.length,
  ceremonie: c.ceremony!,
});

/** Round 1: what the member publishes (the place is the server's to add). */
export function roundOne(seed: Uint8Array, c: Committee, me: number) {
  const { index: _index, ...published } = publishRound1(seed, c.ceremony!, me, c.threshold!);
  return published;
}

/** The seed is the one the member published with (not a file made before a restart of the ceremony). */
function assertPublishedWith(seed: Uint8Array, ceremony: string, me: number, threshold: number, published: Pick<Published, 'encKey' | 'commitments'> | null | undefined) {
  const derived = publishRound1(seed, ceremony, me, threshold);
  const same = published && published.encKey === derived.encKey && derived.commitments.every((C, k) => published.commitments[k] === C);
  if (!same) throw new StepError('comite.file.not_published');
}

const nameOf = (c: Committee, index: number) => {
  const m = c.members[index - 1];
  return m ? `${m.firstname} ${m.lastname}` : String(index);
};

/** Every member's publication with its commitments checked here too, not only by the server. */
function checkedPublications(c: Committee) {
  return c.members.map((m) => {
    const published = { ...m.published!, index: m.index };
    try {
      return { ...published, points: checkPublished(c.ceremony!, c.threshold!, published) };
    } catch {
      throw new StepError('comite.share.bad_publication', { member: m.index, name: nameOf(c, m.index) });
    }
  });
}

/** Round 2: one sealed share for every other member. */
export function roundTwo(seed: Uint8Array, c: Committee, me: number) {
  assertPublishedWith(seed, c.ceremony!, me, c.threshold!, c.members[me - 1]?.published);
  const publications = checkedPublications(c);
  return sharesFor(seed, c.ceremony!, me, c.threshold!, publications);
}

/**
 * Round 3: every share received opened and checked against its sender's commitments. The first
 * sender whose share is missing, does not open or does not match is the complaint (null: all hold).
 */
export function roundThree(seed: Uint8Array, c: Committee, me: number, received: readonly { from: number; box: string }[]): { complaint: number | null; name?: string } {
  assertPublishedWith(seed, c.ceremony!, me, c.threshold!, c.members[me - 1]?.published);
  for (const p of checkedPublications(c)) {
    if (p.index === me) continue;
    const box = received.find((r) => r.from === p.index)?.box;
    try {
      if (!box) throw new CryptoError('SHARE', String(p.index));
      openShare(seed, c.ceremony!, me, { index: p.index, encKey: p.encKey, commitments: p.points }, box);
    } catch (error) {
      if (error instanceof CryptoError && error.problem === 'SHARE') return { complaint: p.index, name: nameOf(c, p.index) };
      throw error;
    }
  }
  return { complaint: null };
}

/**
 * The member's share of the committee's key for the count, rebuilt from the seed and the shares
 * received, each checked against the manifest's commitments; and checked against the member's own
 * verification key, so a partial decryption is only ever made with the share the manifest fixes.
 */
export function memberShare(seed: Uint8Array, manifest: Manifest, me: number, received: readonly { from: number; box: string }[]): bigint {
  const { committee: k } = manifest;
  const { verificationKeys } = checkManifest(manifest);
  assertPublishedWith(seed, k.ceremony, me, k.threshold, k.members[me - 1]);
  const values = k.members
    .filter((p) => p.index !== me)
    .map((p) => {
      const box = received.find((r) => r.from === p.index)?.box;
      try {
        if (!box) throw new CryptoError('SHARE', String(p.index));
        const commitments: Point[] = checkPublished(k.ceremony, k.threshold, p);
        return openShare(seed, k.ceremony, me, { index: p.index, encKey: p.encKey, commitments }, box);
      } catch {
        throw new StepError('comite.count.share_failed', { member: p.index });
      }
    });
  const share = ownShare(seed, k.ceremony, me, k.threshold, values);
  if (!G.multiply(share).equals(verificationKeys[me - 1]!)) throw new StepError('comite.count.key_mismatch');
  return share;
}

/** A 32-byte seed, drawn by the browser's own generator. */
export const newSeed = () => crypto.getRandomValues(new Uint8Array(32));
