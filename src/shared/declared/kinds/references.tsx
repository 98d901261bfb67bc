import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ChipField,
  type RaRecord,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SingleFieldList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Declaration } from '../../../../domain/declare/declaration';
import { externalResources } from '../../../../domain/declare/external';
import type { Field, FileField, ReferenceField as ReferenceSpec } from '../../../../domain/declare/fields';
import { declarationNamed } from '../../../../domain/declare/registry';
import { useCodelistLanguage } from '../../lookups/codelists';
import { describedText } from '../describe';
import { OptionsInput } from './OptionsInput';
import { SearchInput } from './SearchInput';
import type { ScreenKind } from './spec';

/** How many records a reference input offers at once; typing narrows them down where the resource has a search. */
const REFERENCE_CHOICES = 100;

/** The derived field that names a reference's record (`from: { titleOf }`), which the screens show for it. */
export const titleFieldOf = (d: Declaration, reference: string) =>
  Object.entries(d.fields).find(([, f]) => f.from && 'titleOf' in f.from && f.from.titleOf === reference)?.[0];

/** The record in context as another resource's page or list names it: its title and describing texts. */
const DescribedText = ({ d }: { d: Declaration }) => {
  const translate = useTranslate();
  const language = useCodelistLanguage();
  return <>{describedText(d, useRecordContext(), translate, true, language)}</>;
};

/**
 * A record (or several) of another declared resource, chosen by its title and describing fields. Where that resource lives
 * in the same parent as this one (an item's speakers, both of a course), only the records of the
 * parent the form is about are offered.
 */
const DeclaredChoice = ({
  d,
  name,
  label,
  resource,
  many,
  required,
}: {
  d: Declaration;
  name: string;
  label: string;
  resource: string;
  many: boolean;
  required: boolean;
}) => {
  const translate = useTranslate();
  const language = useCodelistLanguage();
  const other = declarationNamed(resource)!;
  const sameParent = d.belongsTo && other.belongsTo?.resource === d.belongsTo.resource ? d.belongsTo.field : undefined;
  const parentId = useWatch({ name: sameParent ?? name, disabled: !sameParent }) as unknown;
  const filter = sameParent ? { [other.belongsTo!.field]: parentId ?? 0 } : {};
  const searchParam = other.list.search?.length ? (other.list.searchParam ?? 'q') : undefined;
  const common = {
    label,
    optionText: (record: RaRecord) => describedText(other, record, translate, false, language),
    fullWidth: true,
    isRequired: required,
    filterToQuery: (text: string) => (searchParam && text ? { [searchParam]: text } : {}),
  };
  return many ? (
    <ReferenceArrayInput source={name} reference={resource} filter={filter} sort={other.list.sort} perPage={REFERENCE_CHOICES}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={name} reference={resource} filter={filter} sort={other.list.sort} perPage={REFERENCE_CHOICES}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
};

/**
 * A list filter on a reference: its records offered as a form offers them. `alwaysOn` is read by
 * react-admin from the element; its filter form gives every input the list's own `resource`, so the
 * referenced one goes by another name.
 */
const ReferenceFilter = ({ source, label, reference }: { source: string; label: string; reference: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const language = useCodelistLanguage();
  const other = declarationNamed(reference)!;
  return (
    <ReferenceInput source={source} reference={reference} sort={other.list.sort} perPage={REFERENCE_CHOICES}>
      <AutocompleteInput label={label} optionText={(record: RaRecord) => describedText(other, record, translate, false, language)} sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
};

export const reference: ScreenKind<ReferenceSpec> = {
  Input: ({ d, name, f, label, required }) => {
    if (declarationNamed(f.resource)) return <DeclaredChoice d={d} name={name} label={label} resource={f.resource} many={false} required={required} />;
    const external = externalResources[f.resource];
    if (external?.search)
      return <SearchInput d={d} source={name} label={label} search={external.search} fills={f.fills} shown={titleFieldOf(d, name)} required={required} />;
    if (external?.options) return <OptionsInput d={d} source={name} label={label} options={external.options} required={required} />;
    return <TextInput source={name} label={label} fullWidth disabled />;
  },
  // A declared record by its title; another resource's record by the field that names it, else its number.
  Value: ({ d, name, f, record }) => {
    const other = declarationNamed(f.resource);
    if (!other) {
      const shown = titleFieldOf(d, name);
      // With a field that names it, the name or nothing: never the other system's number.
      return <>{String((shown ? record[shown] : record[name]) ?? '')}</>;
    }
    return (
      <ReferenceField source={name} reference={f.resource} link={false} record={record}>
        <DescribedText d={other} />
      </ReferenceField>
    );
  },
  // A declared record is chosen by what names it (a period by its dates), never typed as a number.
  filter: ({ filter, label, f }) =>
    declarationNamed(f.resource) ? (
      <ReferenceFilter key={filter.name} source={filter.name} label={label} reference={f.resource} alwaysOn={filter.alwaysOn} />
    ) : (
      <TextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />
    ),
  cell: (value, { d, name, f, record, titleOf }) => {
    if (declarationNamed(f.resource)) return titleOf(f.resource, value) ?? null;
    const shown = titleFieldOf(d, name);
    return (shown ? record[shown] : null) ?? null;
  },
  sortable: true,
};

export const references: ScreenKind<Extract<Field, { kind: 'references' }>> = {
  Input: ({ d, name, f, label, required }) => <DeclaredChoice d={d} name={name} label={label} resource={f.resource} many required={required} />,
  Value: ({ name, f, record }) => (
    <ReferenceArrayField source={name} reference={f.resource} record={record}>
      <SingleFieldList linkType={false}>
        <ChipField source={declarationNamed(f.resource)?.title ?? 'id'} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ),
  filter: ({ filter, label }) => <TextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value, { f, titleOf }) =>
    Array.isArray(value)
      ? value
          .map((id) => titleOf(f.resource, id) ?? '')
          .filter(Boolean)
          .join(', ')
      : null,
  sortable: false,
};

/** The name of the file in a `file` field (`from: { fileName }`). */
export const fileNameFieldOf = (d: Declaration, file: string) =>
  Object.entries(d.fields).find(([, f]) => f.from && 'fileName' in f.from && f.from.fileName === file)?.[0];

export const file: ScreenKind<FileField> = {
  // A file is uploaded through its own slot (DeclaredFiles), never typed into a form.
  Input: () => null,
  Value: ({ d, name, record }) => <>{String(record[fileNameFieldOf(d, name) ?? ''] ?? '')}</>,
  filter: ({ filter, label }) => <TextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (_value, { d, name, record }) => record[fileNameFieldOf(d, name) ?? ''] ?? null,
  sortable: false,
};
