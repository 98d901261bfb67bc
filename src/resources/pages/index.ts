import { lazyScreen } from '../../shared/lazyScreen';
import type { ResourceParts } from '../../shared/declared/parts';

/** Page templates (domain/declarations/pages.ts): their list and one template's edit page, loaded on first use. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./PageList')),
  detail: lazyScreen(() => import('./PageEdit')),
};
