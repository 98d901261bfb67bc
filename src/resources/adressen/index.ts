import { lazy } from 'react';

/** /dierenarts/{id}/adressen: loaded on first use, keeping it out of the login page's JavaScript. */
export const AdressenPage = lazy(() => import('./AdressenPage'));
