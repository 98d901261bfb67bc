import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The elections are drawn from their declaration (domain/resources/verkiezingen.ts): the list,
 * the form, the candidates. The committee, voting, the turnout, the results and the public board are their own tabs;
 * finalising asks first whether the committee's key is ready.
 */
export const parts: ResourceParts = {
  tabs: {
    comite: lazyScreen(() => import('./CommitteeTab')),
    stemmen: lazyScreen(() => import('./VoteTab')),
    opkomst: lazyScreen(() => import('./TurnoutTab')),
    resultaten: lazyScreen(() => import('./ResultsTab')),
    stembord: lazyScreen(() => import('./BoardTab')),
  },
  // Finalising is refused until the committee's key ceremony is complete (the server builds the manifest).
  moves: { finaliseren: lazyScreen(() => import('./FinaliseButton')) },
};
