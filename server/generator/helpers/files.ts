import type { Declaration } from '../../../domain/declare/declaration';
import { childrenOf } from '../../../domain/declare/registry';
import { deleteFile } from '../../files/repository';
import { findRows, updateRow } from '../../repositories/declared';
import type { BeforeChange, HookContext, Row } from '../part';
import { tableMap } from '../table';

/**
 * Takes the file rows of `rows` (records of `d`) and of the records that belong to them, at any
 * depth, out of the database; answers their storage keys. A row's file columns are emptied first:
 * the row itself goes only with the delete that follows, and until then it would hold them.
 */
async function releaseFiles(c: HookContext, d: Declaration, rows: readonly Row[]): Promise<string[]> {
  const t = tableMap(d);
  const slots = Object.entries(d.fields)
    .filter(([, f]) => f.kind === 'file')
    .map(([name]) => name);
  const keys: string[] = [];
  for (const row of rows) {
    const held = slots.filter((slot) => row[slot] != null);
    if (held.length === 0) continue;
    await updateRow(c.q, t, Number(row.id), Object.fromEntries(held.map((slot) => [slot, null])));
    for (const slot of held) {
      const file = await deleteFile(c.q, Number(row[slot]));
      if (file) keys.push(file.storageKey);
    }
  }
  if (rows.length === 0) return keys;
  for (const child of childrenOf(d)) {
    const ct = tableMap(child);
    const children = await findRows(c.q, ct, [[`${ct.column(child.belongsTo!.field)} = ANY(?::int[])`, rows.map((row) => Number(row.id))]], true);
    keys.push(...(await releaseFiles(c, child, children)));
  }
  return keys;
}

/**
 * A deleted record leaves none of its uploads behind, nor those of the records that belong to it
 * (a course's attachment and its speakers' CVs): the file rows go in the delete's transaction, the
 * bytes only once it committed, so a refused or failed delete keeps both. For any resource with
 * `file` fields or children that have them.
 */
export const filesGoAlong = (): BeforeChange => async (c) => {
  if (c.operation !== 'delete' || !c.before) return undefined;
  const keys = await releaseFiles(c, c.d, [c.before]);
  if (keys.length > 0) {
    c.afterCommit(async () => {
      for (const key of keys) await c.files.remove(key);
    });
  }
  return undefined;
};
