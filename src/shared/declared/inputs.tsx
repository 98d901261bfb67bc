import { BooleanInput, DateInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Declaration } from '../../../domain/declare/types';
import { codelistChoices, useCodelist } from '../lookups/codelists';
import { useChoices } from './columns';

/** A number as the UI writes it: decimal comma (SPEC §5); the schema reads it back. */
const commaNumber = (value: unknown) => (typeof value === 'number' ? String(value).replace('.', ',') : ((value as string | null) ?? ''));

const CodeInput = ({ source, label, codelist }: { source: string; label: string; codelist: string }) => {
  const { items, isPending } = useCodelist(codelist);
  const chosen = useWatch({ name: source }) as string | null;
  // Only active items are offered, except the one already chosen (SPEC §5).
  return <SelectInput source={source} label={label} choices={codelistChoices(items, chosen ? [chosen] : [])} isPending={isPending} fullWidth />;
};

const CodesInput = ({ source, label, codelist }: { source: string; label: string; codelist: string }) => {
  const { items, isPending } = useCodelist(codelist);
  const chosen = (useWatch({ name: source }) as string[] | null) ?? [];
  return <SelectArrayInput source={source} label={label} choices={codelistChoices(items, chosen)} isPending={isPending} fullWidth />;
};

const ChoiceInput = ({ d, source, label }: { d: Declaration; source: string; label: string }) => (
  <SelectInput source={source} label={label} choices={useChoices(d, source)} fullWidth />
);

/** The form input of one declared field; required fields are marked, the zod resolver gives the errors. */
export function inputOf(d: Declaration, name: string) {
  const f = d.fields[name]!;
  const label = `resources.${d.name}.fields.${name}`;
  const common = { source: name, label, fullWidth: true, isRequired: !!f.required };
  switch (f.kind) {
    case 'text':
      return <TextInput key={name} {...common} multiline={!!f.long} minRows={f.long ? 3 : undefined} />;
    case 'number':
      return <TextInput key={name} {...common} format={commaNumber} inputProps={{ inputMode: f.decimals > 0 ? 'decimal' : 'numeric' }} />;
    case 'date':
      return <DateInput key={name} {...common} />;
    case 'flag':
      return <BooleanInput key={name} source={name} label={label} />;
    case 'code':
      return <CodeInput key={name} source={name} label={label} codelist={f.codelist} />;
    case 'codes':
      return <CodesInput key={name} source={name} label={label} codelist={f.codelist} />;
    case 'choice':
      return <ChoiceInput key={name} d={d} source={name} label={label} />;
    default:
      return <TextInput key={name} {...common} />;
  }
}
