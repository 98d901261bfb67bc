import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, SelectArrayInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ChoiceField, CodeField, Field, FlagField } from '../../../../domain/declare/fields';
import { codelistChoices, LONG_LIST, useCodelist } from '../../lookups/codelists';
import type { FieldProps, ScreenKind } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

/** The catalogue key of a choice's value, its text in the reader's language. */
export const choiceKey = (d: { name: string }, field: string, value: string) => `resources.${d.name}.choices.${field}.${value}`;

/** The choices of a `choice` field (or `choices`), with their texts in the reader's language. */
export function useChoices(props: FieldProps<ChoiceField | Of<'choices'>>) {
  const translate = useTranslate();
  return props.f.options.map((id) => ({ id, name: translate(choiceKey(props.d, props.name, id), { _: id }) }));
}

const CodeText = ({ codelist, values }: { codelist: string; values: readonly string[] }) => {
  const { label } = useCodelist(codelist);
  return <>{values.map(label).join(', ')}</>;
};
const ChoiceText = ({ props, values }: { props: FieldProps; values: readonly string[] }) => {
  const translate = useTranslate();
  return <>{values.map((v) => translate(choiceKey(props.d, props.name, v), { _: v })).join(', ')}</>;
};
const YesNo = ({ value }: { value: boolean }) => <>{useTranslate()(value ? 'app.yes' : 'app.no')}</>;

const CodeInput = ({ name, label, codelist, many, required }: { name: string; label: string; codelist: string; many: boolean; required: boolean }) => {
  const { items, isPending } = useCodelist(codelist);
  const chosen = useWatch({ name }) as string | string[] | null;
  // Only active items are offered, except those already chosen (SPEC §5). A long list (the 300
  // municipalities) is typed into, and narrows as one types.
  const choices = codelistChoices(items, chosen == null ? [] : Array.isArray(chosen) ? chosen : [chosen]);
  // Drawn anew once the list is in: react-admin's select keeps the choices it started with for one
  // render more, and MUI warns of a value (the record's code) it does not offer.
  if (choices.length > LONG_LIST) {
    const common = { source: name, label, choices, isPending, fullWidth: true, isRequired: required, translateChoice: false } as const;
    return many ? <AutocompleteArrayInput key={String(isPending)} {...common} /> : <AutocompleteInput key={String(isPending)} {...common} />;
  }
  return many ? (
    <SelectArrayInput key={String(isPending)} source={name} label={label} choices={choices} isPending={isPending} fullWidth isRequired={required} />
  ) : (
    <SelectInput key={String(isPending)} source={name} label={label} choices={choices} isPending={isPending} fullWidth isRequired={required} />
  );
};
const CodeFilter = ({ source, label, codelist, alwaysOn }: { source: string; label: string; codelist: string; alwaysOn?: boolean }) => {
  const { items, isPending } = useCodelist(codelist);
  // A filter read from the address (`?status=NEW`) waits for its list, as CodeInput does.
  return (
    <SelectInput
      key={String(isPending)}
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      isPending={isPending}
      choices={items.map((i) => ({ id: i.codedetail, name: i.description }))}
    />
  );
};
const ChoiceFilter = ({
  source,
  label,
  alwaysOn,
  props,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
  props: FieldProps<ChoiceField | Of<'choices'>>;
}) => <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={useChoices(props)} />;
const ChoiceInput = ({ props, many, required }: { props: FieldProps<ChoiceField | Of<'choices'>>; many: boolean; required: boolean }) => {
  const choices = useChoices(props);
  return many ? (
    <SelectArrayInput source={props.name} label={props.label} choices={choices} fullWidth isRequired={required} />
  ) : (
    <SelectInput source={props.name} label={props.label} choices={choices} fullWidth isRequired={required} />
  );
};
const FlagFilter = ({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={[
        { id: '1', name: translate('app.yes') },
        { id: '0', name: translate('app.no') },
      ]}
    />
  );
};

const list = (value: unknown) => (value == null ? [] : Array.isArray(value) ? (value as string[]) : [String(value)]);

export const flag: ScreenKind<FlagField> = {
  Input: ({ name, f, label }) => (
    <BooleanInput
      source={name}
      label={label}
      format={f.wire === 'number' ? (v) => v === 1 || v === true : undefined}
      parse={f.wire === 'number' ? (v) => (v ? 1 : 0) : undefined}
    />
  ),
  Value: ({ name, record }) => <YesNo value={!!record[name]} />,
  filter: ({ filter, label }) => <FlagFilter key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value, { translate }) => translate(value ? 'app.yes' : 'app.no'),
  sortable: true,
};

export const code: ScreenKind<CodeField> = {
  Input: ({ name, label, f, required }) => <CodeInput name={name} label={label} codelist={f.codelist} many={false} required={required} />,
  Value: ({ name, f, record }) => <CodeText codelist={f.codelist} values={list(record[name])} />,
  filter: ({ filter, label, f }) => <CodeFilter key={filter.name} source={filter.name} label={label} codelist={f.codelist} alwaysOn={filter.alwaysOn} />,
  // The export has the codes' descriptions in the reader's language filled in before it writes (exportXlsx).
  cell: (value) => value,
  sortable: true,
};

export const codes: ScreenKind<Of<'codes'>> = {
  Input: ({ name, label, f, required }) => <CodeInput name={name} label={label} codelist={f.codelist} many required={required} />,
  Value: ({ name, f, record }) => <CodeText codelist={f.codelist} values={list(record[name])} />,
  filter: ({ filter, label, f }) => <CodeFilter key={filter.name} source={filter.name} label={label} codelist={f.codelist} alwaysOn={filter.alwaysOn} />,
  cell: (value) => (Array.isArray(value) ? value.join(', ') : value),
  sortable: false,
};

export const choice: ScreenKind<ChoiceField> = {
  Input: ({ required, ...props }) => <ChoiceInput props={props} many={false} required={required} />,
  Value: ({ record, ...props }) => <ChoiceText props={props} values={list(record[props.name])} />,
  filter: ({ filter, label, ...props }) => (
    <ChoiceFilter key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} props={{ ...props, label }} />
  ),
  cell: (value, { d, name, translate }) => (value == null ? null : translate(choiceKey(d, name, String(value)), { _: String(value) })),
  sortable: true,
};

export const choices: ScreenKind<Of<'choices'>> = {
  Input: ({ required, ...props }) => <ChoiceInput props={props} many required={required} />,
  Value: ({ record, ...props }) => <ChoiceText props={props} values={list(record[props.name])} />,
  filter: ({ filter, label, ...props }) => (
    <ChoiceFilter key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} props={{ ...props, label }} />
  ),
  cell: (value, { d, name, translate }) =>
    list(value)
      .map((v) => translate(choiceKey(d, name, v), { _: v }))
      .join(', '),
  sortable: false,
};
