import { TextInput } from 'react-admin';
import { brusselsDate } from '../../../domain/dates';
import { addressChangeSchema } from '../../../domain/schemas/members';
import { requiredIn } from '../../shared/forms/zod';
import { LegalEntityAddressInput } from './LegalEntityAddressInput';
import { LegalEntityInput } from './LegalEntityInput';
import { CooperationKindInput, RequestDialog, Row, StartDateInput } from './RequestDialog';
import { addressChangeResolver } from './resolver';

const resolver = addressChangeResolver();
const required = requiredIn(addressChangeSchema, { code: 'CONTACTNEW' });

/**
 * (b) CONTACTNEW: start a cooperation. The organisation comes from the typeahead, then one of its
 * addresses, the kind of cooperation (WORKADDRESS) and the start date.
 */
export const ContactNewDialog = ({ onClose }: { onClose: () => void }) => {
  const record = { code: 'CONTACTNEW', startdate: brusselsDate(), iddiclegalentity: null, iddicaddress: null, workaddress: '', telephone: '', email: '' };
  return (
    <RequestDialog
      title="adressen.requests.CONTACTNEW.title"
      intro="adressen.requests.CONTACTNEW.intro"
      record={record}
      resolver={resolver}
      required={required}
      onClose={onClose}
    >
      <LegalEntityInput />
      <LegalEntityAddressInput />
      <CooperationKindInput />
      <StartDateInput />
      <Row>
        <TextInput source="telephone" label="adressen.fields.work_telephone" isRequired={required('telephone')} type="tel" fullWidth />
        <TextInput source="email" label="adressen.fields.work_email" isRequired={required('email')} type="email" fullWidth />
      </Row>
    </RequestDialog>
  );
};
