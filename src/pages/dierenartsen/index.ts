import { lazyScreen } from '../../shared/lazyScreen';

/** The veterinarian directory and profile sheets; loaded on first use, out of the login page's JavaScript. */
export const DierenartsenSearch = lazyScreen(() => import('./DierenartsenSearch'));
export const DierenartsProfile = lazyScreen(() => import('./DierenartsProfile'));
