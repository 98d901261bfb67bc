import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The provider registrations awaiting the secretariat: a list of the new ones and one registration
 * with its decision. Both load on first use, keeping them out of the login page's JavaScript.
 */
export const registraties = {
  list: lazyScreen(() => import('./RegistratieList')),
  edit: lazyScreen(() => import('./RegistratieEdit')),
  recordRepresentation: 'name',
};
