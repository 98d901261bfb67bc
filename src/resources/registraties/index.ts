import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/** Provider registrations (domain/resources/registraties.ts): the queue and one registration with its decision. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./RegistratieList')),
  detail: lazyScreen(() => import('./RegistratieEdit')),
};
