import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/** The address-change queue (domain/resources/adreswijzigingen.ts), with its organisation and address picker. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./AdreswijzigingList')),
};
