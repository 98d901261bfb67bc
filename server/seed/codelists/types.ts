/**
 * Seed-structuur van de codelijsten (codetabellen) van het ledenportaal.
 * Pure data: de seeder zet deze om naar rijen in de databank.
 */
export interface CodeItemSeed {
  codedetail: string; // the stable code (e.g. 'BE', 'NIEUW', NIS code)
  description: string; // Dutch label
  active?: boolean; // default true
  translations?: { fr?: string }; // French label: the portal's other language (Dutch and French are its only ones)
}

export interface CodelistSeed {
  code: string; // the list's name exactly as below
  description: string; // Dutch description of the list
  translations: { fr: string }; // the list's name in French: the codelists' screens show it to a French reader
  items: CodeItemSeed[];
}
