import { useWatch } from 'react-hook-form';
import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';

/** The form input of one declared field; required fields are marked, the zod resolver gives the errors. */
export function inputOf(d: Declaration, name: string) {
  const f = d.fields[name]!;
  const { Input } = screenKindOf(f);
  const input = <Input key={name} d={d} name={name} f={f} label={labelOf(d, name)} required={!!f.required} />;
  return f.onlyWhen ? (
    <AskedWhen key={name} field={f.onlyWhen.field} values={f.onlyWhen.values}>
      {input}
    </AskedWhen>
  ) : (
    input
  );
}

/** A field asked for only while another has one of some values (`onlyWhen`): the server keeps it empty otherwise. */
const AskedWhen = ({ field, values, children }: { field: string; values: readonly string[]; children: React.ReactNode }) => {
  const value = useWatch({ name: field });
  return values.includes(value) ? children : null;
};
