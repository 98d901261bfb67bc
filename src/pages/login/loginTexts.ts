import type { Language } from '../../../domain/language';
import { errorMessages, successMessages } from '../../../domain/texts/errors.nl';
import { registerFallbackTexts } from '../../i18n/fallbackTexts';
import { appMessages } from '../../i18n/nl/app';
import { authMessages } from '../../i18n/nl/auth';
import { registrationMessages } from '../../i18n/nl/registration';
import { raDutchMessages } from '../../i18n/ra.nl';

/**
 * The login page's texts in one language. The page loads no react-admin (DESIGN §5), so it reads the
 * catalogues itself: Dutch in its own code, French from the French catalogue's files, loaded only
 * when French is chosen.
 */
export interface LoginTexts {
  language: Language;
  title: string;
  login: typeof authMessages.login;
  register: string;
  close: string;
  cancel: string;
  notAccessible: string;
  errors: Pick<typeof errorMessages, 'LOGIN_FAILED' | 'LOGIN_THROTTLED' | 'SERVICE_UNAVAILABLE' | 'USER_NO_ROLES' | 'USERNAME_EMPTY' | 'UNFORSEEN_ERROR'>;
  resetSent: string;
}

const textsOf = (
  language: Language,
  app: { app: { title: string; not_accessible: string } },
  auth: { login: LoginTexts['login'] },
  registration: { register: { login_link: string } },
  ra: { ra: { action: { close: string; cancel: string } } },
  errors: LoginTexts['errors'],
  success: { RESETPASS_MAIL_SENDED: string },
): LoginTexts => ({
  language,
  title: app.app.title,
  login: auth.login,
  register: registration.register.login_link,
  close: ra.ra.action.close,
  cancel: ra.ra.action.cancel,
  notAccessible: app.app.not_accessible,
  errors,
  resetSent: success.RESETPASS_MAIL_SENDED,
});

export const dutchLoginTexts = textsOf('nl', appMessages, authMessages, registrationMessages, raDutchMessages, errorMessages, successMessages);

let french: Promise<LoginTexts> | undefined;

/** The texts in a language; French is fetched once, Dutch is at hand. */
export function loadLoginTexts(language: Language): Promise<LoginTexts> {
  if (language === 'nl') return Promise.resolve(dutchLoginTexts);
  french ??= Promise.all([
    import('../../i18n/fr/app'),
    import('../../i18n/fr/auth'),
    import('../../i18n/fr/registration'),
    import('../../i18n/ra.fr'),
    import('../../../domain/texts/errors.fr'),
  ]).then(([app, auth, registration, ra, errors]) => {
    // The providers' own texts (a failed reset request, say) follow the page into French.
    registerFallbackTexts('fr', { errors: errors.errorMessages, app: app.appMessages.app });
    return textsOf(
      'fr',
      app.appMessages,
      auth.authMessages,
      registration.registrationMessages,
      ra.raFrenchMessages,
      errors.errorMessages,
      errors.successMessages,
    );
  });
  french.catch(() => {
    french = undefined;
  });
  return french;
}
