import type { Declaration } from '../../../domain/declare/declaration';
import { declarationNamed } from '../../../domain/declare/registry';
import type { Condition } from '../../repositories/declared';
import { findRows, insertAudit, lockTable, updateRow } from '../../repositories/declared';
import type { AfterChange, BeforeChange, Row } from '../part';
import { tableMap } from '../table';

/**
 * Read-only fields the server works out from the record on every create and change (an item's
 * points), reading the other records it needs with `find`.
 */
export const computed =
  (work: (record: Row, find: (resource: string, id: unknown) => Promise<Row | null>) => Promise<Row> | Row): BeforeChange =>
  async ({ operation, record, find }) =>
    operation === 'create' || operation === 'update' ? work(record, find) : undefined;

/**
 * After a record of this resource changed, works `resource`'s computed fields out again for its
 * records whose `via` field names it (the items of a coefficient), in the same transaction, each
 * change with its audit row; only those `where` keeps (SQL on that table: the items of courses not
 * yet decided). The other resource's `computed` hook does the working out.
 */
export const recompute =
  (
    resource: string,
    via: string,
    work: (record: Row, find: (resource: string, id: unknown) => Promise<Row | null>) => Promise<Row> | Row,
    where?: Condition,
  ): AfterChange =>
  async ({ operation, q, caller, after, find }) => {
    if (operation !== 'update' || !after) return;
    const d = declarationNamed(resource) as Declaration;
    const t = tableMap(d);
    // As any write of that table: its rules and computations see one change at a time.
    await lockTable(q, t);
    for (const before of await findRows(q, t, [[`${t.column(via)} = ?`, after.id], ...(where ? [where] : [])], true)) {
      const fresh = await work(before, find);
      if (Object.entries(fresh).every(([k, v]) => before[k] === v)) continue;
      const changed = await updateRow(q, t, before.id as number, fresh);
      await insertAudit(q, { username: caller.username, resource: d.name, recordId: before.id, action: 'update', before, after: changed });
    }
  };
