import { lazyScreen } from '../../shared/lazyScreen';

/** /dierenarts/{id}/professionele-activiteiten: loaded on first use, keeping it out of the login page's JavaScript. */
export const ActiviteitenPage = lazyScreen(() => import('./ActiviteitenPage'));
