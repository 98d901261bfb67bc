import { addBallot, addBallots, type BallotSlots, checkBallot, type OpenedBallot, readBallot, trackerOf } from './ballot';
import { Batch } from './batch';
import { type BoardEntry, chainOf } from './board';
import type { Cipher } from './elgamal';
import { digest } from './hash';
import { CryptoError, type CryptoProblem, type Point, precomputed } from './group';
import { checkManifest, type Manifest } from './manifest';
import { checkPartial, combinePartials, type PartialDecryption } from './partial';

/**
 * A committee election's published box, and the checks the committee's browser runs before it
 * decrypts anything and that `npm run verify:box` runs after: the manifest holds together, every
 * ballot's tracker and proofs hold under the election's fingerprint, no ballot is there twice, there
 * are exactly as many ballots as members who voted, the box is the one announced at the close, and
 * (once counted) every partial decryption's proof holds and t of them give the published totals.
 */
export interface StoredBallot {
  tracker: string;
  ballot: string;
}

export interface CommitteeBox {
  manifest: Manifest;
  /** The members recorded as having voted. */
  voters: number;
  ballots: readonly StoredBallot[];
  /** The public board: every ballot's tracker in the order it was accepted (absent or null for a box filled before boards existed). */
  board?: BoardEntry[] | null;
  /** The box's fingerprint, as announced when voting closed (null before): the board's head, or for a box without board the hash of its sorted trackers. */
  closedFingerprint: string | null;
  count: { partials: PartialDecryption[]; totals: number[] } | null;
}

export interface Finding {
  problem: CryptoProblem;
  tracker?: string;
  /** The committee member's place, for MANIFEST and PARTIAL. */
  member?: number;
}

/**
 * The board's head, with BOARD findings when its chain breaks or it does not hold exactly the box's
 * ballots (one missing from either, or one twice): the board is what voters saw during voting, so the
 * box counted must be that board.
 */
function boardFindings(fingerprint: string, board: readonly BoardEntry[], ballots: readonly StoredBallot[], findings: Finding[]) {
  const { head, broken } = chainOf(fingerprint, board);
  if (broken !== null) findings.push({ problem: 'BOARD', tracker: board[broken - 1]?.tracker });
  const inBox = new Set(ballots.map((b) => b.tracker));
  const onBoard = new Set(board.map((e) => e.tracker));
  for (const t of onBoard) if (!inBox.has(t)) findings.push({ problem: 'BOARD', tracker: t });
  for (const t of inBox) if (!onBoard.has(t)) findings.push({ problem: 'BOARD', tracker: t });
  if (onBoard.size !== board.length) findings.push({ problem: 'DUPLICATE' });
  return head;
}

/** The box's fingerprint: its election's and its ballots' trackers, in order. */
export const committeeBoxFingerprint = (fingerprint: string, trackers: readonly string[]) =>
  digest('stembus', [fingerprint, trackers.length, ...[...trackers].sort()]);

export const shapeOf = (m: Manifest, fingerprint: string): BallotSlots => ({ candidates: m.candidates.map((c) => c.id), max: m.election.seats, fingerprint });

const STEP = 25;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface BoxVerdict {
  ok: boolean;
  findings: Finding[];
  fingerprint: string | null;
  boxFingerprint: string;
  /** The sums of the ballots, added here (what the committee decrypts). */
  sums: Cipher[];
  totals: number[] | null;
}

