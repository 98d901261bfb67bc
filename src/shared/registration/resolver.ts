import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { CONTACT_REQUIRED, registrationSchema } from '../../../domain/schemas/registration';
import { V } from '../../../domain/validation';
import { NEW_ORGANISATION_FIELDS, type RegistrationFormValues, toRegistrationBody } from './model';

/** One field's complaint about a registration, at its react-hook-form path. */
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
    for (const field of CONTACT_REQUIRED) {
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
