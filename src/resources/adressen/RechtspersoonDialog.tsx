import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { type FieldErrors, type FieldValues, type Resolver, useFormContext, useWatch } from 'react-hook-form';
import { WEBSITE_PROTOCOLS } from '../../../domain/text';
import { V } from '../../../domain/validation';
import { LegalEntityInput } from './LegalEntityInput';
import { AddressInputs, CooperationKindInput, RequestDialog, Row, StartDateInput } from './RequestDialog';
import { requiredMark } from '../../shared/forms/requiredMark';
import { addressChangeResolver } from './resolver';
import { codelistChoices, useCodelist } from '../../shared/lookups/codelists';
import { brusselsDate } from '../../../domain/dates';

type Mode = 'existing' | 'new';
const NEW_ORGANISATION_FIELDS = ['legalentityname', 'iddiclegalform', 'street', 'number', 'box', 'postcode', 'locality'] as const;

/**
 * For an existing organisation only its id (and any new phone, e-mail or website) is sent; the
 * inputs of a new organisation are then neither checked nor sent. For a new one, no id is sent.
 */
const prepare = (values: FieldValues): FieldValues => {
  if (values.mode !== 'existing') return { ...values, iddiclegalentity: null };
  const prepared: FieldValues = { ...values };
  for (const field of NEW_ORGANISATION_FIELDS) prepared[field] = null;
  return prepared;
};
const refine = (values: FieldValues, errors: FieldErrors) => {
  if (values.mode === 'existing' && !values.iddiclegalentity) errors.iddiclegalentity = { type: 'custom', message: V.select };
};
const base = addressChangeResolver(refine);
const resolver: Resolver<FieldValues> = (values, context, options) => base(prepare(values), context, options);

/** A new organisation forgets the one picked in the typeahead. */
const ModeWatcher = () => {
  const mode = useWatch({ name: 'mode' }) as Mode;
  const { setValue } = useFormContext();
  useEffect(() => {
    if (mode === 'new') setValue('iddiclegalentity', null);
  }, [mode, setValue]);
  return null;
};

const OrganisationInputs = () => {
  const translate = useTranslate();
  const mode = useWatch({ name: 'mode' }) as Mode;
  const { items } = useCodelist('legalform');
  if (mode === 'existing') return <LegalEntityInput />;
  return (
    <>
      <Row>
        <TextInput source="legalentityname" label="adressen.fields.legalentityname" validate={requiredMark} sx={{ flex: 2 }} fullWidth />
        <SelectInput
          source="iddiclegalform"
          label="adressen.fields.legalform"
          choices={codelistChoices(items)}
          translateChoice={false}
          validate={requiredMark}
          sx={{ flex: 1 }}
          fullWidth
        />
      </Row>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('adressen.organisation_address')}
      </Typography>
      <AddressInputs />
    </>
  );
};

const protocolChoices = WEBSITE_PROTOCOLS.map((p) => ({ id: p, name: `${p}://` }));

/**
 * (d) RECHTSPERSOON: the member works through an organisation, an existing one (typeahead) or a
 * new one with its name, legal form, contact data, website (with http or https, default http)
 * and address, and says in what capacity (WORKADDRESS) from which date.
 */
export const RechtspersoonDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const record = {
    code: 'RECHTSPERSOON',
    mode: 'existing' as Mode,
    startdate: brusselsDate(),
    iddiclegalentity: null,
    legalentityname: '',
    iddiclegalform: '',
    orgtelephone: '',
    orgemail: '',
    orgwebsite: '',
    siteProtocol: 'http',
    workaddress: '',
    street: '',
    number: '',
    box: '',
    postcode: '',
    locality: '',
    land: 'BE',
  };
  return (
    <RequestDialog title="adressen.requests.RECHTSPERSOON.title" intro="adressen.requests.RECHTSPERSOON.intro" record={record} resolver={resolver} onClose={onClose}>
      <ModeWatcher />
      <RadioButtonGroupInput
        source="mode"
        label="adressen.fields.organisation_mode"
        choices={[
          { id: 'existing', name: 'adressen.mode.existing' },
          { id: 'new', name: 'adressen.mode.new' },
        ]}
      />
      <OrganisationInputs />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('adressen.organisation_contact')}
      </Typography>
      <Row>
        <TextInput source="orgtelephone" label="adressen.fields.orgtelephone" type="tel" fullWidth />
        <TextInput source="orgemail" label="adressen.fields.orgemail" type="email" fullWidth />
      </Row>
      <Row>
        <SelectInput
          source="siteProtocol"
          label="adressen.fields.siteProtocol"
          choices={protocolChoices}
          translateChoice={false}
          validate={requiredMark}
          sx={{ flex: { sm: '0 0 140px' } }}
        />
        <TextInput source="orgwebsite" label="adressen.fields.orgwebsite" placeholder="www.voorbeeld.be" type="url" fullWidth />
      </Row>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('adressen.cooperation_section')}
      </Typography>
      <CooperationKindInput />
      <StartDateInput />
    </RequestDialog>
  );
};
