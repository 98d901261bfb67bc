import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { brusselsDate } from '../../../domain/dates';
import { addressChangeSchema } from '../../../domain/schemas/members';
import type { Cooperation } from '../../../domain/schemas/responses/members';
import { formatDate } from '../../i18n/format';
import { requiredIn } from '../../shared/forms/zod';
import { useCodelist } from '../../shared/lookups/codelists';
import { formatAddress } from './api';
import { RequestDialog, StartDateInput } from './RequestDialog';
import { addressChangeResolver } from './resolver';

const resolver = addressChangeResolver();
const required = requiredIn(addressChangeSchema, { code: 'CONTACTEND' });

/** (c) CONTACTEND: end one of the member's current cooperations on a date. */
export const ContactEndDialog = ({ cooperations, selected, onClose }: { cooperations: Cooperation[]; selected?: number; onClose: () => void }) => {
  const translate = useTranslate();
  const { label } = useCodelist('WORKADDRESS');
  const choices = cooperations.map((c) => ({
    id: c.iddiccontact,
    name: [
      c.legalentityname,
      label(c.workaddress),
      formatAddress(c, translate('register.box_short')),
      translate('adressen.since', { date: formatDate(c.startdate) }),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const record = {
    code: 'CONTACTEND',
    startdate: brusselsDate(),
    iddiccontact: selected ?? (cooperations.length === 1 ? cooperations[0]!.iddiccontact : null),
  };
  return (
    <RequestDialog
      title="adressen.requests.CONTACTEND.title"
      intro="adressen.requests.CONTACTEND.intro"
      record={record}
      resolver={resolver}
      required={required}
      onClose={onClose}
    >
      <RadioButtonGroupInput
        source="iddiccontact"
        label="adressen.fields.cooperation"
        choices={choices}
        translateChoice={false}
        isRequired={required('iddiccontact')}
        row={false}
      />
      <StartDateInput label="adressen.fields.enddate" />
    </RequestDialog>
  );
};
