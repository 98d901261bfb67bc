import type { LazyScreen } from '../lazyScreen';

/**
 * What a resource's folder may put in place of a generic screen: its own list, its own detail
 * page, the tabs of its detail page (each a sub-route /{screen}/{id}/{tab}). What it leaves out is
 * drawn by the generic screens from the declaration.
 */
export interface ResourceParts {
  list?: LazyScreen<any>;
  detail?: LazyScreen<any>;
  tabs?: Record<string, LazyScreen<any>>;
  /** Buttons the resource adds to its generic list's toolbar (a vet's request for a new service). */
  listActions?: LazyScreen<any>;
}

/** The `parts` of every src/resources/<name>/index.ts, by folder name (= the resource's name). */
const modules = import.meta.glob<{ parts?: ResourceParts }>('../../resources/*/index.ts', { eager: true });

export const resourceParts: Record<string, ResourceParts> = Object.fromEntries(
  Object.entries(modules).flatMap(([file, m]) => (m.parts ? [[file.split('/').at(-2)!, m.parts]] : [])),
);
