import { lazy } from 'react';

/**
 * The provider registrations awaiting the secretariat: a list of the new ones and one registration
 * with its decision. Both load on first use, keeping them out of the login page's JavaScript.
 */
export const registraties = {
  list: lazy(() => import('./RegistratieList')),
  edit: lazy(() => import('./RegistratieEdit')),
  recordRepresentation: 'name',
};
