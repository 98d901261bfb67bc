import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * On-call services are drawn from their declaration (domain/resources/wachtdiensten.ts); the
 * members, with joining, leaving, the responsible and the export, are their own tab, and a vet asks
 * for a new service from the list.
 */
export const parts: ResourceParts = {
  tabs: { leden: lazyScreen(() => import('./MembersTab')) },
  listActions: lazyScreen(() => import('./RequestServiceButton')),
};
