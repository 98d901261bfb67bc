import { memberName } from '../../repositories/persons';
import type { BeforeChange, BeforeTransition } from '../part';

/**
 * A new record names the member whose ordenummer `field` holds in full (`nameField`), for lists and
 * searches that show people by name; their ordenummer where they are no person of the Order.
 */
export const memberNamed =
  (field: string, nameField: string): BeforeChange =>
  async ({ operation, record, q }) =>
    operation === 'create' && record[field] && !record[nameField] ? { [nameField]: (await memberName(q, String(record[field]))) ?? record[field] } : undefined;

/** The decision's comment is the record's own (SPEC §3 Requests: comments), shown to the one who asked. */
export const commentKept =
  (field: string): BeforeTransition =>
  ({ comment }) => ({ [field]: comment });
