import { errorMessages, successMessages, validationMessages } from '../domain/texts/errors.nl';

/** Dutch text for a validation key ('validation.required') or an error/success code. */
export function dutch(key: string): string {
  if (key.startsWith('validation.')) {
    return validationMessages[key.slice('validation.'.length) as keyof typeof validationMessages] ?? validationMessages.pattern;
  }
  return (
    (errorMessages as Record<string, string>)[key] ?? (successMessages as Record<string, string>)[key] ?? validationMessages.pattern
  );
}
