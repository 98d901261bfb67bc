/** A resource's texts as the catalogue holds them (domain/texts/resources/<name>.ts, resources-fr/ in French; typed per declaration). */
export type ResourceTexts = {
  name: string;
  fields: Record<string, string>;
  choices?: Record<string, Record<string, string>>;
  notices?: Record<string, string>;
  [key: string]: unknown;
};

/**
 * The resources' texts of this process, per language: the server registers the files of
 * domain/texts/resources (Dutch) and resources-fr (French) when it starts, the browser through Vite's
 * glob import. Dutch is what a caller gets without naming a language: the mails and exports speak it.
 */
const registered = { nl: new Map<string, ResourceTexts>(), fr: new Map<string, ResourceTexts>() };

type TextsLanguage = keyof typeof registered;

export function registerTexts(texts: Record<string, ResourceTexts>, language: TextsLanguage = 'nl') {
  for (const [name, t] of Object.entries(texts)) registered[language].set(name, t);
}

export const textsOf = (resource: string, language: TextsLanguage = 'nl') => registered[language].get(resource);

/** A field's label, in Dutch unless told. */
export const fieldLabel = (resource: string, field: string, language: TextsLanguage = 'nl') => textsOf(resource, language)?.fields[field] ?? field;

/** The text of a choice's value (a state), in Dutch unless told, or the value itself where there is none. */
export const choiceText = (resource: string, field: string, value: string, language: TextsLanguage = 'nl') =>
  textsOf(resource, language)?.choices?.[field]?.[value] ?? value;
