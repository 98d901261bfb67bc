import { lazy } from 'react';

/** The veterinarian directory and profile sheets; loaded on first use, out of the login page's JavaScript. */
export const DierenartsenSearch = lazy(() => import('./DierenartsenSearch'));
export const DierenartsProfile = lazy(() => import('./DierenartsProfile'));
