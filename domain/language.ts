/** The portal's languages (SPEC: Dutch by default, French by choice); the accounts' CHECK holds the same two. */
export const LANGUAGES = ['nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language a list of preferred languages asks (the browser's navigator.languages, or the tags of
 * an Accept-Language header in its order): French when the first language named is French, else Dutch.
 * Only the first counts: a Dutch speaker who also reads French keeps Dutch.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  const first = tags.find((tag) => tag.trim() !== '' && tag.trim() !== '*');
  return first?.trim().toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, the most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
