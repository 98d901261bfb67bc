import type { Declaration } from '../../../domain/declare/declaration';
import { childrenOf } from '../../../domain/declare/registry';
import { schemasOf, writableFields } from '../../../domain/declare/schemas';
import { addDays, daysBetween } from '../../../domain/rules/courses';
import { copyMark } from '../../../domain/texts/errors.nl';
import { findFile, insertFile } from '../../files/repository';
import { findRow, findRows, insertAudit, insertRow, lockTable } from '../../repositories/declared';
import { parseOrThrow } from '../../validate';
import { beforeChange } from '../hooks';
import type { ActionHandler, HookContext, Row } from '../part';
import { checkChildrenWithin, checkRules } from '../rules';
import { tableMap } from '../table';

export interface CopyOptions {
  /** A text field that says the record is a copy ("… (kopie)") until someone changes it. */
  marked?: string;
  /** The records that belong to it come along (a course's speakers and items), their dates moved as far as this date field moved. */
  children?: { shiftedBy: string };
}

/** The files a record's owner keeps while it may change (`whileEditable`: an attachment, a CV) are content and are copied. */
const copiedFiles = (d: Declaration) =>
  Object.entries(d.fields)
    .filter(([, f]) => f.kind === 'file' && f.whileEditable)
    .map(([name]) => name);

/** A stored file as a new one with its own bytes; the bytes go again when the copy is not committed. */
async function copyFile(c: HookContext, id: unknown) {
  const file = id ? await findFile(c.q, Number(id)) : undefined;
  if (!file) return null;
  const storageKey = c.files.newKey();
  c.onRollback(() => c.files.remove(storageKey));
  if (!(await c.files.copy(file.storageKey, storageKey, c.q))) return null;
  return (await insertFile(c.q, { ...file, storageKey }, c.caller.username)).id;
}

/** Children that point at other children (an item's speakers) are copied after those. */
const inOrder = (children: Declaration[]) =>
  [...children].sort(
    (a, b) =>
      Number(Object.values(a.fields).some((f) => 'resource' in f && f.resource === b.name)) -
      Number(Object.values(b.fields).some((f) => 'resource' in f && f.resource === a.name)),
  );

/** Copies the children of `from` into `to`: stored fields as they are, dates moved by `days`, references to copied siblings renumbered. */
async function copyChildren(c: HookContext, parent: Declaration, from: number, to: number, days: number) {
  const renumbered = new Map<string, Map<unknown, unknown>>();
  for (const child of inOrder(childrenOf(parent))) {
    const ct = tableMap(child);
    const ids = new Map<unknown, unknown>();
    renumbered.set(child.name, ids);
    const files = copiedFiles(child);
    for (const row of await findRows(c.q, ct, [[`${ct.column(child.belongsTo!.field)} = ?`, from]])) {
      const values: Row = {};
      for (const [name, f] of Object.entries(child.fields)) {
        const value = row[name];
        if (f.from) continue;
        if (name === child.belongsTo!.field) values[name] = to;
        else if (f.kind === 'date' && typeof value === 'string') values[name] = addDays(value, days);
        else if (f.kind === 'file') values[name] = files.includes(name) ? await copyFile(c, value) : null;
        else if (f.kind === 'references' && renumbered.has(f.resource))
          values[name] = ((value as unknown[]) ?? []).map((v) => renumbered.get(f.resource)!.get(v)).filter((v) => v != null);
        else if (f.kind === 'reference' && renumbered.has(f.resource)) values[name] = renumbered.get(f.resource)!.get(value) ?? null;
        else values[name] = value;
      }
      ids.set(row.id, (await insertRow(c.q, ct, values))!.id);
    }
  }
}

/**
 * A copy: the same content as a new record in the queue's first state, for the same owner, with the
 * fields the action asks for (a course's new dates); checked as a new record is. Optionally marked as
 * a copy, with its files and its children. Its audit row names the original.
 */
export const copyRecord = (options: CopyOptions = {}): ActionHandler => ({
  creates: true,
  async run(context) {
    const { q, d, t, record, body, caller } = context;
    const content = Object.fromEntries(writableFields(d).map(([field]) => [field, record[field]]));
    if (options.marked) {
      const f = d.fields[options.marked] as { max: number };
      const value = String(record[options.marked] ?? '');
      content[options.marked] = value.endsWith(copyMark) ? value : `${value.slice(0, f.max - copyMark.length)}${copyMark}`;
    }
    const values = parseOrThrow(schemasOf(d).create, { ...content, ...body }) as Record<string, unknown>;
    if (d.queue) values[d.queue.state] = d.queue.initial;
    if (d.ownership) values[d.ownership.field] = record[d.ownership.field];
    await lockTable(q, t);
    await checkRules(q, d, t, values, null);
    Object.assign(values, await beforeChange({ ...context, operation: 'create', before: null, record: values }));
    for (const name of copiedFiles(d)) values[name] = await copyFile(context, record[name]);
    let row = (await insertRow(q, t, values))!;
    if (options.children) {
      const by = options.children.shiftedBy;
      await copyChildren(context, d, Number(record.id), Number(row.id), daysBetween(String(record[by]), String(values[by])));
      await checkChildrenWithin(q, d, row);
      row = (await findRow(q, t, Number(row.id)))!;
    }
    await insertAudit(q, {
      username: caller.username,
      resource: d.name,
      recordId: row.id,
      action: 'create',
      before: null,
      after: { ...row, copiedFrom: record.id },
    });
    return row;
  },
});
