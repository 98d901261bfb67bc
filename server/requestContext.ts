import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a request's work carries through its awaits: its id (for the mails it queues, DESIGN §7)
 * and its database lane (server/db/lanes.ts). One store for both: every promise of a request pays
 * for each store that is entered, so the two ride together.
 */
export interface RequestContext {
  requestId: string | null;
  /** One kind of request ("GET /api/..."), or the background (the mail worker, start-up). */
  lane: string;
  /** Work that holds a connection already (a query beside an open transaction). */
  nested: boolean;
}

const BACKGROUND: RequestContext = { requestId: null, lane: 'background', nested: false };
const store = new AsyncLocalStorage<RequestContext>();

/** Runs `fn`, and everything it leads to, in `context`. */
export const runInContext = <T>(context: RequestContext, fn: () => T): T => store.run(context, fn);

export const currentContext = (): RequestContext => store.getStore() ?? BACKGROUND;

/** The id of the request being served, for work it starts that outlives it (a queued mail). */
export const currentRequestId = (): string | null => currentContext().requestId;
