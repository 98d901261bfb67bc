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
export const OptionsInput = ({ d, source, label, options }: { d: Declaration; source: string; label: string; options: NonNullable<ExternalResource['options']> }) => {
  const { person } = useCurrentPerson();
  const recordOwner = useWatch({ name: d.ownership?.field ?? source }) as number | undefined;
  const owner = (d.ownership ? recordOwner : undefined) ?? person?.legalEntityId;
  const query = useApiQuery(['options', options.path, owner], (provider) => provider.getOptions(options.path.replace(':owner', String(owner))), { enabled: owner != null });
  const choices = (query.data ?? []).map((item) => ({ id: item.id as number, name: options.label.map((field) => item[field] ?? '').join(' ').trim() }));
  return <SelectInput source={source} label={label} choices={choices} isPending={query.isPending && owner != null} emptyText="" fullWidth />;
};
