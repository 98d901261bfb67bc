import { currentContext, runInContext } from '../requestContext';
import { DbUnavailableError } from './unavailable';

/**
 * Who a database call is made for: a lane is one kind of request (a route, "GET /api/..."), or the
 * background (the mail worker, start-up); the request's hooks enter it (server/app.ts). `nested`
 * marks calls made while the same work already holds a connection (a query beside an open transaction).
 */
export interface Lane {
  name: string;
  nested: boolean;
}

/** Runs `fn` as work that holds a connection already: its further calls are not held to the lane's share. */
export const runNested = <T>(fn: () => T): T => runInContext({ ...currentContext(), nested: true }, fn);

export const currentLane = (): Lane => {
  const { lane, nested } = currentContext();
  return { name: lane, nested };
};

interface Waiter {
  lane: Lane;
  grant(): void;
}

/**
 * Lends the pool's `size` connections so that a table held by a long lock costs only the requests
 * that need it. A lane always may hold `perLane` connections at once; past that it borrows only
 * while more than `reserve` stay free, so a lane stuck on a lock leaves the others at least `reserve`
 * connections, and a lane alone under load still uses nearly the whole pool instead of leaving half
 * of it idle (bench/HISTORY.md, run 7).
 * A connection that comes free goes to the waiting lane that holds the fewest (first come first
 * served among equals), so no lane waits behind another's blocked calls. A call that waits longer
 * than `waitMs` is refused as unavailable (503): the pool is not coming back for it in time.
 */
export function fairShare(size: number, perLane: number, reserve: number) {
  let used = 0;
  const held = new Map<string, number>();
  const waiting: Waiter[] = [];
  const holds = (name: string) => held.get(name) ?? 0;
  const mayTake = ({ name, nested }: Lane) => nested || holds(name) < perLane || size - used > reserve;
  const take = (name: string) => {
    used += 1;
    held.set(name, holds(name) + 1);
  };

  const grantNext = () => {
    while (used < size) {
      let best = -1;
      for (let i = 0; i < waiting.length; i++) {
        const lane = waiting[i]!.lane;
        if (mayTake(lane) && (best < 0 || holds(lane.name) < holds(waiting[best]!.lane.name))) best = i;
      }
      if (best < 0) return;
      const [next] = waiting.splice(best, 1);
      take(next!.lane.name);
      next!.grant();
    }
  };

  return {
    /**
     * Takes a connection at once when nobody waits and the lane may: most calls, on a pool that is
     * not full. No promise, no waiter; give it back with release(lane).
     */
    tryAcquire(lane: Lane): boolean {
      if (waiting.length > 0 || used >= size || !mayTake(lane)) return false;
      take(lane.name);
      return true;
    },
    /** Resolves once `lane` may take a connection; give it back with release(lane). */
    acquire(lane: Lane, waitMs: number): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        let granted = false;
        const waiter: Waiter = {
          lane,
          grant() {
            granted = true;
            clearTimeout(timer);
            resolve();
          },
        };
        waiting.push(waiter);
        grantNext();
        if (granted) return;
        timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DbUnavailableError(new Error(`no database connection free within ${waitMs} ms`)));
        }, waitMs);
      });
    },
    release(lane: Lane) {
      used -= 1;
      const left = holds(lane.name) - 1;
      if (left > 0) held.set(lane.name, left);
      else held.delete(lane.name);
      grantNext();
    },
  };
}
