import { publishRound1, transcriptCode } from '../../../domain/crypto/dkg';
import { CryptoError, G } from '../../../domain/crypto/group';
import { checkManifest, type Manifest } from '../../../domain/crypto/manifest';
import { type CeremonyView, checkAnswer, publication, receivedShare, sharesToSend } from '../../../domain/crypto/member';
import { openShareFile, readShareFile, type ShareHeader } from '../../../domain/crypto/shareFile';
import type { Committee } from '../../dataProvider/custom/committee';

/**
 * What a committee member's browser computes in each round, apart from the screens: the member's steps
 * of domain/crypto/member.ts (the same as `npm run comite`), every failure turned into a StepError
 * naming the Dutch text (src/i18n/nl/comite.ts) the page shows, and nothing sent before the whole step
 * succeeded. The seed and the share live only in the caller's memory.
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

/** The ceremony as the member's steps in domain/crypto/member.ts take it, from the committee the server shows. */
const viewOf = (c: Committee, me: number): CeremonyView => ({
  ceremony: c.ceremony!,
  threshold: c.threshold!,
  me,
  members: c.members.map((m) => ({ index: m.index, published: m.published })),
});

const nameOf = (c: Committee, index: number) => {
  const m = c.members[index - 1];
  return m ? `${m.firstname} ${m.lastname}` : String(index);
};

const problemOf = (error: unknown) => (error instanceof CryptoError ? { problem: error.problem, place: Number(error.detail) || null } : null);

/** Round 1: what the member publishes (the place is the server's to add). */
export const roundOne = (seed: Uint8Array, c: Committee, me: number) => publication(seed, viewOf(c, me));

/** The seed is the one the member published with (not a file made before a restart of the ceremony). */
function assertPublishedWith(seed: Uint8Array, v: CeremonyView) {
  const derived = publishRound1(seed, v.ceremony, v.me, v.threshold);
  const shown = v.members[v.me - 1]?.published;
  const same = shown && shown.encKey === derived.encKey && derived.commitments.every((C, k) => shown.commitments[k] === C);
  if (!same) throw new StepError('comite.file.not_published');
}

/** Round 2: one sealed share for every other member, each other member's publication checked here too. */
export function roundTwo(seed: Uint8Array, c: Committee, me: number) {
  const view = viewOf(c, me);
  assertPublishedWith(seed, view);
  try {
    return sharesToSend(seed, view).shares;
  } catch (error) {
    const place = problemOf(error)?.place;
    if (place) throw new StepError('comite.share.bad_publication', { member: place, name: nameOf(c, place) });
    throw error;
  }
}

/** Round 3's answer as the page shows it before sending: the complaint (with its sender's name) and the transcript with its code. */
export interface CheckResult {
  complaint: number | null;
  name?: string;
  transcript: string;
  /** The transcript's short form (e.g. 3F2A-91BC-0D4E-77A1-C2B0), which the members compare with each other outside the portal. */
  code: string;
}

/**
 * Round 3: every share received opened and checked against its sender's commitments. The sender
 * whose share is missing, does not open or does not match is the complaint (null: all hold). With it,
 * the transcript of the publications this browser used and its control code.
 */
export function roundThree(seed: Uint8Array, c: Committee, me: number, received: readonly { from: number; box: string }[]): CheckResult {
  const view = viewOf(c, me);
  assertPublishedWith(seed, view);
  let answer: ReturnType<typeof checkAnswer>;
  try {
    answer = checkAnswer(seed, view, received);
  } catch (error) {
    const place = problemOf(error)?.place;
    if (place) throw new StepError('comite.share.bad_publication', { member: place, name: nameOf(c, place) });
    throw error;
  }
  const { complaint, transcript } = answer;
  const code = transcriptCode(transcript);
  return complaint === null ? { complaint, transcript, code } : { complaint, name: nameOf(c, complaint), transcript, code };
}

/**
 * The member's share of the committee's key for the count, rebuilt from the seed and the shares
 * received, each checked against the manifest's commitments; and checked against the member's own
 * verification key, so a partial decryption is only ever made with the share the manifest fixes.
 */
export function memberShare(seed: Uint8Array, manifest: Manifest, me: number, received: readonly { from: number; box: string }[]): bigint {
  const { committee: k } = manifest;
  const view: CeremonyView = { ceremony: k.ceremony, threshold: k.threshold, me, members: k.members.map((p) => ({ index: p.index, published: p })) };
  assertPublishedWith(seed, view);
  let share: bigint;
  try {
    share = receivedShare(seed, view, received);
  } catch (error) {
    const found = problemOf(error);
    if (found?.problem === 'SHARE' && found.place) throw new StepError('comite.count.share_failed', { member: found.place });
    throw new StepError('comite.count.key_mismatch');
  }
  if (!G.multiply(share).equals(checkManifest(manifest).verificationKeys[me - 1]!)) throw new StepError('comite.count.key_mismatch');
  return share;
}

/** A 32-byte seed, drawn by the browser's own generator. */
export const newSeed = () => crypto.getRandomValues(new Uint8Array(32));
