import { FunctionField, type RaRecord, useRecordContext } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';
import { useReadersRecord } from './readersRecord';

/** The list column of one declared field, shown as a person reads it: dd/MM/yyyy, decimal comma, texts in their language. */
export function columnOf(d: Declaration, name: string) {
  const { sortable } = screenKindOf(d.fields[name]!);
  const label = labelOf(d, name);
  return (
    <FunctionField
      key={name}
      source={name}
      label={label}
      sortable={sortable}
      render={(r: RaRecord) => <ReadersValue d={d} name={name} label={label} record={r} />}
    />
  );
}

interface CellProps {
  d: Declaration;
  name: string;
  label: string;
  /** Read by the table's header: the column's name and whether it sorts. */
  source: string;
  sortable: boolean;
}

const CellValue = ({ d, name, label }: CellProps) => {
  const record = useRecordContext();
  return record ? <ReadersValue d={d} name={name} label={label} record={record} /> : null;
};

/** A row's value in its reader's language (`useReadersRecord`). */
const ReadersValue = ({ d, name, label, record }: { d: Declaration; name: string; label: string; record: RaRecord }) => {
  const f = d.fields[name]!;
  const { Value } = screenKindOf(f);
  return <Value d={d} name={name} f={f} label={label} record={useReadersRecord(d, name, record)} />;
};

/**
 * The same column in a list's table: the value alone, in the table cell's own type. FunctionField
 * wraps every value in a Typography of that same type; a page of a list has hundreds of them.
 */
export function cellOf(d: Declaration, name: string) {
  const { sortable } = screenKindOf(d.fields[name]!);
  return <CellValue key={name} d={d} name={name} label={labelOf(d, name)} source={name} sortable={sortable} />;
}

/** A field's value in words, outside a list: the codelist's description for a code, the declared text for a choice. */
export const ValueText = ({ d, field, value }: { d: Declaration; field: string; value: unknown }) => {
  const f = d.fields[field];
  if (!f) return <>{value == null ? '' : String(value)}</>;
  const { Value } = screenKindOf(f);
  return <Value d={d} name={field} f={f} label={labelOf(d, field)} record={{ id: 0, [field]: value }} />;
};

/** A queue state in words. */
export const StateText = ({ d, value }: { d: Declaration; value: unknown }) => <ValueText d={d} field={d.queue?.state ?? ''} value={value} />;
