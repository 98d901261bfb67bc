import type { Db } from '../db';
import { castVotes, flushPending, type VoteJob, type VoteOutcome } from '../repositories/votes';

type Done = (outcome: VoteOutcome | { failure: unknown }) => void;

/** Per election in this process: votes to write, and votes written whose ballots wait for a flush. */
interface Lane {
  queue: (VoteJob & { done: Done })[];
  written: { done: Done; outcome: VoteOutcome }[];
  casting: boolean;
  flushing: boolean;
}

/** Flushes tried before a vote whose voter is written is answered with the failure (its ballot waits for the next flush). */
const FLUSH_ATTEMPTS = 3;
/**
 * PGlite runs no autovacuum: without a VACUUM every flush's sample stays as dead rows (the box grew
 * by half a gigabyte in 500 one-vote flushes), and so do the waiting room's and the voters' first
 * versions, which carry the vote's xmin.
 */
const PGLITE_VACUUM_EVERY = 16;
/**
 * The least time from one flush of an election in this process to the next. A flush rewrites up to
 * STIR_SAMPLE ballots whatever it moves (some 25 ms on PGlite), so in a burst it waits to move many
 * at once; a vote alone, long after the last flush, is flushed at once.
 */
const FLUSH_GAP_MS = 100;

async function flush(db: Db, electionId: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await flushPending(db, electionId);
    } catch (error) {
      if (attempt >= FLUSH_ATTEMPTS) throw error;
    }
  }
}

/**
 * Writes the votes for one election that arrive while its previous batch is written in the next
 * batch: one transaction for the voters and their waiting ballots (repositories/votes.ts). Beside it
 * one flush at a time moves every ballot written so far into the box, so a burst costs a commit per
 * batch and at most one flush per FLUSH_GAP_MS, not one of each per vote. A vote is answered with
 * its receipt only once a flush that began after its batch committed has committed; a refusal at
 * once. Only this process gathers; other processes write and flush their own batches beside it.
 */
export function ballotBatcher(db: Db) {
  const lanes = new Map<number, Lane>();
  const lastFlush = new Map<number, number>();
  let flushes = 0;

  const idle = (electionId: number, lane: Lane) => {
    if (!lane.casting && !lane.flushing && lane.queue.length === 0 && lane.written.length === 0) lanes.delete(electionId);
  };

  async function cast(electionId: number, lane: Lane) {
    lane.casting = true;
    while (lane.queue.length > 0) {
      const batch = lane.queue;
      lane.queue = [];
      try {
        const outcomes = await db.tx((q) => castVotes(q, electionId, batch));
        for (const [i, w] of batch.entries()) {
          const outcome = outcomes[i]!;
          if ('refusal' in outcome) w.done(outcome);
          else lane.written.push({ done: w.done, outcome });
        }
      } catch (failure) {
        for (const w of batch) w.done({ failure });
      }
      if (lane.written.length > 0 && !lane.flushing) void flushWritten(electionId, lane);
    }
    lane.casting = false;
    idle(electionId, lane);
  }

  async function flushWritten(electionId: number, lane: Lane) {
    lane.flushing = true;
    while (lane.written.length > 0) {
      const wait = (lastFlush.get(electionId) ?? 0) + FLUSH_GAP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastFlush.set(electionId, Date.now());
      const written = lane.written;
      lane.written = [];
      // These voters are written: a failing flush leaves their ballots waiting for the next one.
      const failure = await flush(db, electionId).then(
        () => null,
        (error: unknown) => ({ failure: error }),
      );
      for (const { done, outcome } of written) done(failure ?? outcome);
      if (db.kind === 'pglite' && ++flushes % PGLITE_VACUUM_EVERY === 0)
        await db.query('VACUUM verkiezing_stembus_wacht, verkiezing_stembus, verkiezing_stemmers').catch(() => {});
    }
    lane.flushing = false;
    idle(electionId, lane);
  }

  return function vote(electionId: number, job: VoteJob): Promise<{ receipt: string; blank: boolean | null }> {
    return new Promise((resolve, reject) => {
      const done: Done = (outcome) => {
        if ('failure' in outcome) reject(outcome.failure);
        else if ('refusal' in outcome) reject(outcome.refusal);
        else resolve(outcome);
      };
      let lane = lanes.get(electionId);
      if (!lane) {
        lane = { queue: [], written: [], casting: false, flushing: false };
        lanes.set(electionId, lane);
      }
      lane.queue.push({ ...job, done });
      if (!lane.casting) void cast(electionId, lane);
    });
  };
}
