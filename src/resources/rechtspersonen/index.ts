import { lazy } from 'react';

/** The legal-entity directory; loaded on first use, out of the login page's JavaScript. */
export const RechtspersonenSearch = lazy(() => import('./RechtspersonenSearch'));
