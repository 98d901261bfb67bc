import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/** Exemptions (domain/resources/vrijstellingen.ts): a vet's own list with the request dialog. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./ExemptionsPage')),
};
