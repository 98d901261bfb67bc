import { lazyScreen } from '../../shared/lazyScreen';
import type { ResourceParts } from '../../shared/declared/parts';

/**
 * The codelist screens of domain/declarations/codelijsten.ts: the list, and a codelist's values and
 * translations as the tabs of its detail page (changes in dialogs). Each loads on first use.
 */
export const parts: ResourceParts = {
  list: lazyScreen(async () => ({ default: (await import('./CodelijstList')).CodelijstList })),
  tabs: {
    items: lazyScreen(() => import('./CodelijstItems')),
    translations: lazyScreen(() => import('./CodelijstTranslations')),
  },
};
