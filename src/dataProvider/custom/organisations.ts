import { HttpError } from 'react-admin';
import type { z } from 'zod';
import type { legalEntityOptionSchema } from '../../../domain/schemas/responses/legalEntities';
import { http } from '../http';
// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/** An organisation as the public search returns it. */
export type LegalEntityOption = z.input<typeof legalEntityOptionSchema>;

/** The public organisation look-ups (SPEC §7 CRM), used by the wizard, the member and the queue. */
export const organisationMethods = {
  /** The typeahead: a 404 means nothing was found (SPEC §7), which is an empty list. */
  async searchLegalEntities(name: string, limit: number): Promise<LegalEntityOption[]> {
    try {
      const params = new URLSearchParams({ name, limit: String(limit) });
      return (await http<{ items: LegalEntityOption[] }>(`/crm/public/legalentities?${params}`)).items;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return [];
      throw error;
    }
  },
  /** The addresses an organisation is known at; each caller reads the fields it shows. */
  getLegalEntityAddresses: <T>(id: number) => http<{ items: T[]; size: number }>(`/crm/public/legalentities/${id}/addresses`),
};
