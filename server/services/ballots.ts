import type { Db } from '../db';
import { castVotes, type VoteJob, type VoteOutcome } from '../repositories/votes';

interface Waiting extends VoteJob {
  done: (outcome: VoteOutcome | { failure: unknown }) => void;
}

/**
 * Gathers the votes for one election that arrive while its previous transaction runs into the next
 * one: each commit rewrites the whole box (repositories/votes.ts), so a burst costs one rewrite per
 * batch, not per vote. Only this process gathers; several processes still take turns on the row lock.
 */
export function ballotBatcher(db: Db) {
  const queues = new Map<number, Waiting[]>();

  async function drain(electionId: number) {
    for (;;) {
      const batch = queues.get(electionId) ?? [];
      if (batch.length === 0) {
        queues.delete(electionId);
        return;
      }
      queues.set(electionId, []);
      try {
        const outcomes = await db.tx((q) => castVotes(q, electionId, batch));
        for (const [i, w] of batch.entries()) w.done(outcomes[i]!);
      } catch (failure) {
        for (const w of batch) w.done({ failure });
      }
    }
  }

  return function vote(electionId: number, job: VoteJob): Promise<{ receipt: string; blank: boolean }> {
    return new Promise((resolve, reject) => {
      const done = (outcome: VoteOutcome | { failure: unknown }) => {
        if ('failure' in outcome) reject(outcome.failure);
        else if ('refusal' in outcome) reject(outcome.refusal);
        else resolve(outcome);
      };
      const queue = queues.get(electionId);
      if (queue) queue.push({ ...job, done });
      else {
        queues.set(electionId, [{ ...job, done }]);
        void drain(electionId);
      }
    });
  };
}
