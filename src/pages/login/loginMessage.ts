/**
 * A message another page wants shown when the login page opens (after a 401, a new password, an
 * activation, an unreachable application). It travels through sessionStorage, so it arrives both when
 * the full app shows the login page itself and when /login is loaded on its own (light entry).
 */
export type LoginMessageKind = 'error' | 'success' | 'info';

export interface LoginMessage {
  text: string;
  kind: LoginMessageKind;
}

const KEY = 'ovd.loginMessage';
/** A message not picked up within this time belongs to no visit of the login page any more. */
const MAX_AGE_MS = 60_000;

export function sendLoginMessage(text: string, kind: LoginMessageKind = 'error') {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ text, kind, at: Date.now() }));
  } catch {
    // Storage disabled or full: the message is lost, the navigation still happens.
  }
}

/** The waiting message, left in place (safe to call twice in one render); see clearLoginMessage. */
export function peekLoginMessage(): LoginMessage | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { text, kind, at } = JSON.parse(raw) as LoginMessage & { at?: number };
    if (typeof text !== 'string' || !text || Date.now() - (at ?? 0) > MAX_AGE_MS) return null;
    return { text, kind: kind === 'success' || kind === 'info' ? kind : 'error' };
  } catch {
    return null;
  }
}

export function clearLoginMessage() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
