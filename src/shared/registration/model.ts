import { splitProtocol } from '../../../domain/text';

/**
 * A provider's registration as its forms hold it (the public wizard, the secretariat's edit): the
 * fields of `registrationSchema` plus two that only steer the screen (orgMode: search an existing
 * organisation or enter a new one; legalentityName: the text of the chosen organisation).
 */
export interface RegistrationFormValues {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password?: string;
  repassword?: string;
  orgMode: 'existing' | 'new';
  iddiclegalentity: number | null;
  legalentityName: string;
  name: string;
  street: string;
  housenumber: string;
  box: string;
  postcode: string;
  locality: string;
  country: string;
  iddiclegalform: string;
  website: string;
  siteProtocol: 'http' | 'https';
  contactSame: 0 | 1;
  contact: { firstname: string; lastname: string; email: string };
  cursustype: string;
}

export const emptyRegistration: RegistrationFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  username: '',
  password: '',
  repassword: '',
  orgMode: 'existing',
  iddiclegalentity: null,
  legalentityName: '',
  name: '',
  street: '',
  housenumber: '',
  box: '',
  postcode: '',
  locality: '',
  country: 'BE',
  iddiclegalform: '',
  website: '',
  siteProtocol: 'http',
  contactSame: 1,
  contact: { firstname: '', lastname: '', email: '' },
  cursustype: '',
};

/** The fields of a new organisation; they are not sent when an existing one was chosen. */
export const NEW_ORGANISATION_FIELDS = [
  'name',
  'iddiclegalform',
  'street',
  'housenumber',
  'box',
  'postcode',
  'locality',
  'country',
  'website',
  'siteProtocol',
] as const;

/** Text as the schema wants it: required fields never undefined (that would hide the other rules). */
const text = (value: unknown) => (value == null ? '' : String(value));

/**
 * The body of POST /registraties (and, without the password, of the secretariat's edit): the form's
 * values in the schema's shape. An existing organisation sends its id only; the contact goes along
 * only when someone else than the requestor is named. The website is sent as entered with the chosen
 * protocol apart: the server trims it and prefixes the protocol when it has none (SPEC §5).
 */
export function toRegistrationBody(values: Partial<RegistrationFormValues>, withPassword = true) {
  const existing = values.orgMode === 'existing';
  const contactSame = Number(values.contactSame ?? 1) === 0 ? 0 : 1;
  const organisation = Object.fromEntries(NEW_ORGANISATION_FIELDS.map((field) => [field, existing ? null : text(values[field])]));
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    email: text(values.email),
    username: text(values.username),
    ...(withPassword ? { password: text(values.password), repassword: text(values.repassword) } : {}),
    iddiclegalentity: existing && values.iddiclegalentity ? Number(values.iddiclegalentity) : null,
    ...organisation,
    country: text(values.country) || 'BE',
    siteProtocol: values.siteProtocol === 'https' ? ('https' as const) : ('http' as const),
    contactSame: contactSame as 0 | 1,
    contact:
      contactSame === 1
        ? { firstname: null, lastname: null, email: null }
        : { firstname: text(values.contact?.firstname), lastname: text(values.contact?.lastname), email: text(values.contact?.email) },
    cursustype: text(values.cursustype),
  };
}

/**
 * A stored registration (GET /registraties/{id}: its `data`, and the organisation's name from the
 * join) as the form's values; empty texts instead of null, so an untouched form stays clean.
 */
export function registrationToForm(data: Record<string, any> | undefined, organisationName?: string | null): RegistrationFormValues {
  const d = data ?? {};
  const value = (field: string) => (d[field] == null ? '' : String(d[field]));
  const existing = !!d.iddiclegalentity;
  return {
    ...emptyRegistration,
    firstname: value('firstname'),
    lastname: value('lastname'),
    email: value('email'),
    username: value('username'),
    password: undefined,
    repassword: undefined,
    orgMode: existing ? 'existing' : 'new',
    iddiclegalentity: existing ? Number(d.iddiclegalentity) : null,
    legalentityName: existing ? (organisationName ?? '') : '',
    ...Object.fromEntries(NEW_ORGANISATION_FIELDS.map((field) => [field, value(field)])),
    country: value('country') || 'BE',
    ...splitProtocol(value('website'), d.siteProtocol === 'https' ? 'https' : 'http'),
    contactSame: d.contactSame === 0 ? 0 : 1,
    contact: {
      firstname: d.contact?.firstname ?? '',
      lastname: d.contact?.lastname ?? '',
      email: d.contact?.email ?? '',
    },
    cursustype: value('cursustype'),
  };
}
