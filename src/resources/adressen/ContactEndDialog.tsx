import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import type { Cooperation } from '../../../domain/schemas/responses/members';
import { formatAddress } from './api';
import { RequestDialog, StartDateInput } from './RequestDialog';
import { requiredMark } from '../../shared/forms/requiredMark';
import { addressChangeResolver } from './resolver';
import { useCodelist } from '../../shared/lookups/codelists';
import { formatDate } from '../../i18n/format';
import { brusselsDate } from '../../../domain/dates';

const resolver = addressChangeResolver();

/** (c) CONTACTEND: end one of the member's current cooperations on a date. */
export const ContactEndDialog = ({ cooperations, selected, onClose }: { cooperations: Cooperation[]; selected?: number; onClose: () => void }) => {
  const translate = useTranslate();
  const { label } = useCodelist('WORKADDRESS');
  const choices = cooperations.map((c) => ({
    id: c.iddiccontact,
    name: [
      c.legalentityname,
      label(c.workaddress),
      formatAddress(c),
      translate('adressen.since', { date: formatDate(c.startdate) }),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const record = { code: 'CONTACTEND', startdate: brusselsDate(), iddiccontact: selected ?? (cooperations.length === 1 ? cooperations[0]!.iddiccontact : null) };
  return (
    <RequestDialog title="adressen.requests.CONTACTEND.title" intro="adressen.requests.CONTACTEND.intro" record={record} resolver={resolver} onClose={onClose}>
      <RadioButtonGroupInput
        source="iddiccontact"
        label="adressen.fields.cooperation"
        choices={choices}
        translateChoice={false}
        validate={requiredMark}
        row={false}
      />
      <StartDateInput label="adressen.fields.enddate" />
    </RequestDialog>
  );
};
