import { memberName } from '../../services/wachtdiensten';
import type { BeforeChange, BeforeTransition } from '../part';

/** A request names its requester in full (their ordenummer is the owner field `field`). */
export const requesterNamed =
  (field: string, nameField: string): BeforeChange =>
  async ({ operation, record, q }) =>
    operation === 'create' && record[field] && !record[nameField] ? { [nameField]: (await memberName(q, String(record[field]))) ?? record[field] } : undefined;

/** The decision's comment is the request's own (SPEC §3 Requests: comments), shown to the requester. */
export const commentKept =
  (field: string): BeforeTransition =>
  ({ comment }) => ({ [field]: comment });
