import { V } from '../../../domain/validation';
import { AppError } from '../../errors';
import { dutch } from '../../i18n';
import type { BeforeChange } from '../part';

/**
 * The row a reference names must belong to the record's owner (a course's contact is one of its own
 * organisation's people): `holds(id, owner)` asks the database. A refusal never tells whose it is.
 */
export const ownedReference =
  (field: string, holds: (q: Parameters<BeforeChange>[0]['q'], id: unknown, owner: unknown) => Promise<boolean>): BeforeChange =>
  async ({ operation, q, d, record }) => {
    if (operation !== 'create' && operation !== 'update') return undefined;
    const value = record[field];
    if (value == null) return undefined;
    const owner = d.ownership ? record[d.ownership.field] : null;
    if (!(await holds(q, value, owner))) throw new AppError(400, 'VALIDATION_ERROR', undefined, { [field]: dutch(V.select) });
    return undefined;
  };
