import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { type FieldErrors, type FieldValues, type Resolver, useFormContext, useWatch } from 'react-hook-form';
import { brusselsDate } from '../../../domain/dates';
import { addressChangeSchema, NEW_LEGAL_ENTITY_REQUIRED } from '../../../domain/schemas/members';
import { WEBSITE_PROTOCOLS } from '../../../domain/text';
import { V } from '../../../domain/validation';
import { RequiredFields } from '../../shared/forms/RequiredFields';
import { requiredIn } from '../../shared/forms/zod';
import { codelistChoices, useCodelist } from '../../shared/lookups/codelists';
import { LegalEntityInput } from './LegalEntityInput';
import { AddressInputs, CooperationKindInput, RequestDialog, Row, StartDateInput } from './RequestDialog';
import { addressChangeResolver } from './resolver';

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
const required = requiredIn(addressChangeSchema, { code: 'RECHTSPERSOON' });
/** Required of a new organisation only (the schema's refinement), whose inputs are shown for it alone. */
const requiredWhenNew = (name: string) => required(name) || (NEW_LEGAL_ENTITY_REQUIRED as readonly string[]).includes(name);

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
    <RequiredFields of={requiredWhenNew}>
      <Row>
        <TextInput
          source="legalentityname"
          label="adressen.fields.legalentityname"
          isRequired={requiredWhenNew('legalentityname')}
          sx={{ flex: 2 }}
          fullWidth
        />
        <SelectInput
          source="iddiclegalform"
          label="adressen.fields.legalform"
          choices={codelistChoices(items)}
          translateChoice={false}
          isRequired={requiredWhenNew('iddiclegalform')}
          sx={{ flex: 1 }}
          fullWidth
        />
      </Row>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('adressen.organisation_address')}
      </Typography>
      <AddressInputs />
    </RequiredFields>
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
    <RequestDialog
      title="adressen.requests.RECHTSPERSOON.title"
      intro="adressen.requests.RECHTSPERSOON.intro"
      record={record}
      resolver={resolver}
      required={required}
      onClose={onClose}
    >
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
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('adressen.organisation_contact')}
      </Typography>
      <Row>
        <TextInput source="orgtelephone" label="adressen.fields.orgtelephone" isRequired={required('orgtelephone')} type="tel" fullWidth />
        <TextInput source="orgemail" label="adressen.fields.orgemail" isRequired={required('orgemail')} type="email" fullWidth />
      </Row>
      <Row>
        <SelectInput
          source="siteProtocol"
          label="adressen.fields.siteProtocol"
          choices={protocolChoices}
          translateChoice={false}
          // No asterisk: the schema defaults to http. The empty choice means http too, as in the register wizard.
          isRequired={required('siteProtocol')}
          emptyText=""
          emptyValue="http"
          sx={{ flex: { sm: '0 0 140px' } }}
        />
        <TextInput
          source="orgwebsite"
          label="adressen.fields.orgwebsite"
          isRequired={required('orgwebsite')}
          placeholder="www.voorbeeld.be"
          type="url"
          fullWidth
        />
      </Row>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('adressen.cooperation_section')}
      </Typography>
      <CooperationKindInput />
      <StartDateInput />
    </RequestDialog>
  );
};
