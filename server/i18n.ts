import { errorMessages, successMessages, validationMessages } from '../domain/texts/errors.nl';
import { messageParts } from '../domain/validation';

/** Dutch text for a validation key ('validation.required') or an error/success code. */
export function dutch(message: string): string {
  const [key, values] = messageParts(message);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), known(key));
}

function known(key: string): string {
  if (key.startsWith('validation.')) {
    return validationMessages[key.slice('validation.'.length) as keyof typeof validationMessages] ?? validationMessages.pattern;
  }
  return (errorMessages as Record<string, string>)[key] ?? (successMessages as Record<string, string>)[key] ?? validationMessages.pattern;
}
