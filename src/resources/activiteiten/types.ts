/** A member's activities as GET/POST /dierenartsen/{id}/activiteiten give them (SPEC §3). */
export interface Activities {
  practpct: number | null;
  species: string[];
  sectors: string[];
  other_sectors: string | null;
  interests: string | null;
  transfer_email: boolean;
  xray: boolean;
}
