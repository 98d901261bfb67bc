import { lazyScreen } from '../../shared/lazyScreen';

/**
 * Page templates: custom routes in App.tsx (/templates/pages, /templates/pages/:id), because the
 * REST path and the screen address differ from the resource name. Both screens load on first use,
 * outside the login page's JavaScript.
 */
export const PageList = lazyScreen(() => import('./PageList'));
export const PageEdit = lazyScreen(() => import('./PageEdit'));
