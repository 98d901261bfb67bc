import type { ErrorCode } from '../errors';
import type { Access } from '../permissions';
import type { Fields } from './types';

/** A transition of an approval queue, as POST /{id}/actions/<name>. */
export interface Transition {
  from: readonly string[];
  to: string;
  roles: Exclude<Access, 'public'>;
  comment: 'none' | 'optional' | 'required';
  /** Fields of the record the decision sets (the assessor), asked for in the decision dialog. */
  sets?: readonly { field: string; required: boolean }[];
  /** A rule on the record that must hold first (the 2-week rule); the error code when it does not. */
  guard?: (record: Record<string, unknown>) => ErrorCode | null;
  /** A field the decision numbers: the next of the Brussels year (`2026-0001`), unique under the table's lock. */
  numbers?: string;
  /** Who is mailed the new state: the owner's people, or the secretariat; with the template's name. */
  notify?: { template: string; to: 'owner' | 'secretariat' };
  /** Where SPEC §7 names the call ("/bijscholing/aanvragen/:id/eok"), instead of POST {one}/actions/<name>. */
  path?: string;
  /**
   * The code of a move made twice (the record is already in `to`: a second submit from another
   * window). 409 with it instead of the queue's code; the browser then goes back to the list (SPEC §8: 500021).
   */
  repeated?: ErrorCode;
}

export interface Queue<F extends Fields = Fields> {
  /** The field that holds the state (a read-only `choice` field). */
  state: keyof F & string;
  /** Mail parameters taken from the record, by template parameter (`cursus: 'title'`). */
  mailParams?: Record<string, string>;
  /** A hand-written call ("METHOD /path" of `custom`) that takes every transition, instead of one route each. */
  via?: string;
  /**
   * Generated calls where SPEC §7 names them (`:id` is the record's id). `decide`: one POST that takes
   * every transition without a `path` of its own, by the state it leads to (`{ status, comment, ...sets }`),
   * instead of POST {one}/actions/<name> each; roles: those of the transitions (`decide`), each then
   * checked as its transition's. `statuses`: GET, the moves the caller may make now. `requests`: GET,
   * the record's requests and their decisions (the `requests` tab), GET {one}/aanvragen otherwise.
   */
  calls?: { decide?: string; statuses?: string; requests?: string };
  /** The code of a refused transition (409), e.g. CURSUS_STATUS_ERROR; STATUS_ERROR by default. */
  errorCode?: ErrorCode;
  initial: string;
  transitions: Record<string, Transition>;
  /** The queue opens on these records (SPEC §4: NEW, or ERROR). */
  defaultFilter: string;
}
