import { lazy } from 'react';

/**
 * The code lists are declared by the product (see README), so the resource has a list only; the
 * values and translations of one list are custom routes (App.tsx) with dialogs for the changes.
 * The screen loads on first use, keeping it out of the login page's JavaScript.
 */
export const codelijsten = {
  list: lazy(() => import('./CodelijstList').then((m) => ({ default: m.CodelijstList }))),
  recordRepresentation: 'code',
};
