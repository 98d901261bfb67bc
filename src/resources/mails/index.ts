import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The mail queue: a list only; a mail is changed in a dialog on the list. The screen loads on
 * first use, keeping it out of the login page's JavaScript.
 */
export const mails = {
  list: lazyScreen(() => import('./MailList')),
  recordRepresentation: 'recipient',
};
