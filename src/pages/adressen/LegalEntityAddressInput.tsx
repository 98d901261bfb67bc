import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRequired } from '../../shared/forms/RequiredFields';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { type Address, formatAddress } from './api';

/**
 * The address picker of a cooperation: the addresses the chosen organisation is known at
 * (/crm/public/legalentities/{id}/addresses). Another organisation clears the choice; when the
 * organisation has a single address, it is chosen at once.
 */
export const LegalEntityAddressInput = ({ entitySource = 'iddiclegalentity', source = 'iddicaddress' }: { entitySource?: string; source?: string }) => {
  const translate = useTranslate();
  const { setValue, clearErrors } = useFormContext();
  const entity = useWatch({ name: entitySource }) as number | null | undefined;
  const provider = useAppDataProvider();
  const required = useRequired()(source);
  const { data, isPending, isError } = useQuery({
    queryKey: ['legalentities', entity, 'addresses'],
    queryFn: () => provider.getLegalEntityAddresses<Address & { main?: boolean }>(entity!).then((page) => page.items),
    enabled: !!entity,
  });
  const previous = useRef(entity);

  useEffect(() => {
    if (previous.current !== entity) {
      previous.current = entity;
      setValue(source, null, { shouldDirty: true });
    }
  }, [entity, setValue, source]);
  useEffect(() => {
    if (data?.length !== 1) return;
    setValue(source, data[0]!.iddicaddress, { shouldDirty: true });
    clearErrors(source);
  }, [data, setValue, clearErrors, source]);

  if (!entity) {
    return (
      <RadioButtonGroupInput
        source={source}
        label="adressen.fields.workaddress_address"
        choices={[]}
        isRequired={required}
        helperText="adressen.pick_organisation_first"
      />
    );
  }
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (isError) return <Alert severity="error">{translate('UNKNOWN_ISSUE')}</Alert>;
  return (
    <RadioButtonGroupInput
      source={source}
      label="adressen.fields.workaddress_address"
      choices={data.map((a) => ({ id: a.iddicaddress, name: formatAddress(a, translate('register.box_short')) }))}
      isRequired={required}
      row={false}
    />
  );
};
