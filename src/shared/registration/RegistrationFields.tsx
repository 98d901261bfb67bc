import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { CONTACT_REQUIRED, NEW_ORGANISATION_REQUIRED, registrationSchema } from '../../../domain/schemas/registration';
import { WEBSITE_PROTOCOLS, withProtocol } from '../../../domain/text';
import { Details } from '../detail/DetailParts';
import { requiredIn } from '../forms/zod';
import { type Choice, useCodelist } from '../lookups/codelists';
import { LegalEntitySearch } from './LegalEntitySearch';
import type { RegistrationFormValues } from './model';

const label = (field: string) => `register.fields.${field}`;

/** The wizard's and the secretariat's form check one schema (shared/registration/resolver). */
const required = requiredIn(registrationSchema);
/** Asked only of a new organisation, which its fields are shown for alone. */
const requiredWhenNew = (name: string) => required(name) || (NEW_ORGANISATION_REQUIRED as readonly string[]).includes(name);

/** A grid that puts its inputs side by side on a wide screen and under each other on a phone. */
export const FieldGrid = ({ children, columns = 2 }: { children: ReactNode; columns?: number }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` }, columnGap: 2, '& .MuiFormControl-root': { m: 0 } }}>
    {children}
  </Box>
);

/** A titled group of fields (the steps of the wizard, the sections of the secretariat's edit form). */
export const FieldGroup = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Step 1: the person who registers, and (in the wizard only) the password of the account. */
export const PersonFields = ({ withPassword = true }: { withPassword?: boolean }) => (
  <>
    <FieldGrid>
      <TextInput source="firstname" label={label('firstname')} isRequired={required('firstname')} autoComplete="given-name" fullWidth />
      <TextInput source="lastname" label={label('lastname')} isRequired={required('lastname')} autoComplete="family-name" fullWidth />
    </FieldGrid>
    <TextInput source="email" label={label('email')} isRequired={required('email')} type="email" autoComplete="email" fullWidth />
    <TextInput
      source="username"
      label={label('username')}
      isRequired={required('username')}
      autoComplete="username"
      helperText="register.username_hint"
      fullWidth
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
    />
    {withPassword && (
      <FieldGrid>
        <TextInput
          source="password"
          label={label('password')}
          isRequired={required('password')}
          type="password"
          autoComplete="new-password"
          helperText="token.rule"
          fullWidth
        />
        <TextInput source="repassword" label={label('repassword')} isRequired={required('repassword')} type="password" autoComplete="new-password" fullWidth />
      </FieldGrid>
    )}
  </>
);

/** Two choices as radio buttons bound to one form value (the organisation mode, the contact). */
const RadioChoice = ({ name, legend, options }: { name: string; legend: string; options: { value: string | number; label: string }[] }) => {
  const { field } = useController({ name });
  return (
    <FormControl component="fieldset" sx={{ mb: 2 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={String(field.value)}
        onChange={(event) => {
          const option = options.find((o) => String(o.value) === event.target.value);
          field.onChange(option?.value ?? event.target.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={String(option.value)} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/** The protocol of the website, as a prefix to choose (http by default, SPEC §5). */
const protocolChoices = WEBSITE_PROTOCOLS.map((p) => ({ id: p, name: `${p}://` }));

/** The choices plus the current value while the list loads, or when it is no longer active. */
const withCurrent = (choices: Choice[], value: unknown) =>
  value && !choices.some((c) => c.id === value) ? [...choices, { id: String(value), name: String(value) }] : choices;

/** The fields of a new organisation: name, legal form, address and website. */
const NewOrganisationFields = () => {
  const translate = useTranslate();
  const legalForms = useCodelist('legalform');
  const countries = useCodelist('COUNTRY');
  const [legalForm, country] = useWatch({ name: ['iddiclegalform', 'country'] });
  return (
    <>
      <TextInput source="name" label={label('name')} isRequired={requiredWhenNew('name')} autoComplete="organization" fullWidth />
      <SelectInput
        source="iddiclegalform"
        label={label('iddiclegalform')}
        isRequired={requiredWhenNew('iddiclegalform')}
        choices={withCurrent(legalForms.choices, legalForm)}
        fullWidth
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '3fr 1fr 1fr' }, columnGap: 2, '& .MuiFormControl-root': { m: 0 } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <TextInput source="street" label={label('street')} isRequired={requiredWhenNew('street')} autoComplete="address-line1" fullWidth />
        </Box>
        <TextInput source="housenumber" label={label('housenumber')} isRequired={requiredWhenNew('housenumber')} fullWidth />
        <TextInput source="box" label={label('box')} isRequired={requiredWhenNew('box')} fullWidth />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 2fr', sm: '1fr 3fr' }, columnGap: 2, '& .MuiFormControl-root': { m: 0 } }}>
        <TextInput source="postcode" label={label('postcode')} isRequired={requiredWhenNew('postcode')} autoComplete="postal-code" fullWidth />
        <TextInput source="locality" label={label('locality')} isRequired={requiredWhenNew('locality')} autoComplete="address-level2" fullWidth />
      </Box>
      {/* Drawn once the names are there: the typeahead keeps the text it first showed (the code). */}
      {countries.isPending ? (
        <TextField
          label={translate(label('country'))}
          required={requiredWhenNew('country')}
          value={country ?? ''}
          disabled
          fullWidth
          size="small"
          variant="filled"
          sx={{ mb: 3 }}
        />
      ) : (
        <AutocompleteInput
          source="country"
          label={label('country')}
          isRequired={requiredWhenNew('country')}
          choices={withCurrent(countries.choices, country)}
          disableClearable
          fullWidth
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, '& .MuiFormControl-root': { m: 0 } }}>
        <SelectInput
          source="siteProtocol"
          label={label('siteProtocol')}
          isRequired={requiredWhenNew('siteProtocol')}
          choices={protocolChoices}
          emptyText=""
          emptyValue="http"
        />
        <TextInput source="website" label={label('website')} isRequired={requiredWhenNew('website')} helperText="register.website_hint" fullWidth />
      </Box>
    </>
  );
};

