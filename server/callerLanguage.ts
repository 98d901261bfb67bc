import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../domain/errors';
import { acceptedLanguages, type Language, preferredLanguage } from '../domain/language';
import { errorMessages, successMessages, validationMessages } from '../domain/texts/errors.nl';
import type { AppError, InEachLanguage } from './errors';
import { textIn } from './i18n';

/** The caller's language: the session's; for an anonymous call the Accept-Language header's first; else Dutch. */
export const callerLanguage = (request: FastifyRequest): Language =>
  request.user?.language ?? preferredLanguage(acceptedLanguages(request.headers['accept-language']));

/**
 * The message behind a Dutch text that carries no values, for a refusal made without its keys
 * (e.g. `new AppError(400, code, dutch(key))`): each code's and validation key's own text.
 */
let byDutchText: Map<string, string> | undefined;
const keyOfDutch = (text: string) => {
  byDutchText ??= new Map([
    ...Object.entries({ ...errorMessages, ...successMessages }).map(([code, dutchText]) => [dutchText, code] as const),
    ...Object.entries(validationMessages).map(([key, dutchText]) => [dutchText, `validation.${key}`] as const),
  ]);
  return byDutchText.get(text);
};

/**
 * A refusal's texts in the caller's language. Dutch ones stay as made; otherwise each text is worded
 * anew from its message key, or from the Dutch text's own key, or taken in the caller's language where
 * it was made in each; a text none of these names (a value filled in, a text of an area's own
 * catalogue) keeps its code's general text, a field's its Dutch text.
 */
export function refusalIn(language: Language, error: Pick<AppError, 'errorcode' | 'usererror' | 'fields' | 'keys'>) {
  if (language === 'nl') return { usererror: error.usererror, fields: error.fields };
  const word = (key: string | InEachLanguage | undefined, dutchText: string | undefined, otherwise: string | undefined) => {
    if (typeof key === 'object') return key[language];
    const message = key ?? (dutchText === undefined ? undefined : keyOfDutch(dutchText));
    return message ? textIn(language, message) : otherwise;
  };
  const usererror = word(error.keys?.usererror, error.usererror, textIn(language, error.errorcode as ErrorCode)) ?? error.usererror;
  const fields =
    error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, word(error.keys?.fields?.[field], text, text)!]));
  return { usererror, fields };
}
