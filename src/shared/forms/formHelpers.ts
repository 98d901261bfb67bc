/** SPEC §5 (Enter does not submit): the app-wide rule, so every form behaves alike. */
export { preventEnterSubmit } from './NoEnterSubmit';

/**
 * The per-field errors of a failed save. http() puts the server's `fields` on HttpError body.errors;
 * returned from a Form's onSubmit, react-admin shows them under the inputs.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string> | null } } | null)?.body?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/** The Dutch message http() already chose (SPEC §8), or react-admin's generic one. */
export const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'ra.notification.http_error');

/**
 * notify() arguments for a failed call. The message is already Dutch text, not a key; giving it as
 * the fallback too keeps the translator from looking it up as a key (and warning it is missing).
 */
export const errorNotification = (error: unknown) => {
  const message = errorText(error);
  return [message, { type: 'error' as const, messageArgs: { _: message } }] as const;
};
