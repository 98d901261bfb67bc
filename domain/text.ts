/**
 * Search form of a name or place: lower case, without accents, spaces, hyphens or apostrophes,
 * so "De Smet", "de smet", "Desmet" and "Désiré"/"desire" find each other.
 */
export const searchText = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export const WEBSITE_PROTOCOLS = ['http', 'https'] as const;
export type WebsiteProtocol = (typeof WEBSITE_PROTOCOLS)[number];

/** SPEC §5: a website is trimmed and gets the chosen protocol (default http) when it has none. */
export function withProtocol(website: string | null | undefined, protocol: WebsiteProtocol = 'http') {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${protocol}://${trimmed}`;
}

/**
 * A website as the form's two inputs show it: the protocol in its select, the rest in the text, so a
 * stored "https://www.x.be" is not shown as "http://" beside "https://www.x.be".
 */
export function splitProtocol(website: string | null | undefined, protocol: WebsiteProtocol = 'http') {
  const trimmed = (website ?? '').trim();
  const scheme = /^(https?):\/\//i.exec(trimmed);
  if (!scheme) return { website: trimmed, siteProtocol: protocol };
  return { website: trimmed.slice(scheme[0].length), siteProtocol: scheme[1]!.toLowerCase() as WebsiteProtocol };
}
