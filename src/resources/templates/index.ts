import { lazyScreen } from '../../shared/lazyScreen';
import type { ResourceParts } from '../../shared/declared/parts';

/** Mail templates (domain/declarations/templates.ts): a list with an edit dialog, loaded on first use. */
export const parts: ResourceParts = {
  list: lazyScreen(() => import('./MailTemplateList')),
};
