import {
  ChipField,
  FunctionField,
  NumberField,
  type RaRecord,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useTranslate,
} from 'react-admin';
import { declarationNamed } from '../../../domain/declare/registry';
import type { Declaration } from '../../../domain/declare/types';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useCodelist } from '../lookups/codelists';

const CodeText = ({ codelist, value }: { codelist: string; value: string | null }) => <>{useCodelist(codelist).label(value)}</>;
const CodesText = ({ codelist, values }: { codelist: string; values: string[] | null }) => {
  const { label } = useCodelist(codelist);
  return <>{(values ?? []).map(label).join(', ')}</>;
};
const YesNo = ({ value }: { value: boolean }) => <>{useTranslate()(value ? 'app.yes' : 'app.no')}</>;

/** The list column of one declared field, shown as a person reads it: dd/MM/yyyy, decimal comma, Dutch texts. */
export function columnOf(d: Declaration, name: string) {
  const f = d.fields[name]!;
  const label = `resources.${d.name}.fields.${name}`;
  switch (f.kind) {
    case 'number':
      return <NumberField key={name} source={name} label={label} locales="nl-BE" options={{ maximumFractionDigits: f.decimals }} />;
    case 'date':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => formatDate(r[name])} />;
    case 'datetime':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => formatDateTime(r[name])} />;
    case 'flag':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => <YesNo value={!!r[name]} />} />;
    case 'code':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => <CodeText codelist={f.codelist} value={r[name]} />} />;
    case 'codes':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => <CodesText codelist={f.codelist} values={r[name]} />} />;
    case 'choice':
      return <FunctionField key={name} source={name} label={label} render={(r: RaRecord) => <ChoiceText d={d} field={name} value={r[name]} />} />;
    case 'reference': {
      // The referenced record by its title; a resource that is not declared (an organisation) shows its id.
      const other = declarationNamed(f.resource);
      if (!other) return <TextField key={name} source={name} label={label} />;
      return (
        <ReferenceField key={name} source={name} reference={f.resource} label={label} link={false}>
          <TextField source={other.title} />
        </ReferenceField>
      );
    }
    case 'references': {
      const other = declarationNamed(f.resource);
      return (
        <ReferenceArrayField key={name} source={name} reference={f.resource} label={label} sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source={other?.title ?? 'id'} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    }
    default:
      return <TextField key={name} source={name} label={label} />;
  }
}

const ChoiceText = ({ d, field, value }: { d: Declaration; field: string; value: string | null }) => {
  const translate = useTranslate();
  return <>{value ? translate(`resources.${d.name}.choices.${field}.${value}`, { _: value }) : ''}</>;
};

/** The choices of a `choice` field, with their Dutch texts. */
export function useChoices(d: Declaration, field: string) {
  const translate = useTranslate();
  const f = d.fields[field]!;
  return f.kind === 'choice' ? f.options.map((id) => ({ id, name: translate(`resources.${d.name}.choices.${field}.${id}`, { _: id }) })) : [];
}

/** A field's value in words: the codelist's description for a code, the declared text for a choice, else the value itself. */
export const ValueText = ({ d, field, value }: { d: Declaration; field: string; value: string | null | undefined }) => {
  const f = d.fields[field];
  if (f?.kind === 'code') return <CodeText codelist={f.codelist} value={value ?? null} />;
  if (f?.kind === 'choice') return <ChoiceText d={d} field={field} value={value ?? null} />;
  return <>{value ?? ''}</>;
};

/** A queue state in words. */
export const StateText = ({ d, value }: { d: Declaration; value: string | null | undefined }) => <ValueText d={d} field={d.queue?.state ?? ''} value={value} />;
