import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Declaration } from '../../../../domain/declare/declaration';
import type { ExternalResource } from '../../../../domain/declare/external';
import { useCurrentPerson } from '../../layout/useCurrentPerson';
import { useApiQuery } from '../../useApiQuery';

/**
 * A record of a resource that is not declared, chosen from its list (a course's contact among its
 * organisation's people): `:owner` in the path is the record's owner, or for a new record the user's own.
 */
export const OptionsInput = ({
  d,
  source,
  label,
  options,
  required,
}: {
  d: Declaration;
  source: string;
  label: string;
  options: NonNullable<ExternalResource['options']>;
  required: boolean;
}) => {
  const { person } = useCurrentPerson();
  const recordOwner = useWatch({ name: d.ownership?.field ?? source }) as number | undefined;
  const owner = (d.ownership ? recordOwner : undefined) ?? person?.legalEntityId;
  const query = useApiQuery(['options', options.path, owner], (provider) => provider.getOptions(options.path.replace(':owner', String(owner))), {
    enabled: owner != null,
  });
  const choices = (query.data ?? []).map((item) => ({
    id: item.id as number,
    name: options.label
      .map((field) => item[field] ?? '')
      .join(' ')
      .trim(),
  }));
  const pending = query.isPending && owner != null;
  // Drawn anew once the choices are in, so the stored one is never a value the select does not offer (see CodeInput).
  return <SelectInput key={String(pending)} source={source} label={label} choices={choices} isPending={pending} emptyText="" fullWidth isRequired={required} />;
};
