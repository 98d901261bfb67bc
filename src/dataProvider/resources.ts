import { pathsOf } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { declarations } from '../shared/declared/registry';

/**
 * How each react-admin resource maps onto the REST paths of SPEC §7: a declared resource's paths
 * come from its declaration; the generic provider does the limit/offset paging and the verbs.
 */
/**
 * One record's paths take, besides its id, the record's own values: a child's path names its parent
 * (`/verkiezingen/:verkiezingId/kandidaten/:id`), which only the record knows.
 */
export interface ResourcePaths {
  list: (filter: Record<string, any>) => string;
  one?: (id: string | number, record?: Record<string, any>) => string;
  create?: (data: Record<string, any>) => string;
  update?: (id: string | number, record?: Record<string, any>) => string;
  remove?: (id: string | number, record?: Record<string, any>) => string;
  /** Filter keys that are part of the path, not the query string. */
  pathFilters?: string[];
}

/** A path with its parameters filled in: `:id` the record's id, any other the field of that name (the parent a list lives under). */
const fill = (template: string, values: Record<string, unknown>) =>
  template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
const paramsOf = (template: string) => [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((name) => name !== 'id');

function declaredPaths(d: Declaration): ResourcePaths {
  const p = pathsOf(d);
  return {
    list: (filter) => fill(p.list, filter),
    create: (data) => fill(p.create, data),
    one: (id, record) => fill(p.one, { ...record, id }),
    update: (id, record) => fill(p.update, { ...record, id }),
    remove: (id, record) => fill(p.remove, { ...record, id }),
    pathFilters: paramsOf(p.list),
  };
}

export const resourcePaths: Record<string, ResourcePaths> = {
  ...Object.fromEntries(declarations.map((d) => [d.name, declaredPaths(d)])),
  // The veterinarian directory (SPEC §2 /zoeken/dierenarts); one member's profile sheet by ordenummer.
  dierenartsen: {
    list: () => '/dierenartsen',
    one: (id) => `/dierenartsen/${encodeURIComponent(String(id))}`,
  },
  // The legal-entity directory (SPEC §2 /zoeken/rechtspersonen).
  rechtspersonen: {
    list: () => '/rechtspersonen',
  },
};
