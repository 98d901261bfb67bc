import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { brusselsDate } from '../../../domain/dates';
import { addressChangeSchema } from '../../../domain/schemas/members';
import { requiredIn } from '../../shared/forms/zod';
import { AddressInputs, RequestDialog, Row, StartDateInput } from './RequestDialog';
import { addressChangeResolver } from './resolver';

const resolver = addressChangeResolver();
const required = requiredIn(addressChangeSchema, { code: 'DOMICILIE' });

/** (a) DOMICILIE: a new private (home) address from a start date, with optional contact data. */
export const DomicilieDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const record = {
    code: 'DOMICILIE',
    startdate: brusselsDate(),
    street: '',
    number: '',
    box: '',
    postcode: '',
    locality: '',
    land: 'BE',
    telephone: '',
    mobile: '',
    email: '',
  };
  return (
    <RequestDialog
      title="adressen.requests.DOMICILIE.title"
      intro="adressen.requests.DOMICILIE.intro"
      record={record}
      resolver={resolver}
      required={required}
      onClose={onClose}
    >
      <AddressInputs />
      <StartDateInput />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('adressen.contact_section')}
      </Typography>
      <Row>
        <TextInput source="telephone" label="adressen.fields.telephone" isRequired={required('telephone')} type="tel" fullWidth />
        <TextInput source="mobile" label="adressen.fields.mobile" isRequired={required('mobile')} type="tel" fullWidth />
      </Row>
      <TextInput source="email" label="adressen.fields.email" isRequired={required('email')} type="email" fullWidth />
    </RequestDialog>
  );
};
