/** A veterinarian in the directory (GET /api/dierenartsen). */
export interface Vet {
  id: number;
  iddicperson: number;
  ordenummer: string;
  reference: string;
  lastname: string;
  firstname: string;
  locality: string | null;
}

export const VETS_RESOURCE = 'dierenartsen';
/** SPEC §9: the directory pages by 25. */
export const VETS_PAGE_SIZE = 25;

export const profilePath = (ordenummer: string) => `/zoeken/dierenarts/${encodeURIComponent(ordenummer)}`;
