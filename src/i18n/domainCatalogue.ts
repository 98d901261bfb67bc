/** One language's server texts the screens read too (domain/texts/errors.<language>.ts). */
interface ServerTexts {
  errorMessages: object;
  successMessages: object;
  validationMessages: object;
}

/** Every screen file's texts in one object: each names top-level keys of its own (app, login, resources, ...). */
type AllOf<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer All) => void ? All : never;

type Catalogue<E extends ServerTexts, S extends readonly object[]> = E['errorMessages'] &
  E['successMessages'] & { validation: E['validationMessages']; errors: E['errorMessages']; success: E['successMessages'] } & AllOf<S[number]>;

/**
 * The product's own texts in one language, from that language's server texts and screen texts
 * (every export of src/i18n/<language>/screens.ts): the same shape for each, so each language's file is one call.
 * Resource keys are the spec's Dutch words (codelijsten, ...). Error and success codes also sit at
 * the root, so a server code translates as itself.
 */
export function domainCatalogue<E extends ServerTexts, S extends readonly object[]>(server: E, screens: S): Catalogue<E, S> {
  return {
    ...server.errorMessages,
    ...server.successMessages,
    validation: server.validationMessages,
    errors: server.errorMessages,
    success: server.successMessages,
    ...Object.assign({}, ...screens),
  } as Catalogue<E, S>;
}
