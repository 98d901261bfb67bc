import { pathsOf } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/types';
import { declarations } from '../shared/declared/registry';

/**
 * How each react-admin resource maps onto the REST paths of SPEC §7: a declared resource's paths
 * come from its declaration; the generic provider does the limit/offset paging and the verbs.
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

/** A path with its one `:parameter` filled in: the record's id, or for a list under a parent the parent's. */
const fill = (template: string, value: unknown) => template.replace(/:\w+/, () => encodeURIComponent(String(value)));

function declaredPaths(d: Declaration): ResourcePaths {
  const p = pathsOf(d);
  const parentOf = (values: Record<string, any>) => (d.parent ? values[d.parent.field] : undefined);
  return {
    list: (filter) => fill(p.list, parentOf(filter)),
    create: (data) => fill(p.create, parentOf(data)),
    one: (id) => fill(p.one, id),
    update: (id) => fill(p.update, id),
    remove: (id) => fill(p.remove, id),
    pathFilters: d.parent ? [d.parent.field] : undefined,
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
