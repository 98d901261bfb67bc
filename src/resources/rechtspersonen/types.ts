/** A legal entity in the directory (GET /api/rechtspersonen). */
export interface LegalEntityRow {
  id: number;
  iddiclegalentity: number;
  name: string;
  locality: string | null;
  legalentityDisplayAddress: string | null;
  reference: string | null;
  website: string | null;
}

export const LEGAL_ENTITIES_RESOURCE = 'rechtspersonen';
/** SPEC §9: legal entities page by 25. */
export const LEGAL_ENTITIES_PAGE_SIZE = 25;
