import type { z } from 'zod';
import type { legalEntityRowSchema } from '../../../domain/schemas/responses/legalEntities';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** A legal entity in the directory (GET /api/rechtspersonen). */
export type LegalEntityRow = z.input<typeof legalEntityRowSchema>;

export const LEGAL_ENTITIES_RESOURCE = 'rechtspersonen';
/** SPEC §9: legal entities page by 25. */
export const LEGAL_ENTITIES_PAGE_SIZE = 25;
