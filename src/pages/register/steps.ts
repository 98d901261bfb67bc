import { NEW_ORGANISATION_FIELDS } from '../../shared/registration/model';

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
