import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AutocompleteInput, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { DateTextInput } from '../../shared/forms/DateTextInput';
import { DialogForm } from '../../shared/forms/DialogForm';
import { errorNotification, serverFieldErrors } from '../../shared/forms/formHelpers';
import { RequiredFields, useRequired } from '../../shared/forms/RequiredFields';
import { codelistChoices, useCodelist } from '../../shared/lookups/codelists';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { requestsKey } from './api';

/** The kinds of cooperation a member may ask for (codelist WORKADDRESS without the address roles). */
export const COOPERATION_KINDS = ['CONTACT', 'ASSOCIE', 'WERKNEMER', 'ZELFSTANDIGE', 'ZAAKVOERDER'] as const;

export interface RequestDialogProps {
  title: string;
  intro?: string;
  record: FieldValues;
  resolver: Resolver<FieldValues>;
  /** The fields its kind of request requires (requiredIn(addressChangeSchema, { code })), for the shared inputs below. */
  required: (name: string) => boolean;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

/**
 * One address-change request in a dialog (SPEC §3). The save is pessimistic: the dialog waits for
 * the server, shows its field errors under the inputs, and on success closes with the Dutch
 * confirmation of the code the server answered (ADDRESS_REQUEST_SUCCESS, ...) and a fresh
 * list of requests.
 */
export const RequestDialog = ({ title, intro, record, resolver, required, onClose, children, maxWidth = 'md' }: RequestDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const provider = useAppDataProvider();

  const onSubmit = async (values: FieldValues) => {
    try {
      const { code } = await provider.fileAddressRequest(values);
      notify(code, { type: 'success', messageArgs: { _: translate('REQUEST_SUCCESS') } });
      await client.invalidateQueries({ queryKey: requestsKey });
      onClose();
      return undefined;
    } catch (error) {
      notify(...errorNotification(error));
      return serverFieldErrors(error);
    }
  };

  return (
    <DialogForm title={translate(title)} record={record} resolver={resolver} onSubmit={onSubmit} onClose={onClose} alwaysEnable maxWidth={maxWidth}>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(intro)}
        </Typography>
      )}
      <RequiredFields of={required}>{children}</RequiredFields>
    </DialogForm>
  );
};

/** Two or three inputs side by side on a larger screen, one under the other on a phone. */
export const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

export const StartDateInput = ({ label = 'adressen.fields.startdate' }: { label?: string }) => {
  const required = useRequired();
  return (
    <DateTextInput
      source="startdate"
      label={label}
      isRequired={required('startdate')}
      helperText="adressen.date_hint"
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
};

/** Street, number, box, postcode, locality and country of a new address (fields of addressFields). */
export const AddressInputs = () => {
  const { items } = useCodelist('COUNTRY');
  const required = useRequired();
  return (
    <>
      <Row>
        <TextInput source="street" label="adressen.fields.street" isRequired={required('street')} sx={{ flex: 3 }} fullWidth />
        <TextInput source="number" label="adressen.fields.number" isRequired={required('number')} sx={{ flex: 1 }} fullWidth />
        <TextInput source="box" label="adressen.fields.box" isRequired={required('box')} sx={{ flex: 1 }} fullWidth />
      </Row>
      <Row>
        <TextInput
          source="postcode"
          label="adressen.fields.postcode"
          isRequired={required('postcode')}
          inputProps={{ inputMode: 'numeric' }}
          sx={{ flex: 1 }}
          fullWidth
        />
        <TextInput source="locality" label="adressen.fields.locality" isRequired={required('locality')} sx={{ flex: 2 }} fullWidth />
      </Row>
      <AutocompleteInput
        source="land"
        label="adressen.fields.land"
        choices={codelistChoices(items)}
        translateChoice={false}
        isRequired={required('land')}
        disableClearable
        fullWidth
      />
    </>
  );
};

/** The kind of cooperation, labelled from the WORKADDRESS codelist. */
export const CooperationKindInput = () => {
  const { items } = useCodelist('WORKADDRESS');
  const required = useRequired();
  const choices = codelistChoices(items.filter((i) => (COOPERATION_KINDS as readonly string[]).includes(i.codedetail)));
  return (
    <SelectInput
      source="workaddress"
      label="adressen.fields.workaddress"
      choices={choices}
      translateChoice={false}
      isRequired={required('workaddress')}
      fullWidth
    />
  );
};
