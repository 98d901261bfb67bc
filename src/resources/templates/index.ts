import { lazyScreen } from '../../shared/lazyScreen';

/**
 * Mail templates live at /templates while /templates/pages belongs to the page templates, so the
 * screen is a custom route in App.tsx (a resource's /templates/* routes would swallow the other).
 * It loads on first use, out of the login page's JavaScript.
 */
export const MailTemplateList = lazyScreen(() => import('./MailTemplateList'));
