import { type BoxVerdict, checkCommitteeBox, type CommitteeBox } from './box';
import { checkPublished, openShare, ownShare, type Published, publishRound1, sharesFor, transcriptOf } from './dkg';
import { CryptoError, G } from './group';
import { checkManifest } from './manifest';
import { partialDecrypt } from './partial';

/**
 * A committee member's steps, the same for the page in their browser (src/pages/comite) and for
 * `npm run comite` (tools/comite.ts): each takes the seed from the member's opened file and what the
 * server publishes, and gives what the member sends. Every check a member can make is made here,
 * before anything is sent.
 */
export interface CeremonyView {
  ceremony: string;
  threshold: number;
  me: number;
  members: { index: number; published: (Omit<Published, 'index'> & { index?: number }) | null }[];
}

/** Every member's publication with their place; MALFORMED (naming the member) while one has not published. */
export const publicationsOf = (members: CeremonyView['members']): Published[] =>
  members.map((m) => {
    if (!m.published) throw new CryptoError('MALFORMED', String(m.index));
    return { ...m.published, index: m.index };
  });

/** Round 1: what the member publishes (their place's commitments and proof, their X25519 key). */
export function publication(seed: Uint8Array, v: CeremonyView) {
  const { index: _, ...body } = publishRound1(seed, v.ceremony, v.me, v.threshold);
  return body;
}

/** Round 2: a sealed share for every other member; every other publication's proof is checked first. */
export function sharesToSend(seed: Uint8Array, v: CeremonyView) {
  const all = publicationsOf(v.members);
  for (const p of all) checkPublished(v.ceremony, v.threshold, p);
  return { shares: sharesFor(seed, v.ceremony, v.me, v.threshold, all) };
}

/**
 * Round 3 (and again at the count): every share sent to the member opened and checked against its
 * sender's commitments, and the member's own publication found unchanged; the member's share of the
 * key. SHARE (with the sender's place) when one fails; MANIFEST when the server shows another
 * publication for this member than their seed makes.
 */
export function receivedShare(seed: Uint8Array, v: CeremonyView, received: readonly { from: number; box: string }[]) {
  const all = publicationsOf(v.members);
  const mine = publishRound1(seed, v.ceremony, v.me, v.threshold);
  const shown = all[v.me - 1];
  if (!shown || shown.encKey !== mine.encKey || shown.commitments.some((c, k) => c !== mine.commitments[k])) throw new CryptoError('MANIFEST', String(v.me));
  const others = all.filter((p) => p.index !== v.me);
  const values = others.map((from) => {
    const sent = received.find((r) => r.from === from.index);
    if (!sent) throw new CryptoError('SHARE', String(from.index));
    return openShare(seed, v.ceremony, v.me, { ...from, commitments: checkPublished(v.ceremony, v.threshold, from) }, sent.box);
  });
  return ownShare(seed, v.ceremony, v.me, v.threshold, values);
}

/**
 * Round 3's answer: the place named by a failed check (the complaint; null when all held), and the
 * transcript of the publications this browser used, whose code (transcriptCode) the member compares
 * with the other members before sending it.
 */
export function checkAnswer(seed: Uint8Array, v: CeremonyView, received: readonly { from: number; box: string }[]) {
  const transcript = transcriptOf(v.ceremony, publicationsOf(v.members));
  try {
    receivedShare(seed, v, received);
    return { complaint: null, transcript };
  } catch (error) {
    if (error instanceof CryptoError && error.problem === 'SHARE') return { complaint: Number(error.detail), transcript };
    throw error;
  }
}

/**
 * The count: the box checked in full (the verdict, to show; nothing is decrypted when it found
 * anything), the member's share rebuilt and matched with their verification key in the manifest, and
 * the partial decryption of the sums this member added up.
 */
export async function countPart(
  seed: Uint8Array,
  me: number,
  box: CommitteeBox,
  received: readonly { from: number; box: string }[],
  progress?: (done: number, total: number) => void,
): Promise<{ verdict: BoxVerdict; decryptions: ReturnType<typeof partialDecrypt>['decryptions'] | null }> {
  const verdict = await checkCommitteeBox(box, progress);
  if (!verdict.ok || !verdict.fingerprint) return { verdict, decryptions: null };
  const { committee } = box.manifest;
  const members = committee.members.map((m) => ({ index: m.index, published: m }));
  const view: CeremonyView = { ceremony: committee.ceremony, threshold: committee.threshold, me, members };
  const share = receivedShare(seed, view, received);
  if (!G.multiply(share).equals(checkManifest(box.manifest).verificationKeys[me - 1]!)) throw new CryptoError('MANIFEST', String(me));
  return { verdict, decryptions: partialDecrypt(share, verdict.fingerprint, me, verdict.sums).decryptions };
}
