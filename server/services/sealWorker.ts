import { parentPort } from 'node:worker_threads';
import { sealBallot } from '../../domain/crypto/ballot';
import { precomputed } from '../../domain/crypto/group';

/** One sealer thread (./sealing.ts): a vote's checked choices in, its ballot text and tracker out. */
parentPort!.on('message', ({ id, publicKey, candidates, max, fingerprint, choices }) => {
  try {
    parentPort!.postMessage({ id, ...sealBallot(precomputed(publicKey), { candidates, max, fingerprint }, choices) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
