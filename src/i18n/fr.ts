import { domainMessages } from './domain.fr';
import { raFrenchMessages } from './ra.fr';

/** The French catalogue: the same shape as nlMessages (src/i18n/nl.ts), loaded only when French is chosen. */
export const frMessages = { ...raFrenchMessages, ...domainMessages };

// Beside the messages, in the same chunk: MUI's own French texts and the charts' (src/shared/layout/LocaleTheme).
export { frenchMuiLocale } from './mui.fr';
export { chartTexts as frenchChartTexts } from './fr/charts';
