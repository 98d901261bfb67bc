import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { AddressInputs, RequestDialog, Row, StartDateInput } from './RequestDialog';
import { addressChangeResolver } from './resolver';
import { brusselsDate } from '../../../domain/dates';

const resolver = addressChangeResolver();

/** (a) DOMICILIE: a new private (home) address from a start date, with optional contact data. */
export const DomicilieDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const record = { code: 'DOMICILIE', startdate: brusselsDate(), street: '', number: '', box: '', postcode: '', locality: '', land: 'BE', telephone: '', mobile: '', email: '' };
  return (
    <RequestDialog title="adressen.requests.DOMICILIE.title" intro="adressen.requests.DOMICILIE.intro" record={record} resolver={resolver} onClose={onClose}>
      <AddressInputs />
      <StartDateInput />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('adressen.contact_section')}
      </Typography>
      <Row>
        <TextInput source="telephone" label="adressen.fields.telephone" type="tel" fullWidth />
        <TextInput source="mobile" label="adressen.fields.mobile" type="tel" fullWidth />
      </Row>
      <TextInput source="email" label="adressen.fields.email" type="email" fullWidth />
    </RequestDialog>
  );
};