export async function checkCommitteeBox(box: CommitteeBox, progress: (done: number, total: number) => void = () => {}): Promise<BoxVerdict> {
  const findings: Finding[] = [];
  let checked: ReturnType<typeof checkManifest>;
  try {
    checked = checkManifest(box.manifest);
  } catch (error) {
    const member = error instanceof CryptoError && error.detail ? Number(error.detail) : undefined;
    return { ok: false, findings: [{ problem: 'MANIFEST', member }], fingerprint: null, boxFingerprint: '', sums: [], totals: null };
  }
  const { fingerprint, verificationKeys } = checked;
  // The key with a larger table of multiples (the manifest's check found it the sum of the commitments).
  const Y = precomputed(box.manifest.publicKey);
  const shape = shapeOf(box.manifest, fingerprint);
  const opened: OpenedBallot[] = [];
  const seen = new Set<string>();
  // The proofs of every STEP ballots in one batch (./batch.ts); a batch that fails is checked ballot by ballot to name the bad ones.
  let batch = new Batch(Y);
  let batched: { ballot: OpenedBallot; tracker: string }[] = [];
  const settle = () => {
    if (!batch.holds()) for (const b of batched) if (!checkBallot(Y, b.ballot, shape)) findings.push({ problem: 'PROOF', tracker: b.tracker });
    batch = new Batch(Y);
    batched = [];
  };
  for (const [i, b] of box.ballots.entries()) {
    try {
      const ballot = readBallot(b.ballot, shape);
      const tracker = trackerOf(b.ballot, ballot, shape);
      if (tracker !== b.tracker) findings.push({ problem: 'TRACKER', tracker: b.tracker });
      if (seen.has(tracker)) findings.push({ problem: 'DUPLICATE', tracker: b.tracker });
      seen.add(tracker);
      // A challenge that fails is this ballot's (what it added makes the batch fail, and its others are then checked one by one).
      if (!addBallot(batch, ballot, shape)) findings.push({ problem: 'PROOF', tracker: b.tracker });
      else batched.push({ ballot, tracker: b.tracker });
      opened.push(ballot);
    } catch (error) {
      findings.push({ problem: error instanceof CryptoError ? error.problem : 'MALFORMED', tracker: b.tracker });
    }
    if ((i + 1) % STEP === 0) {
      settle();
      progress(i + 1, box.ballots.length);
      await pause();
    }
  }
  settle();
  progress(box.ballots.length, box.ballots.length);
  if (box.ballots.length !== box.voters) findings.push({ problem: 'VOTERS' });
  const boxFingerprint = box.board
    ? boardFindings(fingerprint, box.board, box.ballots, findings)
    : committeeBoxFingerprint(
        fingerprint,
        box.ballots.map((b) => b.tracker),
      );
  if (box.closedFingerprint !== null && box.closedFingerprint !== boxFingerprint) findings.push({ problem: 'BOX_CLOSED' });
  const sums = addBallots(opened, shape.candidates.length + 1);
  let totals: number[] | null = null;
  if (box.count && opened.length === box.ballots.length) {
    try {
      totals = totalsOf(sums, box.count.partials, verificationKeys, fingerprint, box.manifest.committee.threshold, box.ballots.length);
      if (totals.length !== box.count.totals.length || totals.some((t, i) => t !== box.count!.totals[i])) {
        totals = null;
        findings.push({ problem: 'TOTAL' });
      }
    } catch (error) {
      findings.push({
        problem: error instanceof CryptoError ? error.problem : 'TOTAL',
        member: error instanceof CryptoError && error.detail ? Number(error.detail) : undefined,
      });
    }
  } else if (box.count) findings.push({ problem: 'TOTAL' });
  return { ok: findings.length === 0, findings, fingerprint, boxFingerprint, sums, totals };
}

/**
 * The totals from the partials: every partial checked against its member's verification key (PARTIAL
 * names the member whose proof fails), then the first `threshold` of distinct members combined.
 */
export function totalsOf(
  sums: readonly Cipher[],
  partials: readonly PartialDecryption[],
  verificationKeys: readonly Point[],
  fingerprint: string,
  threshold: number,
  ballots: number,
) {
  const distinct = [...new Map(partials.map((p) => [p.index, p])).values()];
  if (distinct.length !== partials.length) throw new CryptoError('PARTIAL');
  const checked = distinct.map((p) => {
    const X = verificationKeys[p.index - 1];
    if (!X) throw new CryptoError('PARTIAL', String(p.index));
    return { index: p.index, ds: checkPartial(X, fingerprint, sums, p) };
  });
  if (checked.length < threshold) throw new CryptoError('PARTIAL');
  return combinePartials(sums, checked.slice(0, threshold), ballots);
}
