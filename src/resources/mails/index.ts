import { lazyScreen } from '../../shared/lazyScreen';
import type { ResourceParts } from '../../shared/declared/parts';

/** The mail queue (domain/declarations/mails.ts): a list with its chart; a mail changes in a dialog. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./MailList')),
};
