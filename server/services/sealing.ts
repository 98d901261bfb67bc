import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BallotSlots, SealedBallot } from '../../domain/crypto/ballot';
import type { Verdict } from '../../domain/crypto/cast';

/**
 * Sealing a ballot is some milliseconds of pure CPU (domain/crypto/ballot.ts). Done on the request's
 * thread, a burst of a thousand votes would hold the event loop for seconds, and every other request
 * (a session lookup, a health check) would wait behind it. So ballots are sealed on worker threads,
 * one per core (the request thread mostly waits on the database meanwhile; measured: 1 thread 88,
 * 2 threads 119 votes/s on 2 cores), started on the first vote and stopped with the app.
 */
export interface SealJob extends BallotSlots {
  publicKey: string;
  choices: readonly number[];
}

/** A ballot sealed in a browser, to be read and checked (domain/crypto/cast.ts). */
export interface CheckJob extends BallotSlots {
  publicKey: string;
  ballot: unknown;
}

type Waiting = { resolve: (answer: never) => void; reject: (error: Error) => void };

export function sealerPool(size = availableParallelism()) {
  const threads: { worker: Worker; waiting: Map<number, Waiting> }[] = [];
  let nextId = 0;
  let closed = false;

  const start = () => {
    const worker = new Worker(new URL('./sealWorker.mjs', import.meta.url));
    const thread = { worker, waiting: new Map<number, Waiting>() };
    worker.unref();
    worker.on('message', ({ id, error, text, tracker, verdict }) => {
      const w = thread.waiting.get(id);
      thread.waiting.delete(id);
      if (error) w?.reject(new Error(error));
      else w?.resolve((verdict ?? { text, tracker }) as never);
    });
    // A thread that died fails what it held and is replaced on the next vote.
    worker.on('error', (error) => {
      for (const w of thread.waiting.values()) w.reject(error);
      thread.waiting.clear();
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
    });
    threads.push(thread);
    return thread;
  };

  function send<T>(message: Record<string, unknown>): Promise<T> {
    if (closed) return Promise.reject(new Error('de verzegeling is gestopt'));
    while (threads.length < size) start();
    // The thread with the fewest ballots waiting.
    const thread = threads.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.waiting.set(id, { resolve: resolve as (answer: never) => void, reject });
      thread.worker.postMessage({ ...message, id });
    });
  }

  return {
    seal: (job: SealJob) =>
      send<SealedBallot>({
        kind: 'seal',
        publicKey: job.publicKey,
        candidates: job.candidates,
        max: job.max,
        fingerprint: job.fingerprint,
        choices: job.choices,
      }),
    check: (job: CheckJob) =>
      send<Verdict>({ kind: 'check', publicKey: job.publicKey, candidates: job.candidates, max: job.max, fingerprint: job.fingerprint, ballot: job.ballot }),
    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
