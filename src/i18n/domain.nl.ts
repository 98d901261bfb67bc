import * as server from '../../domain/texts/errors.nl';
import { domainCatalogue } from './domainCatalogue';
import * as screens from './nl/screens';

/** The product's own Dutch texts (src/i18n/domainCatalogue.ts). */
export const domainMessages = domainCatalogue(server, Object.values(screens));
