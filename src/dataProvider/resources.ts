import { declarations } from '../shared/declared/registry';

/**
 * How each react-admin resource maps onto the REST paths of SPEC §7. A resource is declared here
 * once; the generic provider does the limit/offset paging and the verbs.
 */
export interface ResourcePaths {
  list: (filter: Record<string, any>) => string;
  one?: (id: string | number) => string;
  create?: (data: Record<string, any>) => string;
  update?: (id: string | number) => string;
  remove?: (id: string | number) => string;
  /** Filter keys that are part of the path, not the query string. */
  pathFilters?: string[];
}

/** A declared resource's calls all sit under its one path (domain/declare: list, /{id}, POST, DELETE). */
const declaredPaths = (path: string): ResourcePaths => ({
  list: () => path,
  one: (id) => `${path}/${encodeURIComponent(String(id))}`,
  update: (id) => `${path}/${encodeURIComponent(String(id))}`,
  remove: (id) => `${path}/${encodeURIComponent(String(id))}`,
});

export const resourcePaths: Record<string, ResourcePaths> = {
  ...Object.fromEntries(declarations.map((d) => [d.name, declaredPaths(d.path)])),
  // The veterinarian directory (SPEC §2 /zoeken/dierenarts); one member's profile sheet by ordenummer.
  dierenartsen: {
    list: () => '/dierenartsen',
    one: (id) => `/dierenartsen/${encodeURIComponent(String(id))}`,
  },
  // The legal-entity directory (SPEC §2 /zoeken/rechtspersonen).
  rechtspersonen: {
    list: () => '/rechtspersonen',
  },
  codelijsten: {
    list: () => '/lists/codelists',
    one: (id) => `/lists/codelists/${id}`,
  },
  'codelijst-items': {
    list: (filter) => `/lists/codelists/${filter.iddiccode}/items`,
    create: (data) => `/lists/codelists/${data.iddiccode}/items`,
    update: (id) => `/lists/codelists/items/${id}`,
    remove: (id) => `/lists/codelists/items/${id}`,
    pathFilters: ['iddiccode'],
  },
  // Page templates: the texts of the portal's own pages (SPEC §2 /templates/pages).
  pages: {
    list: () => '/templates/pages',
    one: (id) => `/templates/pages/${id}`,
    update: (id) => `/templates/pages/${id}`,
  },
  // Mail templates (/templates); one template is read with its parameter descriptions (/info).
  templates: {
    list: () => '/templates/mails',
    one: (id) => `/templates/mails/${id}/info`,
    update: (id) => `/templates/mails/${id}`,
  },
  // The mail queue (/mails); the server sorts by creation date, newest first.
  mails: {
    list: () => '/mails',
    one: (id) => `/mails/${id}`,
    update: (id) => `/mails/${id}`,
  },
  // Provider registrations (SPEC §2 /registraties); the decision is its own call (/beslissing).
  registraties: {
    list: () => '/registraties',
    one: (id) => `/registraties/${id}`,
    update: (id) => `/registraties/${id}`,
  },
  // The address-change queue of the secretariat (/dierenarts/adreswijzigingen); decisions are own calls.
  adreswijzigingen: {
    list: () => '/dierenartsen/addresschanges',
  },
};
