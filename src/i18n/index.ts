import polyglotI18nProvider from 'ra-i18n-polyglot';
import { nlMessages } from './nl';

/** Dutch only (SPEC: default language nl); the catalogue holds every react-admin key as well. */
export const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [{ locale: 'nl', name: 'Nederlands' }], {
  allowMissing: false,
});
