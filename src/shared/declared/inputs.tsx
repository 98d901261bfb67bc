import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';

/** The form input of one declared field; required fields are marked, the zod resolver gives the errors. */
export function inputOf(d: Declaration, name: string) {
  const f = d.fields[name]!;
  const { Input } = screenKindOf(f);
  return <Input key={name} d={d} name={name} f={f} label={labelOf(d, name)} required={!!f.required} />;
}
