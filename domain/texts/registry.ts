/** A resource's Dutch texts as the catalogue holds them (domain/texts/resources/<name>.ts, typed per declaration). */
export type ResourceTexts = {
  name: string;
  fields: Record<string, string>;
  choices?: Record<string, Record<string, string>>;
  notices?: Record<string, string>;
  [key: string]: unknown;
};

/**
 * The resources' texts of this process: the server registers the files of domain/texts/resources
 * when it starts (its mails and exports name choices in Dutch), the browser through Vite's glob import.
 */
const registered = new Map<string, ResourceTexts>();

export function registerTexts(texts: Record<string, ResourceTexts>) {
  for (const [name, t] of Object.entries(texts)) registered.set(name, t);
}

export const textsOf = (resource: string) => registered.get(resource);

/** A field's label, in Dutch. */
export const fieldLabel = (resource: string, field: string) => registered.get(resource)?.fields[field] ?? field;

/** The Dutch text of a choice's value (a state), or the value itself where there is none. */
export const choiceText = (resource: string, field: string, value: string) => registered.get(resource)?.choices?.[field]?.[value] ?? value;
