import { lazyScreen } from '../../shared/lazyScreen';

/** /dierenarts/{id}/adressen: loaded on first use, keeping it out of the login page's JavaScript. */
export const AdressenPage = lazyScreen(() => import('./AdressenPage'));
