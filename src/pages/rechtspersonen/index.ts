import { lazyScreen } from '../../shared/lazyScreen';

/** The legal-entity directory; loaded on first use, out of the login page's JavaScript. */
export const RechtspersonenSearch = lazyScreen(() => import('./RechtspersonenSearch'));
