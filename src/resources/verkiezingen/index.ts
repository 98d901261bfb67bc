import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The elections are drawn from their declaration (domain/declarations/verkiezingen.ts): the list,
 * the form, the candidates. Voting, the turnout and the results are their own tabs.
 */
export const parts: ResourceParts = {
  tabs: {
    stemmen: lazyScreen(() => import('./VoteTab')),
    opkomst: lazyScreen(() => import('./TurnoutTab')),
    resultaten: lazyScreen(() => import('./ResultsTab')),
  },
};
