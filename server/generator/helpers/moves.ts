import { brusselsDate } from '../../../domain/dates';
import type { ErrorCode } from '../../../domain/errors';
import { AppError } from '../../errors';
import { nextYearNumber } from '../../repositories/declared';
import { type BeforeTransition, STAY } from '../part';

/**
 * A move made twice (the record is already where it leads: a second submit from another window) is
 * refused with its own code instead of the queue's (SPEC §8: 500021, the browser goes back to the list).
 */
export const repeated =
  (on: readonly string[], code: ErrorCode): BeforeTransition =>
  ({ d, name, transition, before }) => {
    if (on.includes(name) && before[d.queue!.state] === transition.to) throw new AppError(409, code);
    return undefined;
  };

/** A move to the state the record is in already changes nothing and answers the record (a double click). */
export const idempotent =
  (): BeforeTransition =>
  ({ d, transition, before }) =>
    before[d.queue!.state] === transition.to ? STAY : undefined;

/** The move numbers the record: the next number of the Brussels year (`2026-0001`), unique under the table's lock. */
export const yearNumber =
  (on: readonly string[], field: string): BeforeTransition =>
  async ({ q, t, name }) =>
    on.includes(name) ? { [field]: await nextYearNumber(q, t, field, brusselsDate().slice(0, 4)) } : undefined;

/** The move's comment is kept on the record (`field`), empty when the move has none: the reason of a decline, shown with it. */
export const commentInto =
  (on: readonly string[], field: string): BeforeTransition =>
  ({ name, comment }) =>
    on.includes(name) ? { [field]: comment || null } : undefined;
