import { languageHeader } from '../i18n/language';

/**
 * GET requests sent before the screen that needs them exists: a deep link's list, asked while the
 * app's code still loads. The first plain GET of the same path takes the answer (src/dataProvider/
 * http.ts), once, and only while it is fresh; an answer nobody takes is dropped.
 */
export const API = '/api';
const FRESH_MS = 5_000;
interface Sent {
  response: Promise<Response>;
  sentAt: number;
  /** The answer read, once it is in and a success. */
  body?: unknown;
}
const early = new Map<string, Sent>();

/** Whether an answer's body is JSON: a 200 that is not (a proxy's login page) is no answer of ours. */
export const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

const fresh = (sent: Sent | undefined): sent is Sent => !!sent && Date.now() - sent.sentAt < FRESH_MS;

/** The request exactly as http() sends a plain GET: the session cookie, never a cached answer. */
export const plainGet = (path: string) =>
  fetch(`${API}${path}`, { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/json', ...languageHeader() } });

export function sendEarly(path: string) {
  // Asked already and still fresh: that answer serves. One grown old, never taken, is asked anew.
  if (fresh(early.get(path))) return;
  const response = plainGet(path);
  const sent: Sent = { response, sentAt: Date.now() };
  early.set(path, sent);
  // A successful JSON answer is also kept read, for a screen's first frame (peekEarly). Not taken, a
  // failure is nobody's: the screen, if it comes, asks again.
  response
    .then((r) => (r.ok && isJson(r) ? r.clone().json() : undefined))
    .then((body) => {
      sent.body = body;
    })
    .catch(() => undefined);
}

/** The answer to `path` asked ahead, if it is in, fresh and a success; it stays there to be taken. */
export function peekEarly(path: string): unknown {
  const sent = early.get(path);
  return fresh(sent) ? sent.body : undefined;
}

export function takeEarly(path: string): Promise<Response> | undefined {
  const sent = early.get(path);
  early.delete(path);
  return fresh(sent) ? sent.response : undefined;
}

/** Forgets every answer asked ahead: after a logout or another login they are someone else's. */
export const discardEarly = () => early.clear();
