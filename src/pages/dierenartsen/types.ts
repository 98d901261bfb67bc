import type { z } from 'zod';
import type { vetProfileSchema, vetSchema } from '../../../domain/schemas/responses/members';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** A veterinarian in the directory (GET /api/dierenartsen). */
export type Vet = z.input<typeof vetSchema>;

/** GET /api/dierenartsen/{ordenummer}: public data for everyone, everything for the member and the secretariat. */
export type VetProfile = z.input<typeof vetProfileSchema>;

export const VETS_RESOURCE = 'dierenartsen';
/** SPEC §9: the directory pages by 25. */
export const VETS_PAGE_SIZE = 25;

export const profilePath = (ordenummer: string) => `/zoeken/dierenarts/${encodeURIComponent(ordenummer)}`;
