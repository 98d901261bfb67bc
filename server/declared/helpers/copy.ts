import { schemasOf, writableFields } from '../../../domain/declare/schemas';
import { insertAudit, insertRow, lockTable } from '../../repositories/declared';
import { parseOrThrow } from '../../validate';
import { beforeChange } from '../hooks';
import type { ActionHandler } from '../part';
import { checkRules } from '../rules';

/**
 * A copy: the same content as a new record in the queue's first state, for the same owner, with the
 * fields the action asks for (a course's new dates); checked as a new record is. Its audit row names
 * the original.
 */
export const copyRecord = (): ActionHandler => ({
  creates: true,
  async run(context) {
    const { q, d, t, record, body, caller } = context;
    const content = Object.fromEntries(writableFields(d).map(([field]) => [field, record[field]]));
    const values = parseOrThrow(schemasOf(d).create, { ...content, ...body }) as Record<string, unknown>;
    if (d.queue) values[d.queue.state] = d.queue.initial;
    if (d.ownership) values[d.ownership.field] = record[d.ownership.field];
    await lockTable(q, t);
    await checkRules(q, d, t, values, null);
    Object.assign(values, await beforeChange({ ...context, operation: 'create', before: null, record: values }));
    const row = (await insertRow(q, t, values))!;
    await insertAudit(q, { username: caller.username, resource: d.name, recordId: row.id, action: 'create', before: null, after: { ...row, copiedFrom: record.id } });
    return row;
  },
});
