import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { registrationSchema } from '../../../domain/schemas/registration';
import { V } from '../../../domain/validation';

/**
 * The registration as the wizard's form holds it: the fields of `registrationSchema` plus two that
 * only steer the screen (orgMode: search an existing organisation or enter a new one;
 * legalentityName: the text of the chosen organisation).
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
export const NEW_ORGANISATION_FIELDS = ['name', 'iddiclegalform', 'street', 'housenumber', 'box', 'postcode', 'locality', 'country', 'website', 'siteProtocol'] as const;

/** The wizard's steps and the fields each one asks (paths as react-hook-form names them). */
export const STEPS = [
  { key: 'person', fields: ['firstname', 'lastname', 'email', 'username', 'password', 'repassword'] },
  { key: 'organisation', fields: ['iddiclegalentity', ...NEW_ORGANISATION_FIELDS] },
  { key: 'contact', fields: ['contactSame', 'contact.firstname', 'contact.lastname', 'contact.email'] },
  { key: 'confirm', fields: ['cursustype'] },
] as const;

/** The step that asks a field; an unknown field (a server surprise) belongs to the last step. */
export function stepOf(path: string) {
  const field = path.startsWith('contact.') ? `contact.${path.split('.')[1]}` : path;
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index >= 0 ? index : STEPS.length - 1;
}

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

export interface FieldIssue {
  path: string;
  /** An i18n key (validation.*) or an error code (PASS_AND_REPASS_NOT_SAME); react-admin translates both. */
  message: string;
}

/** A placeholder that passes the password rule, to check the other fields when no password is asked. */
const PLACEHOLDER_PASSWORD = 'onbelangrijk1';

/**
 * The registration checked with the domain's own `registrationSchema` (the rules the server applies),
 * one message per field. When an existing organisation is to be chosen, the choice is required and
 * the rules of a new organisation (and its contact) do not apply.
 */
export function registrationIssues(values: Partial<RegistrationFormValues>, withPassword = true): FieldIssue[] {
  const body = toRegistrationBody(values, true);
  const input = withPassword ? body : { ...body, password: PLACEHOLDER_PASSWORD, repassword: PLACEHOLDER_PASSWORD };
  const parsed = registrationSchema.safeParse(input);
  const existing = values.orgMode === 'existing';
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    issues.push({ path, message });
  };
  // Nothing chosen yet: the schema would take it for a new organisation and ask for its fields.
  const nothingChosen = existing && !values.iddiclegalentity;
  if (nothingChosen) add('iddiclegalentity', V.select);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (nothingChosen && ((NEW_ORGANISATION_FIELDS as readonly string[]).includes(path) || path.startsWith('contact.'))) continue;
    add(path, issue.message);
  }
  // Stricter than the schema, which asks them for a new organisation only: whoever names another
  // contact person names them in full, also for an existing organisation.
  if (body.contactSame === 0) {
    for (const field of ['firstname', 'lastname', 'email'] as const) {
      if (!body.contact[field]?.trim()) add(`contact.${field}`, V.required);
    }
  }
  return issues;
}

/** Puts a message at a dotted path of react-hook-form's nested error object. */
function setError(errors: Record<string, any>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part];
  }
  node[parts[parts.length - 1]!] = { type: 'validation', message };
}

/** issues as react-hook-form's errors */
export function toFieldErrors(issues: FieldIssue[]): FieldErrors {
  const errors: Record<string, any> = {};
  for (const issue of issues) setError(errors, issue.path, issue.message);
  return errors;
}

/**
 * The form's resolver: the whole registration is checked on every validation, react-hook-form then
 * keeps the messages of the fields it asked for (one step's, or one field's on blur).
 */
export const registrationResolver =
  (withPassword: boolean): Resolver<FieldValues> =>
  async (values) => {
    const issues = registrationIssues(values as Partial<RegistrationFormValues>, withPassword);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
  };

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
    siteProtocol: d.siteProtocol === 'https' ? 'https' : 'http',
    contactSame: d.contactSame === 0 ? 0 : 1,
    contact: {
      firstname: d.contact?.firstname ?? '',
      lastname: d.contact?.lastname ?? '',
      email: d.contact?.email ?? '',
    },
    cursustype: value('cursustype'),
  };
}
