import { PAGE_SIZES } from '../schemas/common';

/**
 * How a form finds a record of a resource that the product serves by hand, not by a declaration:
 * - `search`: by typing, GET {path}?{param}={typed}&limit={limit}; a found record's `id` is stored, the
 *   fields in `label` name it and those in `detail` tell it apart (the persons: too many to offer);
 * - `options`: all at once from GET {path}, where `:owner` is the record's owner (a course's contact
 *   among its organisation's people);
 * - neither: filled by the server, never chosen (an organisation as a record's owner).
 * The server knows their tables (server/generator/external), so a `reference` to one is checked and
 * its title can be read (`from: { titleOf }`).
 */
export interface ExternalResource {
  search?: { path: string; param: string; limit: number; id: string; label: readonly string[]; detail?: readonly string[] };
  options?: { path: string; label: readonly string[] };
}

export const externalResources: Record<string, ExternalResource> = {
  personen: {
    search: {
      path: '/dierenartsen',
      param: 'lastname',
      limit: PAGE_SIZES.personSearch,
      id: 'iddicperson',
      label: ['firstname', 'lastname'],
      detail: ['ordenummer', 'locality'],
    },
  },
  contacts: { options: { path: '/crm/public/legalentities/:owner/contacts', label: ['firstname', 'lastname'] } },
  rechtspersonen: {},
};
