import { plainGet } from '../dataProvider/early';
import type { Person } from './session';

/**
 * GET /api/auth/person as a bare request, without react-admin, so the entry script can send it while
 * the app's own code is still loading (a deep link or reload then waits for one round trip less).
 * The answer is taken once, by the authProvider's first check, and only while it is fresh: after a
 * login, a logout or a few seconds, the server is asked anew.
 */
const FRESH_MS = 5_000;
let early: { request: Promise<Response>; sentAt: number; person: Promise<Person | undefined> } | undefined;

export const requestPerson = () => plainGet('/auth/person');

/** Sends the request now; called by the entry script before it loads the app. */
export const sendPersonRequestEarly = () => {
  if (early) return;
  const request = requestPerson();
  // A copy read here, before the authProvider takes the answer: the entry may act on who it is.
  const person = request.then((r) => (r.ok ? (r.clone().json() as Promise<Person>) : undefined)).catch(() => undefined);
  early = { request, sentAt: Date.now(), person };
};

/** Who the early request found logged in (nothing when none was sent, or nobody is). */
export const earlyPerson = () => early?.person ?? Promise.resolve(undefined);

/** Forgets an early answer that a login or logout has made out of date. */
export const discardEarlyPersonRequest = () => {
  early = undefined;
};

/** The early request if it is fresh and not taken yet, else a new one. */
export const takePersonRequest = () => {
  const request = early && Date.now() - early.sentAt < FRESH_MS ? early.request : requestPerson();
  early = undefined;
  return request;
};
