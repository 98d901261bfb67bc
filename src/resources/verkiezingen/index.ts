import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The elections are drawn from their declaration (domain/declarations/verkiezingen.ts): the list,
 * the form, the candidates. Voting, the turnout and the results are their own tabs; finalising is the
 * key ceremony's own dialog.
 */
export const parts: ResourceParts = {
  tabs: {
    stemmen: lazyScreen(() => import('./VoteTab')),
    opkomst: lazyScreen(() => import('./TurnoutTab')),
    resultaten: lazyScreen(() => import('./ResultsTab')),
  },
  // Finalising makes the election's key in the browser and hands out its shares (issue 28).
  moves: { finaliseren: lazyScreen(() => import('./FinaliseButton')) },
};
