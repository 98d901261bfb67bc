import type { AuthProvider } from 'react-admin';
import { canUseRecord, canUseResource } from '../../domain/resourceAccess';
import { discardEarly } from '../dataProvider/early';
import { API } from '../dataProvider/http';
import { fallbackTexts } from '../i18n/fallbackTexts';
import { sendLoginMessage } from '../pages/login/loginMessage';
import { afterLoginPath } from './afterLogin';
import { loginRequest } from './loginRequest';
import { discardEarlyPersonRequest, takePersonRequest } from './personRequest';
import { type Person, rememberPath } from './session';

export { APP_VERSION } from './loginRequest';

let current: Person | null | undefined;
let pending: Promise<Person | null> | undefined;

/** The logged-in person, asked of the server once and then kept until login, logout or a 401. */
export async function currentPerson(): Promise<Person | null> {
  if (current !== undefined) return current;
  pending ??= takePersonRequest()
    .catch(() => {
      // No answer at all: the application itself cannot be reached (SPEC §8).
      throw new Error(fallbackTexts().app.not_accessible);
    })
    .then(async (res) => {
      if (res.status === 401 || res.status === 403) return null;
      if (res.status === 503) throw new Error(fallbackTexts().errors.SERVICE_UNAVAILABLE);
      // A 200 that is not JSON counts as not logged in, as on every REST call.
      if (res.ok && !(res.headers.get('content-type') ?? '').includes('json')) return null;
      if (!res.ok) throw new Error(fallbackTexts().app.not_accessible);
      return (await res.json()) as Person;
    })
    .then((person) => {
      current = person;
      return person;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

const identityOf = (person: Person) => ({ id: person.username, fullName: person.displayname });

/**
 * What the auth queries of react-admin (and the app's own `['auth', 'person']`) would answer, once the
 * session's person is known: the same answers as the functions below, at once. A record's access and
 * anything unknown are still asked.
 */
export function knownAuthAnswer(key: readonly unknown[]): { value: unknown } | undefined {
  if (key[0] !== 'auth' || !current) return undefined;
  switch (key[1]) {
    case 'checkAuth':
      return { value: true };
    case 'getPermissions':
      return { value: current.roles };
    case 'getIdentity':
      return { value: identityOf(current) };
    case 'person':
      return { value: current };
    case 'canAccess': {
      const { resource, action, recordId } = (key[2] ?? {}) as { resource?: unknown; action?: unknown; recordId?: unknown };
      if (typeof resource !== 'string' || typeof action !== 'string' || recordId !== undefined) return undefined;
      return { value: canUseResource(current.roles, resource, action) };
    }
    default:
      return undefined;
  }
}

export const setCurrentPerson = (person: Person | null | undefined) => {
  discardEarlyPersonRequest();
  current = person;
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username?: string; password?: string }) {
    discardEarlyPersonRequest();
    discardEarly();
    current = await loginRequest(username, password);
    return { redirectTo: afterLoginPath(current) };
  },

  async logout() {
    discardEarlyPersonRequest();
    discardEarly();
    current = null;
    await fetch(`${API}/auth/logout`, { credentials: 'include', cache: 'no-store' }).catch(() => undefined);
    return '/login';
  },

  async checkAuth() {
    let person: Person | null;
    try {
      person = await currentPerson();
    } catch (error) {
      // Shown by the login page itself (src/pages/login), which does not use react-admin's notifications.
      sendLoginMessage((error as Error).message);
      throw { redirectTo: '/login', logoutUser: false, message: false };
    }
    if (!person) {
      rememberPath(window.location.pathname + window.location.search);
      // A plain Error here makes react-admin loop on the check (DESIGN §7 pitfalls).
      throw { redirectTo: '/login', logoutUser: false, message: false };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = null;
      rememberPath(window.location.pathname + window.location.search);
      sendLoginMessage(fallbackTexts().errors.LOGIN_MESSAGE);
      throw { redirectTo: '/login', message: false };
    }
    if (error?.status === 503) {
      current = null;
      sendLoginMessage(fallbackTexts().errors.SERVICE_UNAVAILABLE);
      throw { redirectTo: '/login', message: false };
    }
  },

  async getIdentity() {
    const person = await currentPerson();
    if (!person) throw new Error(fallbackTexts().errors.NOT_LOGGED_IN);
    return identityOf(person);
  },

  async getPermissions() {
    return (await currentPerson())?.roles ?? [];
  },

  async canAccess({ resource, action, record }) {
    const person = await currentPerson();
    if (!person) return false;
    if (!record) return canUseResource(person.roles, resource, action);
    const caller = { id: Number(person.id ?? 0), username: person.username, roles: person.roles, legalEntityId: person.legalEntityId ?? null };
    return canUseRecord(caller, resource, action, record);
  },
};
