import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The address-change queue of the secretariat (SPEC §2 /dierenarts/adreswijzigingen, its landing
 * page). A custom route, since the address is not the resource's own; loaded on first use.
 */
export const AdreswijzigingenPage = lazyScreen(() => import('./AdreswijzigingList'));
