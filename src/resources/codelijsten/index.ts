import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The code lists are declared by the product (see README), so the resource has a list only; the
 * values and translations of one list are custom routes (App.tsx) with dialogs for the changes.
 * The screen loads on first use, keeping it out of the login page's JavaScript.
 */
export const codelijsten = {
  list: lazyScreen(async () => ({ default: (await import('./CodelijstList')).CodelijstList })),
  recordRepresentation: 'code',
};
