import { domainMessages } from './domain.fr';
import { raFrenchMessages } from './ra.fr';

/** The French catalogue: the same shape as nlMessages (src/i18n/nl.ts), loaded only when French is chosen. */
export const frMessages = { ...raFrenchMessages, ...domainMessages };
