import type { AuditFile } from '../../../domain/crypto/audit';
import { revealSlots } from '../../../domain/crypto/audit';
import { type BallotSlots, openBallot, type SealedWithSecrets, sealWithSecrets } from '../../../domain/crypto/ballot';
import { G, precomputed, scalarFrom } from '../../../domain/crypto/group';
import type { Manifest } from '../../../domain/crypto/manifest';
import type { BallotSheet } from '../../dataProvider/custom/elections';

/**
 * The voter's browser seals the ballot (docs/features/elections.md, "Voting"): the server receives
 * ciphertexts and proofs only. Sealing is synchronous crypto, so the page first lets the browser
 * paint its "being sealed" status, then seals.
 */
export interface SealedChoice extends SealedWithSecrets {
  /** The candidates chosen; empty for a blank ballot. Kept so a fresh ballot seals the same choice. */
  choices: number[];
}

const slotsOf = (sheet: BallotSheet): BallotSlots => ({
  candidates: sheet.candidates.map((c) => c.id),
  max: sheet.seats,
  fingerprint: sheet.fingerprint ?? undefined,
});

/**
 * Builds the key's table and the base point's (lazy until its first use) when the ballot loads, so
 * the seal itself is quick: some 120 ms of the first seal are these two tables.
 */
export function warmUp(sheet: BallotSheet) {
  precomputed(sheet.publicKey);
  G.multiply(1n);
}

/** Two frames: the status the page just set is on screen before the main thread is busy. */
export const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 40));

export function sealChoices(sheet: BallotSheet, choices: readonly number[]): SealedChoice {
  return { ...sealWithSecrets(precomputed(sheet.publicKey), slotsOf(sheet), choices), choices: [...choices] };
}

/**
 * What an audited ballot held, read back from its randomness as anyone can (domain/crypto/audit.ts):
 * the candidates' ids whose slot is 1, and whether the blank slot is. Throws a CryptoError (AUDIT)
 * when the ballot was not sealed with these numbers.
 */
export function revealed(sheet: BallotSheet, sealed: SealedChoice) {
  const slots = slotsOf(sheet);
  const values = revealSlots(precomputed(sheet.publicKey), openBallot(sealed.ballot, slots), sealed.randomness.map(scalarFrom));
  return { chosen: slots.candidates.filter((_, i) => values[i] === 1), blank: values.at(-1) === 1 };
}

/** The file the static verifier page and `npm run verify:box -- --audit` check. */
export function auditFileOf(sheet: BallotSheet, sealed: SealedChoice): AuditFile {
  return {
    soort: 'ovd-stembiljet-controle',
    manifest: (sheet.manifest ?? null) as Manifest | null,
    verkiezing: { id: sheet.electionId, title: sheet.title, seats: sheet.seats, publicKey: sheet.publicKey, candidates: sheet.candidates },
    ballot: sealed.ballot,
    tracker: sealed.tracker,
    randomness: sealed.randomness,
  };
}

/** Whether two lists of candidate ids name the same candidates. */
export const sameChoice = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** A tracker as a member copies it from a mail, a note or the page: spaces and capitals are not part of it. */
export const trackerFrom = (text: string) => text.replace(/\s+/g, '').toLowerCase();
