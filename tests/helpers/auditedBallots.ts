import type { AuditFile } from '../../domain/crypto/audit';
import { sealWithSecrets } from '../../domain/crypto/ballot';
import { shapeOf } from '../../domain/crypto/box';
import { precomputed } from '../../domain/crypto/group';
import { checkManifest } from '../../domain/crypto/manifest';
import { manifestFor, runCeremony } from './committee';

/**
 * A committee election as the ballot tests need it (tests/domain/committee-crypto.test.ts builds one
 * the same way): three candidates, two seats, its manifest, fingerprint, ballot shape and key; and
 * the file the voting page gives for an audited ballot (domain/crypto/audit.ts).
 */
export const CANDIDATES = [
  { id: 11, firstname: 'An', lastname: 'Peeters' },
  { id: 12, firstname: 'Bart', lastname: 'Claes' },
  { id: 13, firstname: 'Carla', lastname: 'Maes' },
];

export function committeeElection(id = 7, title = 'Raad') {
  const manifest = manifestFor(runCeremony(id, ['N1003', 'N1004', 'N1005'], 2), { id, title, seats: 2 }, CANDIDATES);
  const { fingerprint } = checkManifest(manifest);
  return { manifest, fingerprint, shape: shapeOf(manifest, fingerprint), Y: precomputed(manifest.publicKey) };
}
export type Election = ReturnType<typeof committeeElection>;

export function auditFileOf({ manifest, shape, Y }: Election, choices: readonly number[]): AuditFile {
  const sealed = sealWithSecrets(Y, shape, choices);
  const { id, title, seats } = manifest.election;
  return {
    soort: 'ovd-stembiljet-controle',
    manifest,
    verkiezing: { id, title, seats, publicKey: manifest.publicKey, candidates: manifest.candidates.map((c) => ({ ...c })) },
    ballot: sealed.ballot,
    tracker: sealed.tracker,
    randomness: sealed.randomness,
  };
}
