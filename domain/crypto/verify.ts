import { addBallots, type BallotSlots, checkBallot, type OpenedBallot, readBallot } from './ballot';
import { CryptoError, type CryptoProblem, isPublicKey, precomputed, sha256Hex } from './group';
import { boxFingerprint, type Count, checkCount, type StoredBallot } from './tally';

/**
 * The verifier: from the published box alone it checks every tracker against its ballot, every
 * ballot's proofs, the fingerprint, then adds the ballots again and checks each total's decryption
 * proof. The verifier page (src/resources/verkiezingen) and `npm run verify:box` both run this.
 */
export interface PublishedBox {
  election: { id: number; publicKey: string | null; numberOfElected: number; candidates: readonly { id: number }[] };
  ballots: readonly StoredBallot[];
  fingerprint: string;
  count: Count | null;
}

export interface Finding {
  problem: CryptoProblem;
  tracker?: string;
}

export interface Verdict {
  ballots: number;
  /** Nothing found wrong. */
  ok: boolean;
  findings: Finding[];
  /** The totals the proofs confirm (per candidate, then blank), when the box was counted and they hold. */
  totals: number[] | null;
}

/** Yields to the page every so many ballots, so its progress bar moves. */
const STEP = 25;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function verifyBox(box: PublishedBox, progress: (done: number, total: number) => void = () => {}): Promise<Verdict> {
  const findings: Finding[] = [];
  const { election } = box;
  if (!isPublicKey(election.publicKey)) return { ballots: box.ballots.length, ok: false, findings: [{ problem: 'MALFORMED' }], totals: null };
  const publicKey = election.publicKey as string;
  const Y = precomputed(publicKey);
  const slots: BallotSlots = { candidates: election.candidates.map((c) => c.id), max: election.numberOfElected };
  const opened: OpenedBallot[] = [];
  for (const [i, b] of box.ballots.entries()) {
    if (sha256Hex(b.ballot) !== b.tracker) findings.push({ problem: 'TRACKER', tracker: b.tracker });
    try {
      const ballot = readBallot(b.ballot, slots);
      if (!checkBallot(Y, ballot, slots)) findings.push({ problem: 'PROOF', tracker: b.tracker });
      opened.push(ballot);
    } catch (error) {
      findings.push({ problem: error instanceof CryptoError ? error.problem : 'MALFORMED', tracker: b.tracker });
    }
    if ((i + 1) % STEP === 0) {
      progress(i + 1, box.ballots.length);
      await pause();
    }
  }
  progress(box.ballots.length, box.ballots.length);
  if (boxFingerprint(box.ballots.map((b) => b.tracker)) !== box.fingerprint) findings.push({ problem: 'FINGERPRINT' });
  let totals: number[] | null = null;
  if (box.count) {
    const sums = addBallots(opened, slots.candidates.length + 1);
    if (opened.length === box.ballots.length && checkCount(publicKey, sums, box.count)) totals = box.count.totals;
    else findings.push({ problem: 'TOTAL' });
  }
  return { ballots: box.ballots.length, ok: findings.length === 0, findings, totals };
}