/** Step 2: an existing organisation (typeahead) or a new one. */
export const OrganisationFields = () => {
  const translate = useTranslate();
  const mode = useWatch({ name: 'orgMode' });
  return (
    <>
      <RadioChoice
        name="orgMode"
        legend={translate('register.org_question')}
        options={[
          { value: 'existing', label: translate('register.org_existing') },
          { value: 'new', label: translate('register.org_new') },
        ]}
      />
      {mode === 'new' ? <NewOrganisationFields /> : <LegalEntitySearch />}
    </>
  );
};

/** Shown only for someone else than the requestor, who is then named in full (shared/registration/resolver). */
const contactRequired = (name: string) => required(name) || (CONTACT_REQUIRED as readonly string[]).includes(name.replace(/^contact\./, ''));

/** Step 3: the requestor is the contact person, or someone else whose name and e-mail are asked. */
export const ContactFields = () => {
  const translate = useTranslate();
  const same = useWatch({ name: 'contactSame' });
  return (
    <>
      <RadioChoice
        name="contactSame"
        legend={translate('register.contact_question')}
        options={[
          { value: 1, label: translate('register.contact_same') },
          { value: 0, label: translate('register.contact_other') },
        ]}
      />
      {Number(same) === 0 && (
        <>
          <FieldGrid>
            <TextInput source="contact.firstname" label={label('contact.firstname')} isRequired={contactRequired('contact.firstname')} fullWidth />
            <TextInput source="contact.lastname" label={label('contact.lastname')} isRequired={contactRequired('contact.lastname')} fullWidth />
          </FieldGrid>
          <TextInput source="contact.email" label={label('contact.email')} isRequired={contactRequired('contact.email')} type="email" fullWidth />
        </>
      )}
    </>
  );
};

/** Step 4: the kind of courses the provider will offer (code list CURSUSTYPE). */
export const CourseTypeField = () => {
  const types = useCodelist('CURSUSTYPE');
  return (
    <RadioButtonGroupInput
      source="cursustype"
      label={label('cursustype')}
      isRequired={required('cursustype')}
      choices={types.choices}
      isPending={types.isPending}
      row={false}
    />
  );
};

/**
 * What will be sent, to read over before submitting (the password is never shown); with
 * `withCourseType`, also the kind of courses (the read-only view of a decided registration).
 */
export const RegistrationSummary = ({ withCourseType = false, label: name }: { withCourseType?: boolean; label?: string }) => {
  const translate = useTranslate();
  const values = useWatch() as RegistrationFormValues;
  const legalForms = useCodelist('legalform');
  const countries = useCodelist('COUNTRY');
  const courseTypes = useCodelist('CURSUSTYPE');
  const existing = values.orgMode === 'existing';
  const address = [
    [values.street, values.housenumber, values.box ? `${translate('register.box_short')} ${values.box}` : ''].filter(Boolean).join(' '),
    [values.postcode, values.locality].filter(Boolean).join(' '),
    countries.label(values.country),
  ]
    .filter(Boolean)
    .join(', ');
  const contact =
    Number(values.contactSame) === 0
      ? `${values.contact?.firstname ?? ''} ${values.contact?.lastname ?? ''} (${values.contact?.email ?? ''})`
      : translate('register.contact_same');
  const rows: [string, string][] = [
    [translate(label('fullname')), `${values.firstname ?? ''} ${values.lastname ?? ''}`],
    [translate(label('email')), values.email ?? ''],
    [translate(label('username')), values.username ?? ''],
    ...(existing
      ? ([[translate('register.organisation'), values.legalentityName ?? '']] as [string, string][])
      : ([
          [translate(label('name')), values.name ?? ''],
          [translate(label('iddiclegalform')), legalForms.label(values.iddiclegalform)],
          [translate('register.address'), address],
          [translate(label('website')), withProtocol(values.website, values.siteProtocol) ?? '–'],
        ] as [string, string][])),
    [translate('register.steps.contact'), contact],
    ...(withCourseType ? ([[translate(label('cursustype')), courseTypes.label(values.cursustype) || '–']] as [string, string][]) : []),
  ];
  return (
    <Box sx={{ mb: 2 }}>
      <Details rows={rows} label={name ?? translate('register.summary')} />
    </Box>
  );
};
