import type { ErrorCode } from '../errors';
import type { Access } from '../roles';

/**
 * A move of an approval queue from some states to the next (SPEC §4), POST {one}/actions/<name>
 * unless `paths` names its call. `S`: the state field's options; `N`: the declaration's field names.
 */
export interface Transition<S extends string = string, N extends string = string> {
  from: readonly S[];
  to: S;
  roles: Exclude<Access, 'public'>;
  comment: 'none' | 'optional' | 'required';
  /** Fields of the record the decision sets (an assessor), asked for in the decision form. */
  sets?: readonly { field: N; required: boolean }[];
}

export interface Queue<S extends string = string, T extends string = string, N extends string = string> {
  /** The field that holds the state: a read-only `choice`, or a `code` with its `options`. */
  state: N;
  initial: S;
  /** The queue opens on these records (SPEC §4: NEW, or ERROR); a record that reaches it waits for a decision. */
  defaultFilter: S;
  /** The code of a refused move (409), e.g. CURSUS_STATUS_ERROR; STATUS_ERROR by default. */
  errorCode?: ErrorCode;
  transitions: { readonly [name in T]: Transition<S, N> };
  /**
   * Moves that may also be made on every record the list's filter reaches at once (GET
   * {list}/actions/<name>/count, POST {list}/actions/<name>): the screen's "all" button. A bulk
   * move asks for no per-record values, so it leaves the fields it `sets` as they are.
   */
  bulk?: readonly T[];
  /**
   * Other names the `decide` call's body may use besides its own (`status`, `comment`): the names a
   * specification gives them (SPEC §3: statusCodeId, commentaar), and `id`, the record's id repeated
   * in the body (cursusId), which must then be the one of the path.
   */
  names?: { readonly status?: string; readonly comment?: string; readonly id?: string };
  /**
   * The `decide` call may carry changes to the record's own fields (the secretariat's corrections of
   * a request, SPEC §7's `service`): made first, as the same caller's change would be (its `edit`
   * access, states and rules), then the move, in one transaction.
   */
  edits?: boolean;
}

/**
 * How a state reads at a glance, from the transitions alone: the one the queue waits in; a final
 * state reached by a move that must say why (a refusal: declined, rejected); another final state
 * (approved, done); or one still on its way.
 */
export function stateTone(queue: Queue, state: string): 'waiting' | 'refused' | 'done' | 'open' {
  if (state === queue.defaultFilter) return 'waiting';
  const moves = Object.values(queue.transitions);
  if (moves.some((t) => t.from.includes(state))) return 'open';
  return moves.some((t) => t.to === state && t.comment === 'required') ? 'refused' : 'done';
}
