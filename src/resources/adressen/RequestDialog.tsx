import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AutocompleteInput, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { DialogForm } from '../../shared/forms/DialogForm';
import { errorNotification, serverFieldErrors } from '../../shared/forms/formHelpers';
import { requestsKey } from './api';
import { DateTextInput } from '../../shared/forms/DateTextInput';
import { requiredMark } from '../../shared/forms/requiredMark';
import { codelistChoices, useCodelist } from '../../shared/lookups/codelists';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/** The kinds of cooperation a member may ask for (codelist WORKADDRESS without the address roles). */
export const COOPERATION_KINDS = ['CONTACT', 'ASSOCIE', 'WERKNEMER', 'ZELFSTANDIGE', 'ZAAKVOERDER'] as const;

export interface RequestDialogProps {
  title: string;
  intro?: string;
  record: FieldValues;
  resolver: Resolver<FieldValues>;
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
export const RequestDialog = ({ title, intro, record, resolver, onClose, children, maxWidth = 'md' }: RequestDialogProps) => {
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
      {children}
    </DialogForm>
  );
};

/** Two or three inputs side by side on a larger screen, one under the other on a phone. */
export const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

export const StartDateInput = ({ label = 'adressen.fields.startdate' }: { label?: string }) => (
  <DateTextInput source="startdate" label={label} validate={requiredMark} helperText="adressen.date_hint" sx={{ width: { xs: '100%', sm: 260 } }} />
);

/** Street, number, box, postcode, locality and country of a new address (fields of addressFields). */
export const AddressInputs = ({ required = true }: { required?: boolean }) => {
  const { items } = useCodelist('COUNTRY');
  const mark = required ? requiredMark : undefined;
  return (
    <>
      <Row>
        <TextInput source="street" label="adressen.fields.street" validate={mark} sx={{ flex: 3 }} fullWidth />
        <TextInput source="number" label="adressen.fields.number" validate={mark} sx={{ flex: 1 }} fullWidth />
        <TextInput source="box" label="adressen.fields.box" sx={{ flex: 1 }} fullWidth />
      </Row>
      <Row>
        <TextInput source="postcode" label="adressen.fields.postcode" validate={mark} inputProps={{ inputMode: 'numeric' }} sx={{ flex: 1 }} fullWidth />
        <TextInput source="locality" label="adressen.fields.locality" validate={mark} sx={{ flex: 2 }} fullWidth />
      </Row>
      <AutocompleteInput
        source="land"
        label="adressen.fields.land"
        choices={codelistChoices(items)}
        translateChoice={false}
        validate={mark}
        disableClearable
        fullWidth
      />
    </>
  );
};

/** The kind of cooperation, labelled from the WORKADDRESS codelist. */
export const CooperationKindInput = () => {
  const { items } = useCodelist('WORKADDRESS');
  const choices = codelistChoices(items.filter((i) => (COOPERATION_KINDS as readonly string[]).includes(i.codedetail)));
  return <SelectInput source="workaddress" label="adressen.fields.workaddress" choices={choices} translateChoice={false} validate={requiredMark} fullWidth />;
};
