import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { declarationNamed } from '../../../domain/declare/registry';
import type { Declaration } from '../../../domain/declare/types';
import { useCurrentPerson } from '../layout/useCurrentPerson';
import { codelistChoices, useCodelist } from '../lookups/codelists';
import { useApiQuery } from '../useApiQuery';
import { useChoices } from './columns';
import { SearchInput } from './SearchInput';

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

/** How many records a reference input offers at once; typing narrows them down where the resource has a search. */
const REFERENCE_CHOICES = 100;

/**
 * A record (or several) of another declared resource, chosen by its `title`. Where that resource
 * lives in the same parent as this one (an item's speakers, both of a course), only the records of
 * the parent the form is about are offered.
 */
const ReferenceChoice = ({ d, source, label, resource, many, required }: { d: Declaration; source: string; label: string; resource: string; many: boolean; required: boolean }) => {
  const other = declarationNamed(resource);
  const sameParent = d.belongsTo && other?.belongsTo?.resource === d.belongsTo.resource ? d.belongsTo.field : undefined;
  const parentId = useWatch({ name: sameParent ?? source, disabled: !sameParent }) as unknown;
  if (!other) {
    const options = (d.fields[source] as { options?: string }).options;
    return options ? <OptionsInput d={d} source={source} label={label} path={options} /> : <TextInput source={source} label={label} fullWidth />;
  }
  const filter = sameParent ? { [other.belongsTo!.field]: parentId ?? 0 } : {};
  const searchParam = other.list.search?.length ? (other.list.searchParam ?? 'q') : undefined;
  const common = {
    label,
    optionText: other.title,
    fullWidth: true,
    isRequired: required,
    filterToQuery: (text: string) => (searchParam && text ? { [searchParam]: text } : {}),
  };
  return many ? (
    <ReferenceArrayInput source={source} reference={resource} filter={filter} sort={other.list.sort} perPage={REFERENCE_CHOICES}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={resource} filter={filter} sort={other.list.sort} perPage={REFERENCE_CHOICES}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
};

/**
 * A reference to a resource that is not declared, chosen from an API list (a course's contact among
 * its organisation's people): `:owner` is the record's owner, or for a new record the user's own.
 */
const OptionsInput = ({ d, source, label, path }: { d: Declaration; source: string; label: string; path: string }) => {
  const { person } = useCurrentPerson();
  const recordOwner = useWatch({ name: d.ownership?.field ?? source }) as number | undefined;
  const owner = (d.ownership ? recordOwner : undefined) ?? person?.legalEntityId;
  const query = useApiQuery(['options', path, owner], (provider) => provider.getOptions(path.replace(':owner', String(owner))), { enabled: owner != null });
  const choices = (query.data ?? []).map((item) => ({ id: item.id as number, name: String(item.name ?? `${item.firstname ?? ''} ${item.lastname ?? ''}`).trim() }));
  return <SelectInput source={source} label={label} choices={choices} isPending={query.isPending && owner != null} emptyText="" fullWidth />;
};

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
    case 'time':
      return <TextInput key={name} {...common} type="time" InputLabelProps={{ shrink: true }} />;
    case 'reference':
      if (f.search) return <SearchInput key={name} d={d} source={name} label={label} search={f.search} required={!!f.required} />;
      return <ReferenceChoice key={name} d={d} source={name} label={label} resource={f.resource} many={false} required={!!f.required} />;
    case 'references':
      return <ReferenceChoice key={name} d={d} source={name} label={label} resource={f.resource} many required={!!f.required} />;
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
