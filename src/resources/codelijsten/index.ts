import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The codelists are drawn from their declaration (domain/resources/codelijsten.ts): the list and
 * the values tab. The translations tab is their own: every value's text in each language at once.
 */
export const parts: ResourceParts = {
  tabs: { translations: lazyScreen(() => import('./CodelijstTranslations')) },
};
