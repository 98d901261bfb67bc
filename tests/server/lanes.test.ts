import { describe, expect, it } from 'vitest';
import { fairShare } from '../../server/db/lanes';
import { DbUnavailableError } from '../../server/db/unavailable';

const lane = (name: string, nested = false) => ({ name, nested });
const WAIT_MS = 200;

/** Asks for `n` connections of `name` at once; `state` counts those lent so far and those refused (503). */
function ask(share: ReturnType<typeof fairShare>, name: string, n: number) {
  const state = { granted: 0, refused: 0 };
  const calls = Array.from({ length: n }, () =>
    share.acquire(lane(name), WAIT_MS).then(
      () => {
        state.granted += 1;
      },
      (error) => {
        if (error instanceof DbUnavailableError) state.refused += 1;
      },
    ),
  );
  return { state, settled: Promise.all(calls) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the pool lent per kind of request (pool of 10: half for sure, 2 kept for the others)', () => {
  it('one kind alone under load uses the pool but the last two connections', async () => {
    const share = fairShare(10, 5, 2);
    const points = ask(share, 'GET /api/bijscholing/punten', 10);
    await tick();
    expect(points.state.granted).toBe(8);
    // The two asks that found no connection give up after the wait: 503, not a hang.
    await points.settled;
    expect(points.state).toEqual({ granted: 8, refused: 2 });
  });

  it('while one kind holds eight (stuck on a lock), every other kind finds the two it may not take', async () => {
    const share = fairShare(10, 5, 2);
    ask(share, 'GET /api/bijscholing/cursussen', 8);
    await tick();
    const person = ask(share, 'GET /api/auth/person', 1);
    const users = ask(share, 'GET /api/crm/user', 1);
    await tick();
    expect([person.state.granted, users.state.granted]).toEqual([1, 1]);
    // The stuck kind cannot take a connection another kind gives back.
    const more = ask(share, 'GET /api/bijscholing/cursussen', 1);
    share.release(lane('GET /api/auth/person'));
    await tick();
    expect(more.state.granted).toBe(0);
    // Another kind is still served at once.
    const again = ask(share, 'GET /api/auth/person', 1);
    await tick();
    expect(again.state.granted).toBe(1);
  });

  it('a connection that comes free goes to the waiting kind that holds the fewest', async () => {
    const share = fairShare(10, 5, 2);
    ask(share, 'A', 5);
    ask(share, 'B', 5);
    await tick();
    const a = ask(share, 'A', 1);
    const c = ask(share, 'C', 1);
    share.release(lane('B'));
    await tick();
    expect([a.state.granted, c.state.granted]).toEqual([0, 1]);
    share.release(lane('B'));
    await tick();
    // A holds five, its share: it borrows only while more than two stay free.
    expect(a.state.granted).toBe(0);
  });

  it('a call made inside work that already holds a connection is never held back', async () => {
    const share = fairShare(10, 5, 2);
    ask(share, 'A', 8);
    await tick();
    let nested = false;
    await share.acquire(lane('A', true), WAIT_MS).then(() => {
      nested = true;
    });
    expect(nested).toBe(true);
  });

  it('takes a connection without waiting only when nobody waits and the lane may', async () => {
    const share = fairShare(10, 5, 2);
    expect(share.tryAcquire(lane('A'))).toBe(true);
    ask(share, 'A', 7);
    await tick();
    // A holds eight: past its share it may not take one of the last two.
    expect(share.tryAcquire(lane('A'))).toBe(false);
    expect(share.tryAcquire(lane('B'))).toBe(true);
    // With a call of C waiting for the last connection, a newcomer does not pass it.
    const c = ask(share, 'C', 2);
    await tick();
    expect(c.state.granted).toBe(1);
    expect(share.tryAcquire(lane('D'))).toBe(false);
    share.release(lane('B'));
    await tick();
    expect(c.state.granted).toBe(2);
  });
});
