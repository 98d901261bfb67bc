import { parentPort } from 'node:worker_threads';
import { sealBallot } from '../../domain/crypto/ballot';
import { acceptBallots } from '../../domain/crypto/cast';
import { precomputed } from '../../domain/crypto/group';
import type { CheckJob } from './sealing';

/**
 * One sealer thread (./sealing.ts). A vote's checked choices in, its ballot text and tracker out; or a
 * ballot sealed in a browser in, its canonical text and tracker (or what is wrong with it) out.
 * Ballots to check are gathered while the thread works, and each election's are checked in one batch
 * (domain/crypto/cast.ts), which costs per ballot less the more it holds.
 */
type Message = { id: number; kind: 'seal' | 'check' } & Record<string, never>;
let waiting: (CheckJob & { id: number })[] = [];
let scheduled = false;

function checkWaiting() {
  scheduled = false;
  const jobs = waiting;
  waiting = [];
  const byElection = new Map<string, typeof jobs>();
  for (const job of jobs) {
    const key = `${job.publicKey}/${job.fingerprint}/${job.max}/${job.candidates.join(',')}`;
    const group = byElection.get(key);
    if (group) group.push(job);
    else byElection.set(key, [job]);
  }
  for (const group of byElection.values()) {
    const { publicKey, candidates, max, fingerprint } = group[0]!;
    try {
      const verdicts = acceptBallots(
        precomputed(publicKey),
        { candidates, max, fingerprint },
        group.map((job) => job.ballot),
      );
      for (const [i, job] of group.entries()) parentPort!.postMessage({ id: job.id, verdict: verdicts[i] });
    } catch (error) {
      for (const job of group) parentPort!.postMessage({ id: job.id, error: (error as Error).message });
    }
  }
}

parentPort!.on('message', (message: Message) => {
  if (message.kind === 'check') {
    waiting.push(message as unknown as CheckJob & { id: number });
    if (!scheduled) {
      scheduled = true;
      setImmediate(checkWaiting);
    }
    return;
  }
  const { id, publicKey, candidates, max, fingerprint, choices } = message as unknown as Record<string, never>;
  try {
    parentPort!.postMessage({ id, ...sealBallot(precomputed(publicKey), { candidates, max, fingerprint }, choices) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
