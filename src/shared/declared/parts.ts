import type { RaRecord } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
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
  /**
   * A queue move's own button and dialog, by the move's name, where the move needs more than a
   * confirmation or a form of its fields (an election's key ceremony at finalising). Drawn on the
   * detail page for those who may make the move now; the generic decision leaves it out.
   */
  moves?: Record<string, LazyScreen<MoveProps>>;
}

export interface MoveProps {
  d: Declaration;
  record: RaRecord;
}

/** The `parts` of every src/resources/<name>/index.ts, by folder name (= the resource's name). */
const modules = import.meta.glob<{ parts?: ResourceParts }>('../../resources/*/index.ts', { eager: true });

export const resourceParts: Record<string, ResourceParts> = Object.fromEntries(
  Object.entries(modules).flatMap(([file, m]) => (m.parts ? [[file.split('/').at(-2)!, m.parts]] : [])),
);
